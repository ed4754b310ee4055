import { describe, expect, it } from 'vitest';
import { RosterImportError } from './import-error';
import { importLimits } from './limits';
import { readRosterDocument } from './read-roster-document';
import { withLyingSizes, zipBomb, zipOf } from './test-support/archive-builders';

/**
 * These must fail fast; the time-out is a guard against hangs, not a benchmark (speed lives in
 * `npm run bench`): generous enough for a loaded CI machine, far below what an unguarded bomb takes.
 */
const FAST = 10_000;

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof RosterImportError) return error.code;
    throw error;
  }
  throw new Error('expected a RosterImportError');
}

const zeros = (bytes: number) => new Uint8Array(bytes);

describe('hostile and broken input', () => {
  it('refuses a zip bomb with honest headers', { timeout: FAST }, () => {
    const bomb = zipOf({ 'roster.ros': zeros(importLimits.maxInflatedBytes * 3) });
    expect(bomb.length).toBeLessThan(importLimits.maxFileBytes);
    expect(codeOf(() => readRosterDocument(bomb))).toBe('ARCHIVE_TOO_LARGE');
  });

  it('refuses a zip bomb whose headers claim a tiny file', { timeout: FAST }, () => {
    const bomb = withLyingSizes(zipOf({ 'roster.ros': zeros(importLimits.maxInflatedBytes * 3) }));
    expect(codeOf(() => readRosterDocument(bomb))).toBe('ARCHIVE_TOO_LARGE');
  });

  it('stops inflating a 2 GB bomb at the cap instead of inflating it whole', { timeout: 60_000 }, () => {
    // ~1.9 MiB that inflates to 2 GB of zeros. Peak memory is the proof: before the cap was applied
    // while inflating, this grew the process by about 4.9 GB.
    const bomb = zipBomb(2_000_000_000);
    expect(bomb.length).toBeLessThan(importLimits.maxFileBytes);
    const peakBefore = process.resourceUsage().maxRSS * 1024;
    expect(codeOf(() => readRosterDocument(bomb))).toBe('ARCHIVE_TOO_LARGE');
    const peakGrowth = process.resourceUsage().maxRSS * 1024 - peakBefore;
    expect(peakGrowth).toBeLessThan(2 * importLimits.maxInflatedBytes + 64 * 1024 * 1024);
  });

  it('refuses archives with too many entries and archives inside archives', { timeout: FAST }, () => {
    const many = Object.fromEntries(
      Array.from({ length: importLimits.maxArchiveEntries + 1 }, (_, i) => [`r${i}.ros`, '<roster/>']),
    );
    expect(codeOf(() => readRosterDocument(zipOf(many)))).toBe('ARCHIVE_TOO_MANY_ENTRIES');
    const inner = zipOf({ 'roster.ros': '<roster/>' });
    expect(codeOf(() => readRosterDocument(zipOf({ 'inner.rosz': inner })))).toBe('ARCHIVE_NESTED');
    expect(codeOf(() => readRosterDocument(zipOf({ 'roster.ros': inner })))).toBe('ARCHIVE_NESTED');
  });

  it('refuses a damaged archive and one without a roster', { timeout: FAST }, () => {
    const good = zipOf({ 'roster.ros': '<roster name="x"/>'.repeat(50) });
    expect(codeOf(() => readRosterDocument(good.slice(0, 40)))).toBe('ARCHIVE_CORRUPT');
    expect(codeOf(() => readRosterDocument(zipOf({ 'a.txt': 'x', 'b.txt': 'y' })))).toBe('ARCHIVE_NO_ROSTER');
  });

  it('refuses billion laughs without expanding anything', { timeout: FAST }, () => {
    const lol = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE lolz [<!ENTITY lol "lol">',
      ...Array.from(
        { length: 9 },
        (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
      ),
      ']>',
      '<roster name="&lol9;"/>',
    ].join('\n');
    expect(codeOf(() => readRosterDocument(lol))).toBe('XML_DTD_REJECTED');
  });

  it('refuses XXE', { timeout: FAST }, () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><roster name="&x;"/>';
    expect(codeOf(() => readRosterDocument(xxe))).toBe('XML_DTD_REJECTED');
  });

  it('refuses 100k levels of nesting', { timeout: FAST }, () => {
    const deep = `<roster>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</roster>`;
    expect(codeOf(() => readRosterDocument(deep))).toBe('XML_TOO_DEEP');
  });

  it('refuses a roster of more selections than any army has, naming the cap', { timeout: FAST }, () => {
    // Issue 35: a 45,000-unit .ros held the server for seconds after its parse.
    const unit = (index: number) => `<selection id="u${index}" name="Warrior" type="unit" number="1"/>`;
    const roster = (units: number) =>
      `<roster><forces><force><selections>${Array.from({ length: units }, (_, index) => unit(index)).join('')}</selections></force></forces></roster>`;
    let refused: unknown;
    try {
      readRosterDocument(roster(45_000));
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(RosterImportError);
    expect((refused as RosterImportError).code).toBe('XML_TOO_MANY_SELECTIONS');
    expect((refused as RosterImportError).message).toContain('5,000 selections');
    // At the cap it is read; <selections> (the list) is not counted as a selection.
    expect(() => readRosterDocument(roster(importLimits.maxXmlSelections))).not.toThrow();
    expect(codeOf(() => readRosterDocument(roster(importLimits.maxXmlSelections + 1)))).toBe(
      'XML_TOO_MANY_SELECTIONS',
    );
  });

  it('refuses 900k character references before a parser expands them, naming the cap', {
    timeout: FAST,
  }, () => {
    const references = (count: number) => `<roster name="${'&#65;'.repeat(count)}"></roster>`;
    let refused: unknown;
    try {
      readRosterDocument(references(900_000));
    } catch (error) {
      refused = error;
    }
    expect((refused as RosterImportError).code).toBe('XML_TOO_MANY_REFERENCES');
    expect((refused as RosterImportError).message).toContain('50,000 character references');
    expect(() => readRosterDocument(references(importLimits.maxXmlReferences))).not.toThrow();
    expect(codeOf(() => readRosterDocument(references(importLimits.maxXmlReferences + 1)))).toBe(
      'XML_TOO_MANY_REFERENCES',
    );
  });

  it('counts a tag with "/>" inside a quoted attribute as opening, not self-closing', {
    timeout: FAST,
  }, () => {
    // Each <a x="/>"> opens a level: read as self-closing, deep nesting slipped through the cap.
    const sneaky = `<roster>${'<a x="/>">'.repeat(100_000)}${'</a>'.repeat(100_000)}</roster>`;
    expect(codeOf(() => readRosterDocument(sneaky))).toBe('XML_TOO_DEEP');
    expect(() => readRosterDocument(`<roster><a x="/>">text</a></roster>`)).not.toThrow();
  });

  it('refuses binary junk, empty and blank files, and files over 5 MiB', { timeout: FAST }, () => {
    let seed = 7;
    const junk = Uint8Array.from({ length: 4096 }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % 256;
    });
    expect(codeOf(() => readRosterDocument(junk))).toBe('BINARY_CONTENT');
    expect(codeOf(() => readRosterDocument(new Uint8Array()))).toBe('EMPTY_CONTENT');
    expect(codeOf(() => readRosterDocument('   \n\t  '))).toBe('EMPTY_CONTENT');
    expect(codeOf(() => readRosterDocument(new Uint8Array(importLimits.maxFileBytes + 1).fill(65)))).toBe(
      'FILE_TOO_LARGE',
    );
  });
});

describe('what a file holds is decided by content', () => {
  it('reads a .rosz, plain XML, JSON, text, UTF-16 text, PDF and images', () => {
    expect(readRosterDocument(zipOf({ 'anything.ros': '<roster name="A"/>' }))).toMatchObject({
      container: 'rosz',
    });
    expect(readRosterDocument('<?xml version="1.0"?><roster name="A"></roster>')).toMatchObject({
      container: 'xml',
    });
    expect(readRosterDocument('{"roster":{"name":"A"}}')).toMatchObject({ container: 'json' });
    expect(readRosterDocument('[ Necrons ] 2000 points')).toMatchObject({ container: 'text' });
    const utf16 = Uint8Array.from([
      0xff,
      0xfe,
      ...Array.from('Hello army').flatMap((c) => [c.charCodeAt(0), 0]),
    ]);
    expect(readRosterDocument(utf16)).toEqual({ container: 'text', text: 'Hello army' });
    expect(readRosterDocument(new TextEncoder().encode('%PDF-1.7 ...'))).toMatchObject({ container: 'pdf' });
    expect(
      readRosterDocument(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])),
    ).toMatchObject({
      container: 'image',
      mediaType: 'image/png',
    });
  });
});
