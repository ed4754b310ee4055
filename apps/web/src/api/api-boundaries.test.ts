import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One way to call the API and to name cached data: a feature's requests live in its `*-api.ts`
 * module (hooks on TanStack Query over `apiRequest`), and every query key comes from the key
 * factory that module (or a `*-keys.ts` module beside it) defines. Components take the hooks;
 * they neither request nor spell a key themselves, so an invalidation cannot miss the data it
 * means because two places wrote its key differently.
 */

const srcDir = path.resolve(import.meta.dirname, '..');

const sourceFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
  .sort();

const read = (file: string) => readFileSync(path.join(srcDir, file), 'utf8');

/** The modules that may call the API: the client itself and the features' API modules. */
const mayRequest = (file: string) => file === 'api/api-client.ts' || file.endsWith('-api.ts');

const importsApiRequest = (source: string) =>
  /\bimport\s[^;]*?\bapiRequest\b[^;]*?\bfrom\s*['"][^'"]*\/api-client['"]/.test(source);

/** `queryKey: [` or a key array handed straight to the query client (setQueryData([…]), …). */
const inlineKey =
  /\bqueryKey\s*:\s*\[|\.(?:setQueryData|getQueryData|setQueriesData|getQueriesData|ensureQueryData|getQueryState)(?:<[^>(]*>)?\(\s*\[/;

/** Direct HTTP in a feature's component: it belongs in the feature's API module. */
const directHttp = /\bfetch\(|\bnew\s+XMLHttpRequest\b|\bnew\s+EventSource\b/;

describe('API boundaries of the web app', () => {
  it('finds the source files and recognises what it forbids', () => {
    expect(sourceFiles).toContain('api/api-client.ts');
    expect(sourceFiles.filter((file) => file.endsWith('.tsx')).length).toBeGreaterThan(100);
    expect(importsApiRequest("import { ApiRequestError, apiRequest } from '../../api/api-client';")).toBe(
      true,
    );
    expect(importsApiRequest("import { ApiRequestError } from '../../api/api-client';")).toBe(false);
    expect(inlineKey.test("    queryKey: ['profile'],")).toBe(true);
    expect(inlineKey.test('  queryKey: [...tournamentKeys.all, id],')).toBe(true);
    expect(inlineKey.test("client.setQueryData(['community', 'thread', id], thread);")).toBe(true);
    expect(inlineKey.test('    queryKey: rosterKeys.one(id),')).toBe(false);
    expect(directHttp.test("const response = await fetch('/api/profile/avatar', {")).toBe(true);
    expect(directHttp.test('void queryClient.prefetchQuery(query);')).toBe(false);
  });

  it('calls apiRequest only from the features’ *-api.ts modules, never from a component', () => {
    const offenders = sourceFiles.filter((file) => !mayRequest(file) && importsApiRequest(read(file)));
    expect(offenders).toEqual([]);
  });

  it('makes no HTTP request from a feature’s component', () => {
    const offenders = sourceFiles.filter(
      (file) => file.startsWith('features/') && file.endsWith('.tsx') && directHttp.test(read(file)),
    );
    expect(offenders).toEqual([]);
  });

  it('takes every query key from a key factory, never an inline array', () => {
    const offenders = sourceFiles.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) => (inlineKey.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
