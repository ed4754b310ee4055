import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type MeReply, sessionBootstrapElementId } from '@muster/contracts/auth';
import { z } from 'zod';
import { type PageViewer, pageDataPreloads } from './page-data-preloads';

/**
 * The build's preload table (apps/web/build-plugins/route-preloads.ts writes it next to
 * index.html): for each page route, most specific first, the files its page needs beyond the
 * entry's, and the shell's files for the pages inside the shell.
 */
const routePreloadsSchema = z.object({
  shell: z.array(z.string()),
  routes: z.array(z.object({ pattern: z.string(), files: z.array(z.string()), inShell: z.boolean() })),
});
type RoutePreloads = z.infer<typeof routePreloadsSchema>;

const ROUTE_PRELOADS_FILE = 'route-preloads.json';

type Shell = { html: string; preloads: RoutePreloads | null; routes: { test: RegExp; files: string[] }[] };

/** The table's entry for the page at `pathname`: the first (most specific) that matches. */
function routeAt(shell: Pick<Shell, 'preloads' | 'routes'>, pathname: string) {
  const at = shell.routes.findIndex((route) => route.test.test(pathname));
  return at >= 0 ? shell.preloads?.routes[at] : undefined;
}

/** The files of the page at `pathname` (and the shell's, inside it), as the table lists them. */
export function preloadsFor(shell: Pick<Shell, 'preloads' | 'routes'>, pathname: string): string[] {
  const route = routeAt(shell, pathname);
  if (!route) return [];
  return [...new Set([...route.files, ...(route.inShell ? (shell.preloads?.shell ?? []) : [])])];
}

const ASSET_FILE = /^\/assets\/[\w.-]+\.(js|css)$/;

function preloadLink(file: string): string {
  // Only the build's own hashed files: the table is ours, but a link tag takes no chances.
  if (!ASSET_FILE.test(file)) return '';
  return file.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="${file}">`
    : `<link rel="modulepreload" crossorigin href="${file}">`;
}

const escapeAttribute = (text: string) =>
  text.replace(/[&"<>]/g, (ch) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[ch] ?? ch);

/**
 * JSON that can sit inside a <script> element: `<`, `>` and `&` as \u escapes, so no `</script>`
 * or `<!--` can appear, and the line separators JavaScript once refused. JSON.parse reads it back
 * unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * index.html for one page: the page's `modulepreload` hints, so its code downloads alongside the
 * app's instead of after the router has run, and the session as GET /api/me answers it (when the
 * caller could look it up), so the app starts without asking. A JSON data block, which the
 * Content Security Policy allows as it is never run.
 */
export function renderShell(
  shell: Pick<Shell, 'html' | 'preloads' | 'routes'>,
  pathname: string,
  session: MeReply | undefined,
  playingEventId: string | null = null,
): string {
  const at = shell.html.indexOf('</head>');
  if (at < 0) return shell.html;
  const tags = preloadsFor(shell, pathname).map(preloadLink);
  const inShell = routeAt(shell, pathname)?.inShell ?? false;
  const viewer: PageViewer = { signedIn: Boolean(session?.user), playingEventId };
  for (const apiPath of pageDataPreloads(pathname, viewer, inShell))
    tags.push(`<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(apiPath)}">`);
  if (session)
    tags.push(
      `<script type="application/json" id="${sessionBootstrapElementId}">${scriptSafeJson(session)}</script>`,
    );
  return `${shell.html.slice(0, at)}${tags.join('')}${shell.html.slice(at)}`;
}

/**
 * Reads index.html and the preload table from the build directory, again only when either file
 * changed, so a rebuilt web app is served without a restart (as the static files are).
 */
export function shellReader(webDistDir: string): () => Promise<Shell> {
  const indexFile = path.join(webDistDir, 'index.html');
  const preloadsFile = path.join(webDistDir, ROUTE_PRELOADS_FILE);
  let cached: { key: string; shell: Shell } | null = null;
  const mtime = (file: string) =>
    stat(file).then(
      (s) => s.mtimeMs,
      () => -1,
    );
  return async () => {
    const key = `${await mtime(indexFile)}:${await mtime(preloadsFile)}`;
    if (cached?.key === key) return cached.shell;
    const html = await readFile(indexFile, 'utf8');
    const preloads = await readFile(preloadsFile, 'utf8').then(
      (text) => routePreloadsSchema.parse(JSON.parse(text)),
      // An older build, or none: the page is served without hints and loads its code as before.
      () => null,
    );
    const routes = (preloads?.routes ?? []).map((route) => ({
      test: new RegExp(route.pattern),
      files: route.files,
    }));
    cached = { key, shell: { html, preloads, routes } };
    return cached.shell;
  };
}
