/**
 * The API reads a page makes as it starts, so the page served for it can ask for them at once
 * (`<link rel="preload" as="fetch">`) instead of after its scripts have downloaded and run. The
 * browser hands each answer to the app's own request for the same address. Signed-in reads are
 * hinted only with a signed-in session: a signed-out visitor is sent to /login before any of
 * them would go out. A hint that drifts from what a page reads costs one unused request, never a
 * wrong answer: the app still makes (and checks) its own.
 */
type PageReads = { test: RegExp; paths: (match: RegExpExecArray, viewer: PageViewer) => string[] };

/** What the server knows of the visitor that changes a page's first reads. */
export type PageViewer = {
  signedIn: boolean;
  /**
   * The event whose page opens on the visitor's own game: they are paired in its round being
   * played. Its page reads that game first and the pairings after (TournamentPage.tsx).
   */
  playingEventId?: string | null;
};

/** An event's page: /tournament/:id, but not /tournament/create (the new-event form). */
const EVENT_PAGE = /^\/tournament\/(?!create\/?$)([^/]+)\/?$/;

/** The event id of an event page's address, as the app's router gives it (decoded), or null. */
export function eventIdOfPage(pathname: string): string | null {
  const match = EVENT_PAGE.exec(pathname);
  return match ? decodedSegment(match[1] ?? '') : null;
}

/**
 * Read by the shell (the site notice and, signed in, your event) on every page inside it; pages
 * outside it (sign-in, onboarding, the companion) get only the reads they make themselves, as a
 * hint nothing reads is a wasted request and a console warning.
 */
const everyPage = ['/api/site'];
const everySignedInPage = ['/api/tournaments/my-active'];

const signedInPages: PageReads[] = [
  {
    test: /^\/library\/?$/,
    paths: () => [
      '/api/acts/published',
      '/api/library/paths',
      '/api/library/progress',
      '/api/library/recommended',
    ],
  },
  { test: /^\/rosters\/?$/, paths: () => ['/api/rosters'] },
  // The simulator's roster picker.
  { test: /^\/battle-simulator\/?$/, paths: () => ['/api/rosters'] },
  {
    test: EVENT_PAGE,
    // The id as the app's router gives it (decoded), encoded again as the app's request does.
    paths: (match, viewer) => {
      const id = decodedSegment(match[1] ?? '');
      if (!id) return [];
      const event = `/api/tournaments/${encodeURIComponent(id)}`;
      // The rounds and lists are read with the event's own id once it has loaded; an address
      // that is the event's id as the server writes it names the same reads.
      if (!CANONICAL_ID.test(id)) return [event];
      // A player in the round being played: their game now, the pairings once it is on screen.
      if (viewer.playingEventId === id) return [event, `${event}/my-game`, `${event}/lists`];
      // The page shows the latest round's pairings only (`games=latest`).
      return [event, `${event}/rounds?games=latest`, `${event}/lists`];
    },
  },
];

/** The companion's game page (outside the shell) starts from your current event. */
const signedInCompanionPages: PageReads[] = [
  { test: /^\/mobile\/?$/, paths: () => ['/api/tournaments/my-active'] },
];

/** An event id as the server writes it (a lowercase UUID). */
const CANONICAL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A path segment decoded, or null when its escapes are malformed (no hint is better than a 500). */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function pageDataPreloads(pathname: string, viewer: PageViewer, inShell: boolean): string[] {
  if (!inShell) {
    // The sign-up form reads the site's settings (whether sign-ups are open) itself.
    if (/^\/signup\/?$/.test(pathname)) return everyPage;
    return viewer.signedIn ? (readsOf(signedInCompanionPages, pathname, viewer) ?? []) : [];
  }
  if (!viewer.signedIn) return everyPage;
  return [...everyPage, ...everySignedInPage, ...(readsOf(signedInPages, pathname, viewer) ?? [])];
}

/** The reads of the first page in `pages` that `pathname` opens, or undefined for none. */
function readsOf(pages: PageReads[], pathname: string, viewer: PageViewer): string[] | undefined {
  for (const page of pages) {
    const match = page.test.exec(pathname);
    if (match) return page.paths(match, viewer);
  }
  return undefined;
}
