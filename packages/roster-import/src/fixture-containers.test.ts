import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRosterDocument } from './read-roster-document';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const files = readdirSync(fixtures, { recursive: true, encoding: 'utf8' })
  .filter((name) => !name.endsWith('SOURCES.tsv'))
  .filter((name) => name.includes('/') || name.includes(path.sep))
  .map((name) => ({ name, bytes: new Uint8Array(readFileSync(path.join(fixtures, name))) }))
  .filter(({ bytes }) => bytes.length > 0);

/** Expected container by how each fixture was made (SOURCES.tsv), not by its extension. */
function expectedContainer(name: string): string {
  if (name === 'rosz/ps__NotZipped.rosz') return 'xml'; // .rosz name, plain XML inside
  if (name.startsWith('rosz/')) return 'rosz';
  if (name.startsWith('ros/')) return 'xml';
  if (name.endsWith('.json')) return 'json';
  return 'text';
}

describe('every fixture opens as the container it really is', () => {
  it('found the fixtures', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  for (const { name, bytes } of files) {
    it(name, () => {
      const document = readRosterDocument(bytes);
      expect(document.container).toBe(expectedContainer(name));
      if ('text' in document && document.container !== 'text' && document.container !== 'json') {
        expect(document.text).toMatch(/<roster[\s>]/);
      }
    });
  }
});
