/// <reference types="node" />
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * What the service worker caches at install: every script and style of the build (so any page
 * opens offline), the Latin fonts (other scripts fall back to system fonts offline), the icons,
 * the manifest and index.html. Source maps and the precompressed copies are left out.
 */
const PRECACHED = /\.(js|css|html|svg|png|webmanifest)$|latin-[\w-]+\.woff2$/;
const NEVER = /\.(map|br|gz)$|^sw\.js$/;

/**
 * Builds service-worker/service-worker.ts into dist/sw.js with this build's file list, so a new
 * deploy installs a new worker that drops the old shell cache.
 */
export function serviceWorker(): Plugin {
  let root = '';
  return {
    name: 'muster-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .concat([
          'favicon.svg',
          'manifest.webmanifest',
          'icons/icon-192.png',
          'icons/icon-512.png',
          'icons/maskable-512.png',
          'zod-config.js',
        ])
        .filter((file) => PRECACHED.test(file) || file.endsWith('.js'))
        .filter((file) => !NEVER.test(file));
      const precache = [
        '/index.html',
        ...[...new Set(files)]
          .filter((f) => f !== 'index.html')
          .sort()
          .map((f) => `/${f}`),
      ];
      const buildId = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const result = await build({
        entryPoints: [path.join(root, 'service-worker', 'service-worker.ts')],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        define: { __PRECACHE__: JSON.stringify(precache), __BUILD_ID__: JSON.stringify(buildId) },
      });
      const code = result.outputFiles[0]?.text;
      if (!code) throw new Error('The service worker did not build.');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}
