/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * A page route of the router: its URL pattern, the page module it loads, whether it sits in the
 * shell, and the layout module its table is drawn in when that is not the shell.
 */
export type PageRoute = { path: string; module: string; inShell: boolean; layout?: string };

type Section = { inShell: boolean; prefix?: string; layout?: string };

/**
 * The route tables of router.tsx read here: the shell's public and signed-in pages, the standalone
 * ones, and the phone companion's (under /mobile, in its own layout).
 */
const SECTIONS: Record<string, Section> = {
  publicShellRoutes: { inShell: true },
  signedInRoutes: { inShell: true },
  standaloneRoutes: { inShell: false },
  companionRoutes: { inShell: false, prefix: 'mobile/', layout: '../features/mobile/CompanionLayout' },
};
const LAZY_IMPORT = String.raw`async \(\) => \(\{\s*Component: \(await import\('([^']+)'\)\)`;

/**
 * The page routes of router.tsx's source whose code is one `import()` of a page module: written
 * inline (`page('library', async () => ({ Component: (await import('…')).X }))`) or through a named
 * lazy (`page('dashboard', dashboard)`), and an index route's lazy written either way. Other forms
 * (pages built from a function call, the admin tables) are left out: those pages load as before,
 * without hints.
 */
export function readPageRoutes(source: string): PageRoute[] {
  const named = new Map<string, string>();
  for (const m of source.matchAll(new RegExp(String.raw`const (\w+): Lazy = ${LAZY_IMPORT}`, 'g')))
    if (m[1] && m[2]) named.set(m[1], m[2]);
  const routes: PageRoute[] = [];
  const sections = source.split(/\n(?=const \w+: RouteObject\[\] = \[|export function )/);
  for (const section of sections) {
    const name = /^const (\w+): RouteObject\[\]/.exec(section)?.[1];
    const table = name === undefined ? undefined : SECTIONS[name];
    if (table === undefined) continue;
    const { inShell, prefix = '', layout } = table;
    const add = (routePath: string, module: string) =>
      routes.push({
        path: (prefix + routePath).replace(/\/$/, ''),
        module,
        inShell,
        ...(layout ? { layout } : {}),
      });
    const pageCall = new RegExp(String.raw`page\(\s*'([^']+)',\s*(?:(\w+)\s*\)|${LAZY_IMPORT})`, 'g');
    for (const m of section.matchAll(pageCall)) {
      const module = m[3] ?? (m[2] ? named.get(m[2]) : undefined);
      // The catch-all (the 404 page) is left out: it would match the pages not read here too.
      if (m[1] && m[1] !== '*' && module) add(m[1], module);
    }
    const index = new RegExp(String.raw`\{\s*index: true,\s*lazy: (?:(\w+)\s*\}|${LAZY_IMPORT})`).exec(
      section,
    );
    const indexModule = index?.[2] ?? (index?.[1] ? named.get(index[1]) : undefined);
    if (indexModule) add('', indexModule);
  }
  return routes;
}

/** A route path as a regular expression over `location.pathname`, and how specific it is. */
export function routePattern(routePath: string): { source: string; rank: number } {
  const segments = routePath.split('/').filter(Boolean);
  let rank = 0;
  const parts = segments.map((segment) => {
    if (segment === '*') return '(?:/.*)?';
    if (segment.startsWith(':')) {
      rank += 1;
      return '/[^/]+';
    }
    rank += 2;
    return `/${segment.replace(/[.+?^${}()|[\]\\-]/g, '\\$&')}`;
  });
  return { source: `^${parts.join('')}/?$`, rank };
}

function chunkFor(bundle: OutputBundle, moduleFile: string): OutputChunk | undefined {
  for (const output of Object.values(bundle))
    if (output.type === 'chunk' && output.facadeModuleId === moduleFile) return output;
  return undefined;
}

/** The chunk's file, its static imports (transitively) and their styles, minus what the entry loads. */
function filesOf(bundle: OutputBundle, start: OutputChunk, loadedByEntry: Set<string>): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName) || loadedByEntry.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    files.push(`/${chunk.fileName}`);
    const css = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata
      ?.importedCss;
    for (const file of css ?? []) if (!loadedByEntry.has(file)) files.push(`/${file}`);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...new Set(files)];
}

function resolveModule(fromDir: string, specifier: string): string | undefined {
  const base = path.resolve(fromDir, specifier);
  return ['.tsx', '.ts'].map((ext) => base + ext).find((file) => existsSync(file));
}

/** What the plugin writes: read by the server (apps/server/src/http/spa-shell.ts). */
export type RoutePreloadTable = {
  /** The shell's files (the sidebar layout and what it imports), for pages inside it. */
  shell: string[];
  /** Page routes, most specific first: a `location.pathname` pattern and the page's files. */
  routes: { pattern: string; files: string[]; inShell: boolean }[];
};

/**
 * Writes route-preloads.json: for each page route, the files its page needs beyond the entry's
 * and, inside the shell, the shell's. The server writes them into the index.html it serves for
 * that address as `modulepreload` hints, so they download alongside the app's own files: without
 * them they are only asked for once React and the router have downloaded and run, a second round
 * of requests on a slow phone network.
 */
export function routePreloads(): Plugin {
  let routerFile = '';
  return {
    name: 'muster-route-preloads',
    apply: 'build',
    configResolved(config) {
      routerFile = path.join(config.root, 'src', 'app', 'router.tsx');
    },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
      );
      if (!entry) return;
      const loadedByEntry = new Set<string>();
      const visitEntry = (chunk: OutputChunk) => {
        if (loadedByEntry.has(chunk.fileName)) return;
        loadedByEntry.add(chunk.fileName);
        const css = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata
          ?.importedCss;
        for (const file of css ?? []) loadedByEntry.add(file);
        for (const imported of chunk.imports) {
          const next = bundle[imported];
          if (next?.type === 'chunk') visitEntry(next);
        }
      };
      visitEntry(entry);

      const routerDir = path.dirname(routerFile);
      const shellModule = resolveModule(routerDir, '../layout/AppLayout');
      const shellChunk = shellModule ? chunkFor(bundle, shellModule) : undefined;
      const chunkOf = (specifier: string) => {
        const module = resolveModule(routerDir, specifier);
        return module ? chunkFor(bundle, module) : undefined;
      };
      const routes = readPageRoutes(readFileSync(routerFile, 'utf8'))
        .flatMap((route) => {
          const chunk = chunkOf(route.module);
          if (!chunk) return [];
          // A page in its own layout (the companion's) needs that layout's files too.
          const layoutChunk = route.layout ? chunkOf(route.layout) : undefined;
          const files = [
            ...(layoutChunk ? filesOf(bundle, layoutChunk, loadedByEntry) : []),
            ...filesOf(bundle, chunk, loadedByEntry),
          ];
          const { source, rank } = routePattern(route.path);
          return [{ pattern: source, rank, files: [...new Set(files)], inShell: route.inShell }];
        })
        // The most specific pattern first, as the router ranks them (rosters/new before rosters/:id).
        .sort((a, b) => b.rank - a.rank)
        .map(({ pattern, files, inShell }) => ({ pattern, files, inShell }));
      const table: RoutePreloadTable = {
        shell: shellChunk ? filesOf(bundle, shellChunk, loadedByEntry) : [],
        routes,
      };
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(table) });
    },
  };
}
