import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ApiRequestError } from '../api/api-client';
import { ApplicationErrorBoundary } from '../errors/boundaries/ApplicationErrorBoundary';
import type { StartUpState } from '../storage/start-up-state';
import { ThemeProvider } from '../themes/ThemeProvider';
import { ToastProvider } from '../toasts/ToastProvider';
import { TournamentModeProvider } from '../tournament-mode/TournamentModeProvider';
import { MotionSync } from './MotionSync';
import type { AppRouter } from './router';
import { ServicesProvider } from './ServicesProvider';
import type { AppServices } from './services';

const STALE_TIME_MS = 5 * 60_000;

/**
 * A 404 will not go away by asking again (spec 001 §9), nor will any other refusal of the request
 * itself (400, 401, 403, 409…); timeouts, rate limits, server errors and network failures may.
 */
export function isWorthRetrying(error: Error): boolean {
  if (error instanceof ApiRequestError)
    return (
      error.status >= 500 ||
      error.status === 408 ||
      error.status === 429 ||
      // Replaced on the server by a request that reached it later but was sent earlier: a query
      // still shown asks again (a query the page left is cancelled, and never retried).
      (error.status === 409 && error.is('CANCELLED'))
    );
  return !/\b404\b/.test(error.message);
}

/** Spec 001 §9: stale after 5 minutes; up to 3 retries, none for a 404. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        // Ask even when the browser says it is offline: the service worker answers game-day reads
        // from the copy saved on the phone (service-worker/offline-data.ts).
        networkMode: 'offlineFirst',
        retry: (failureCount, error) => failureCount < 3 && isWorthRetrying(error),
      },
    },
  });
}

/**
 * The query client and router are made before the first render (start-up.tsx), so the current
 * page's code and the session check are already on their way while React starts.
 */
export function App({
  services,
  queryClient,
  router,
  stored,
}: {
  services: AppServices;
  queryClient: QueryClient;
  router: AppRouter;
  /** What this device kept, checked at start-up. */
  stored: StartUpState;
}) {
  return (
    <ServicesProvider services={services}>
      <ToastProvider>
        <ApplicationErrorBoundary tracker={services.tracker}>
          <QueryClientProvider client={queryClient}>
            <ThemeProvider
              storedCustomThemes={stored.customThemes}
              storedPreferences={stored.themePreferences}
            >
              <TournamentModeProvider storedActiveTournament={stored.activeTournament}>
                <MotionSync />
                <RouterProvider router={router} />
              </TournamentModeProvider>
            </ThemeProvider>
          </QueryClientProvider>
        </ApplicationErrorBoundary>
      </ToastProvider>
    </ServicesProvider>
  );
}
