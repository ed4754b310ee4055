import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type LoaderFunction,
  Navigate,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { RequireAccess } from '../auth/RequireAccess';
import { currentUserQuery, currentUserQueryKey } from '../auth/use-current-user';
import { RouteErrorScreen } from '../errors/boundaries/RouteErrorScreen';
import { publicSiteQuery } from '../features/site-settings/site-settings-api';
import { AppLayout } from '../layout/AppLayout';
import { StandaloneLayout } from '../layout/StandaloneLayout';
import { RootRoute } from './RootRoute';
import { StartupScreen } from './StartupScreen';

type Lazy = RouteObject['lazy'];

const page = (path: string, lazy: Lazy): RouteObject => ({ path, lazy });

/** The app's query client, set by createAppRouter, for loaders that start a page's first request. */
let pageQueries: QueryClient | null = null;

/**
 * How long a page's route waits for its first reads before drawing without them. Drawn with its
 * data, a page is drawn once, in slices the phone can interleave with input; a read that lands
 * after the first draw re-renders the whole page in one task (query updates are synchronous). The
 * reads are hinted in the HTML, so they usually arrive with the scripts and the wait is nil; a
 * slow read holds the page back no longer than this, then the page shows its own spinner.
 */
const FIRST_READS_WAIT_MS = 400;

/**
 * The loaders only start a page's first reads early; the page's own queries keep them fresh. So a
 * change of the address's search alone (filters, the simulator's shareable state) runs none of
 * them: it would make the change an asynchronous navigation, which following a link straight
 * after cancels, leaving the old address for Back to return to.
 */
const notOnSearchChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate && currentUrl.pathname !== nextUrl.pathname;

async function waitForFirstReads(reads: Promise<unknown>[]): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(reads),
    new Promise((resolve) => {
      timer = setTimeout(resolve, FIRST_READS_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * An event's details, rounds and lists are asked for alongside the page's code and the session
 * check, rather than once the page has rendered after both. On game day a player's page opens on
 * their own game, read before the pairings (`opensOnMyGame`). A failed read is left to the page.
 */
const prefetchTournament: LoaderFunction = async ({ params }) => {
  const [{ tournamentQuery }, { latestRoundsQuery, myGameQuery }, { eventListsQuery }, { opensOnMyGame }] =
    await Promise.all([
      import('../features/tournaments/tournaments-api'),
      import('../features/tournaments/rounds-api'),
      import('../features/tournaments/lists-api'),
      import('../features/tournaments/opens-on-my-game'),
    ]);
  const queries = pageQueries;
  const id = params.tournamentId;
  if (queries && id)
    await waitForFirstReads([
      queries.prefetchQuery(tournamentQuery(id)).then(() => {
        const event = queries.getQueryData(tournamentQuery(id).queryKey);
        if (!event) return;
        return opensOnMyGame(event)
          ? queries.prefetchQuery(myGameQuery(id))
          : queries.prefetchQuery(latestRoundsQuery(id));
      }),
      queries.prefetchQuery(eventListsQuery(id)),
    ]);
  return null;
};

/**
 * A signed-in page's first requests, started with the page's code rather than once it has
 * rendered, when the session is already known to be signed in (the server writes it into the
 * page). Otherwise nothing is asked here, so a signed-out visitor is sent to /login by the guard
 * before any of the page's requests go out. A failure is left to the page, which asks again.
 */
const prefetchSignedIn =
  (prefetch: (queries: QueryClient) => Promise<unknown>): LoaderFunction =>
  async () => {
    if (pageQueries?.getQueryData(currentUserQueryKey))
      await waitForFirstReads([prefetch(pageQueries).catch(() => {})]);
    return null;
  };

const prefetchLibrary = prefetchSignedIn(async (queries) => {
  const [library, content] = await Promise.all([
    import('../features/library/library-api'),
    import('../content/published-content'),
  ]);
  await Promise.all([
    queries.prefetchQuery(content.publishedContentQuery),
    queries.prefetchQuery(library.learningPathsQuery),
    queries.prefetchQuery(library.libraryProgressQuery),
    queries.prefetchQuery(library.recommendedQuery),
  ]);
});

const prefetchRosters = prefetchSignedIn(async (queries) => {
  const { rosterListQuery } = await import('../features/rosters/rosters-api');
  await queries.prefetchQuery(rosterListQuery);
});

const dashboard: Lazy = async () => ({
  Component: (await import('../features/dashboard/DashboardPage')).DashboardPage,
});
const subscription: Lazy = async () => ({
  Component: (await import('../features/subscription/SubscriptionPage')).SubscriptionPage,
});
const rosterAnalyzer =
  (variant: 'standard' | 'enhanced'): Lazy =>
  async () => {
    const { RosterAnalyzerPage } = await import('../features/analysis/RosterAnalyzerPage');
    return { element: <RosterAnalyzerPage variant={variant} /> };
  };
const playbookViewer =
  (sample: boolean): Lazy =>
  async () => {
    const { PlaybookViewerPage } = await import('../features/playbooks/PlaybookViewerPage');
    return { element: <PlaybookViewerPage sample={sample} /> };
  };
const playbookTest =
  (sample: boolean): Lazy =>
  async () => {
    const { PlaybookTestPage } = await import('../features/playbooks/PlaybookTestPage');
    return { element: <PlaybookTestPage sample={sample} /> };
  };
const tournamentList: Lazy = async () => ({
  Component: (await import('../features/tournaments/TournamentsPage')).TournamentsPage,
});
const notFound: Lazy = async () => ({
  Component: (await import('../features/not-found/NotFoundPage')).NotFoundPage,
});

/** Open to everyone inside the shell (spec 000 §2 public routes, plus the error pages). */
const publicShellRoutes: RouteObject[] = [
  page('tournaments', tournamentList),
  page('tournament', tournamentList),
  page('tournament/*', tournamentList),
  {
    ...page('tournament/:tournamentId', async () => ({
      Component: (await import('../features/tournaments/TournamentPage')).TournamentPage,
    })),
    loader: prefetchTournament,
    shouldRevalidate: notOnSearchChange,
  },
  // A team match's pairing draft: captains commit, their teams read along, everyone else watches.
  page('tournament/:tournamentId/match/:matchId', async () => ({
    Component: (await import('../features/team-events/TeamDraftPage')).TeamDraftPage,
  })),
  page('tournament/:tournamentId/print/round/:roundNumber', async () => ({
    Component: (await import('../features/tournaments/PrintRoundPage')).PrintRoundPage,
  })),
  page('lists/:token', async () => ({
    Component: (await import('../features/rosters/versions/SharedListPage')).SharedListPage,
  })),
  page('playbook-test/:playbookId', playbookTest(false)),
  page('playbook-sample-test', playbookTest(true)),
  page('unauthorized', async () => ({
    Component: (await import('../features/unauthorized/UnauthorizedPage')).UnauthorizedPage,
  })),
  page('leaderboard', async () => ({
    Component: (await import('../features/leaderboard/LeaderboardPage')).LeaderboardPage,
  })),
  page('players/:userId', async () => ({
    Component: (await import('../features/leaderboard/PlayerPage')).PlayerPage,
  })),
  // Spec 000 §2: not yet built, shown as the 404 page.
  page('planner', notFound),
  // The spec's /meta is the Oracle's Meta Insights.
  { path: 'meta', element: <Navigate to="/oracle/meta-insights" replace /> },
  page('*', notFound),
];

/** Behind the sign-in guard. */
const signedInRoutes: RouteObject[] = [
  { index: true, lazy: dashboard },
  page('dashboard', dashboard),
  page('tournament/create', async () => ({
    Component: (await import('../features/tournaments/CreateTournamentPage')).CreateTournamentPage,
  })),
  page('tournament/:tournamentId/manage', async () => ({
    Component: (await import('../features/tournaments/ManageTournamentPage')).ManageTournamentPage,
  })),
  page('roster-analyzer', rosterAnalyzer('standard')),
  page('analyzer', rosterAnalyzer('standard')),
  page('roster-analyzer-test', async () => ({
    Component: (await import('../features/analysis/AnalyzerTestPage')).AnalyzerTestPage,
  })),
  page('enhanced-roster-analyzer', rosterAnalyzer('enhanced')),
  page('playbook-generator', async () => ({
    Component: (await import('../features/playbooks/PlaybookGeneratorPage')).PlaybookGeneratorPage,
  })),
  page('playbook-viewer/:playbookId', playbookViewer(false)),
  page('playbook-sample', playbookViewer(true)),
  page('settings', async () => ({
    Component: (await import('../features/settings/SettingsPage')).SettingsPage,
  })),
  {
    ...page('library', async () => ({
      Component: (await import('../features/library/LibraryPage')).LibraryPage,
    })),
    loader: prefetchLibrary,
    shouldRevalidate: notOnSearchChange,
  },
  page('rules', async () => ({
    Component: (await import('../features/rules-updates/RulesUpdatesPage')).RulesUpdatesPage,
  })),
  page('subscribe', async () => ({
    Component: (await import('../features/subscription/SubscribePage')).SubscribePage,
  })),
  page('subscription', subscription),
  page('batch-analysis', async () => ({
    Component: (await import('../features/batch-analysis/BatchAnalysisPage')).BatchAnalysisPage,
  })),
  page('oracle', async () => ({ Component: (await import('../features/oracle/OraclePage')).OraclePage })),
  page('oracle/analysis/:analysisId', async () => ({
    Component: (await import('../features/oracle/OracleAnalysisPage')).OracleAnalysisPage,
  })),
  page('oracle/meta-insights', async () => ({
    Component: (await import('../features/oracle/MetaInsightsPage')).MetaInsightsPage,
  })),
  page('oracle/dashboard', async () => ({
    Component: (await import('../features/oracle/OracleDashboardPage')).OracleDashboardPage,
  })),
  page('community', async () => ({
    Component: (await import('../features/community/CommunityHubPage')).CommunityHubPage,
  })),
  page('community/threads/:threadId', async () => ({
    Component: (await import('../features/community/ThreadPage')).ThreadPage,
  })),
  page('battlefields', async () => ({
    Component: (await import('../features/battlefields/BattlefieldsPage')).BattlefieldsPage,
  })),
  page('battlefields/:battlefieldId', async () => ({
    Component: (await import('../features/battlefields/BattlefieldEditorPage')).BattlefieldEditorPage,
  })),
  page('coaching', async () => ({
    Component: (await import('../features/coaching/CoachingPage')).CoachingPage,
  })),
  page('coaching-test', async () => ({
    Component: (await import('../features/coaching/CoachingTestPage')).CoachingTestPage,
  })),
  page('resources', async () => ({
    Component: (await import('../features/resources/ResourcesPage')).ResourcesPage,
  })),
  page('resources/:documentId', async () => ({
    Component: (await import('../features/resources/ResourceDocumentPage')).ResourceDocumentPage,
  })),
  {
    ...page('rosters', async () => ({
      Component: (await import('../features/rosters/RostersPage')).RostersPage,
    })),
    loader: prefetchRosters,
    shouldRevalidate: notOnSearchChange,
  },
  page('rosters/:rosterId', async () => ({
    Component: (await import('../features/rosters/RosterDetailPage')).RosterDetailPage,
  })),
  page('rosters/:rosterId/print', async () => ({
    Component: (await import('../features/rosters/print/RosterPrintPage')).RosterPrintPage,
  })),
  page('rosters/new', async () => ({
    Component: (await import('../features/rosters/builder/ListBuilderPage')).NewListPage,
  })),
  page('rosters/:rosterId/build', async () => ({
    Component: (await import('../features/rosters/builder/ListBuilderPage')).EditListPage,
  })),
  page('profile', async () => ({ Component: (await import('../features/profile/ProfilePage')).ProfilePage })),
  page('analytics', async () => ({
    Component: (await import('../features/player-analytics/AnalyticsPage')).AnalyticsPage,
  })),
  page('support', async () => ({
    Component: (await import('../features/moderation/SupportPage')).SupportPage,
  })),
  {
    ...page('battle-simulator', async () => ({
      Component: (await import('../features/battle-simulator/BattleSimulatorPage')).BattleSimulatorPage,
    })),
    // Its roster picker lists the player's rosters from the first draw.
    loader: prefetchRosters,
    shouldRevalidate: notOnSearchChange,
  },
  page('counter-generation', async () => ({
    Component: (await import('../features/counters/CounterGenerationPage')).CounterGenerationPage,
  })),
  page('community-intel', async () => ({
    Component: (await import('../features/community/CommunityIntelPage')).CommunityIntelPage,
  })),
  page('battles', async () => ({
    Component: (await import('../features/battle-log/BattleLoggerPage')).BattleLoggerPage,
  })),
];

/**
 * Developer pages (UI kit, device check, route lists). Spec 000 lists /ui-demo and /test-visibility
 * as public and the test pages behind the open guard; they show internals and deliberately throw
 * errors, so only admins and super users reach them here.
 */
const developerRoutes: RouteObject[] = [
  page('ui-demo', async () => ({ Component: (await import('../features/dev/UiDemoPage')).UiDemoPage })),
  page('test-visibility', async () => ({
    Component: (await import('../features/dev/TestVisibilityPage')).TestVisibilityPage,
  })),
  page('test-routing', async () => ({
    Component: (await import('../features/dev/TestRoutingPage')).TestRoutingPage,
  })),
  page('test-document-routing', async () => ({
    Component: (await import('../features/dev/TestRoutingPage')).TestDocumentRoutingPage,
  })),
];

const contentEditor: Lazy = async () => ({
  Component: (await import('../features/admin-content/ContentEditorPage')).ContentEditorPage,
});

const adminRoutes: RouteObject[] = [
  page('admin-review', async () => ({
    Component: (await import('../features/moderation/AdminReviewPage')).AdminReviewPage,
  })),
  page('admin-review/:id', async () => ({
    Component: (await import('../features/moderation/AdminReviewItemPage')).AdminReviewItemPage,
  })),
  {
    path: 'admin',
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../features/admin-insights/AdminDashboardPage')).AdminDashboardPage,
        }),
      },
      page('content', async () => ({
        Component: (await import('../features/admin-content/AdminContentPage')).AdminContentPage,
      })),
      page('content/new', contentEditor),
      page('content/edit/:id', contentEditor),
      page('users', async () => ({
        Component: (await import('../features/admin-users/AdminUsersPage')).AdminUsersPage,
      })),
      page('analytics', async () => ({
        Component: (await import('../features/admin-insights/AdminAnalyticsPage')).AdminAnalyticsPage,
      })),
      page('settings', async () => ({
        Component: (await import('../features/site-settings/AdminSettingsPage')).AdminSettingsPage,
      })),
      page('bulk-upload', async () => ({
        Component: (await import('../features/admin-content/BulkUploadPage')).BulkUploadPage,
      })),
    ],
  },
];

const superUserRoutes: RouteObject[] = [
  page('published-content', async () => ({
    Component: (await import('../features/admin-content/AdminContentPage')).PublishedContentPage,
  })),
  page('content-ingestion', async () => ({
    Component: (await import('../features/admin-content/ContentIngestionPage')).ContentIngestionPage,
  })),
];

const standaloneRoutes: RouteObject[] = [
  page('signup', async () => ({ Component: (await import('../features/auth/SignupPage')).SignupPage })),
  page('login', async () => ({ Component: (await import('../features/auth/LoginPage')).LoginPage })),
  page('reset-password', async () => ({
    Component: (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage,
  })),
  // Not in the spec: mail the app sent without SMTP. The server has the mailbox only outside
  // production, for admins on this machine; elsewhere the page shows the 404 page.
  {
    element: <RequireAccess roles={['admin', 'super_user']} />,
    children: [
      page('dev/mailbox', async () => ({
        Component: (await import('../features/dev/MailboxPage')).MailboxPage,
      })),
    ],
  },
  page('login/two-factor', async () => ({
    Component: (await import('../features/auth/TwoFactorPage')).TwoFactorPage,
  })),
  page('onboarding/questionnaire', async () => ({
    Component: (await import('../features/onboarding/OnboardingPage')).OnboardingPage,
  })),
];

/** The phone companion (spec 000 /mobile/*): public, with its own one-column layout. */
const companionRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../features/mobile/GamePage')).GamePage }),
  },
  page('tracker', async () => ({
    Component: (await import('../features/mobile/tracker/TrackerHomePage')).TrackerHomePage,
  })),
  page('tracker/:gameId', async () => ({
    Component: (await import('../features/mobile/tracker/TrackedGamePage')).TrackedGamePage,
  })),
  page('rosters', async () => ({
    Component: (await import('../features/mobile/rosters/CompanionRostersPage')).CompanionRostersPage,
  })),
  page('rosters/:rosterId', async () => ({
    Component: (await import('../features/mobile/rosters/CompanionDatacardsPage')).CompanionDatacardsPage,
  })),
  page('log', async () => ({
    Component: (await import('../features/mobile/log/QuickLogPage')).QuickLogPage,
  })),
  // Any other companion path opens the game page rather than a dead end.
  { path: '*', element: <Navigate to="/mobile" replace /> },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(queryClient: QueryClient): AppRouter {
  pageQueries = queryClient;
  return createBrowserRouter([
    {
      Component: RootRoute,
      HydrateFallback: StartupScreen,
      children: [
        { Component: StandaloneLayout, errorElement: <RouteErrorScreen />, children: standaloneRoutes },
        {
          path: 'mobile',
          errorElement: <RouteErrorScreen />,
          lazy: async () => ({
            Component: (await import('../features/mobile/CompanionLayout')).CompanionLayout,
          }),
          children: companionRoutes,
        },
        {
          // The shell's frame is part of the start-up code: nearly every page is drawn in it, and
          // as its own chunk it cost a page inside it eight more requests (its code, styles and
          // small shared parts), which a phone on a slow network pays for in round trips. Its
          // Radix-heavy parts (menus, drawer, tooltips) still load on first use.
          Component: AppLayout,
          children: [
            {
              errorElement: <RouteErrorScreen />,
              // The shell asks who is signed in and for the site's notice as soon as it renders.
              // Asked here, both requests start with the shell's and the page's code instead of
              // after it (the loader answers at once; the hooks then read the same cache entries).
              loader: () => {
                void queryClient.prefetchQuery(currentUserQuery);
                void queryClient.prefetchQuery(publicSiteQuery);
                return null;
              },
              shouldRevalidate: notOnSearchChange,
              children: [
                ...publicShellRoutes,
                { element: <RequireAccess />, children: signedInRoutes },
                { element: <RequireAccess roles={['admin', 'super_user']} />, children: adminRoutes },
                { element: <RequireAccess roles={['admin', 'super_user']} />, children: developerRoutes },
                { element: <RequireAccess roles={['super_user']} />, children: superUserRoutes },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
