import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiError } from './error-handler';

const API_PREFIXES = ['/api/', '/healthz', '/readyz'];

/**
 * Serves the built web app: hashed assets cached forever, index.html for every other GET that
 * asks for HTML so client-side routes survive a reload. Unknown API paths get a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Files are looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      index: false,
      // The build writes .br and .gz copies (apps/web/build-plugins/precompress.ts): sent as they
      // are to clients that accept them, never compressed again per request.
      preCompressed: true,
      // Cache headers come only from setHeaders below.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The static handler refuses directory paths, and "/" is the dashboard.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  } else {
    app.log.warn(`No web build at ${webDistDir}; run "npm run build" to serve the app.`);
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!isApi && wantsHtml && hasBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(apiError('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
