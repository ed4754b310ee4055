import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The package runs in the browser too: product code may not import Node modules or do I/O. */
describe('roster-import stays pure', () => {
  it('has no node: imports, fs, fetch or process outside tests', () => {
    const sourceDir = import.meta.dirname;
    const offenders = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('test-support'))
      .filter((file) =>
        /from 'node:|require\(|\bfetch\(|process\./.test(readFileSync(path.join(sourceDir, file), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
