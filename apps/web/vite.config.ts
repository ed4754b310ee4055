import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { gameDataScoringAlias } from './build-plugins/game-data-scoring';
import { precompress } from './build-plugins/precompress';
import { serviceWorker } from './build-plugins/service-worker';

export default defineConfig({
  plugins: [react(), serviceWorker(), precompress()],
  resolve: { alias: gameDataScoringAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
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
