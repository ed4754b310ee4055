import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { MeReply } from '@muster/contracts/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from './error-handler';
import { eventIdOfPage } from './page-data-preloads';
import { renderShell, shellReader } from './spa-shell';

const API_PREFIXES = ['/api/', '/healthz', '/readyz'];

export type SpaOptions = {
  /** The session as GET /api/me answers it for this request's cookie. */
  sessionOf?: (request: FastifyRequest) => Promise<MeReply>;
  /**
   * Whether the signed-in user is paired in the round being played of the event this page shows
   * (`eventIdOfPage`): then the page is sent with their game's read hinted instead of the pairings'.
   */
  isPlayingIn?: (eventId: string, userId: string) => Promise<boolean>;
};

/**
 * Serves the built web app: hashed assets cached forever, index.html for every other GET that
 * asks for HTML so client-side routes survive a reload. Unknown API paths get a JSON 404.
 * The pages carry the route's preload hints and the visitor's session (spa-shell.ts), so they
 * are never stored: the next visit may be someone else's, or signed out.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string,
  options: SpaOptions = {},
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const readShell = shellReader(webDistDir);
  /** The event of this page that its signed-in visitor is playing a game in now, or null. */
  const playingEventOf = async (request: FastifyRequest, pathname: string, session: MeReply | undefined) => {
    const eventId = eventIdOfPage(pathname);
    const userId = session?.user?.id;
    if (!eventId || !userId || !options.isPlayingIn) return null;
    // A hint is an optimisation: when it cannot be worked out, the page goes with the usual ones.
    const playing = await options.isPlayingIn(eventId, userId).catch((error: unknown) => {
      request.log.warn({ err: error }, 'Could not tell whether the visitor plays in this event.');
      return false;
    });
    return playing ? eventId : null;
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [shell, session] = await Promise.all([
      readShell(),
      // Without it the app asks GET /api/me itself, as it does from the service worker's copy.
      options.sessionOf?.(request).catch((error: unknown) => {
        request.log.warn({ err: error }, 'The session could not be read for the page; the app will ask.');
        return undefined;
      }),
    ]);
    const pathname = request.url.split('?')[0] ?? '/';
    const playingEventId = await playingEventOf(request, pathname, session);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderShell(shell, pathname, session, playingEventId));
  };

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
    app.get('/', { schema: { hide: true } }, sendPage);
  } else {
    app.log.warn(`No web build at ${webDistDir}; run "npm run build" to serve the app.`);
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!isApi && wantsHtml && hasBuild) return sendPage(request, reply);
    return reply
      .status(404)
      .send(apiError('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
