import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontPreloads } from './build-plugins/font-preloads';
import { gameDataScoringAlias } from './build-plugins/game-data-scoring';
import { precompress } from './build-plugins/precompress';
import { routePreloads } from './build-plugins/route-preloads';
import { serviceWorker } from './build-plugins/service-worker';

export default defineConfig({
  plugins: [react(), routePreloads(), fontPreloads(), serviceWorker(), precompress()],
  resolve: { alias: gameDataScoringAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // Not @tanstack/react-virtual: only the event pages window their lists (event-lists).
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/,
              priority: 2,
              tags: ['$initial'],
            },
            {
              name: 'app',
              test: /apps[\\/]web[\\/]src[\\/]|lucide-react/,
              tags: ['$initial'],
              priority: 1,
            },
            { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/ },
            {
              // The event pages' shared parts (their API hooks, labels, the player's game card and
              // styles): one file instead of a dozen, since a phone on a slow connection pays per
              // request. The dashboard and the events list take it too.
              name: 'tournaments-kit',
              test: /apps[\\/]web[\\/]src[\\/]features[\\/]tournaments[\\/](tournaments-api|rounds-api|lists-api|missions-api|tournament-labels|game-setup-labels|EventLoadFailure|Tournaments\.module|MyGameCard|GameSetupPanel|RoundTimer)\b|packages[\\/]pairing[\\/]src[\\/](top-cut|scoring-presets)\b/,
            },
            {
              // The long lists of an event's page and its manage page (pairings with their search and
              // windowing, and the windowing library): only those two pages take them.
              name: 'event-lists',
              test: /apps[\\/]web[\\/]src[\\/]features[\\/]tournaments[\\/](EventLists\.module|PairingsList|ListSearch|SpacerRow|list-search|use-windowed-rows)\b|node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/,
            },
            {
              // Small parts many pages share, in one file rather than a request each: the UI kit's
              // controls, the deferred-module loader and the stored-data guards.
              name: 'ui-kit',
              test: /apps[\\/]web[\\/]src[\\/](ui[\\/](Badge|Button|Card|ChartFrame|FormError|FormField|LoadFailedPanel|PageHeader|PageSpinner|ScrollRegion|StatePanel|use-debounced-value|use-async-action)|app[\\/]deferred-module|storage[\\/]stored-shape)\b/,
              // Ahead of the feature kits, so a kit does not take these in as its dependencies.
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      '/readyz': 'http://localhost:3000',
    },
  },
});
