import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCodes } from '@muster/contracts/error-codes';
import { describe, expect, it } from 'vitest';

/** The server's own source, tests left out. */
function serverSource(): string {
  const root = path.resolve(import.meta.dirname, '..');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.') && !file.startsWith('test-support'))
    .map((file) => readFileSync(path.join(root, file), 'utf8'))
    .join('\n');
}

describe('the error-code catalogue', () => {
  it('holds only codes the server still answers with', () => {
    const source = serverSource();
    const unused = errorCodes.filter((code) => !source.includes(`'${code}'`));
    expect(unused).toEqual([]);
  });

  it('is sorted and has no duplicates, so a new code has one obvious place', () => {
    expect([...errorCodes]).toEqual([...new Set(errorCodes)].sort());
  });
});
