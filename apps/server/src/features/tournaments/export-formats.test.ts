import { describe, expect, it } from 'vitest';
import { csvField, defuseFormula, fileSlug, foldLine, icsText } from './export-formats';

describe('CSV fields', () => {
  it('quotes commas, quotes and line breaks (RFC 4180) and leaves plain text alone', () => {
    expect(csvField('Space Marines')).toBe('Space Marines');
    expect(csvField('Hall 2, Leeds')).toBe('"Hall 2, Leeds"');
    expect(csvField('The "Big" GT')).toBe('"The ""Big"" GT"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(null)).toBe('');
    expect(csvField(0)).toBe('0');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    for (const risky of ['=1+1', '+1', '-1', '@SUM(A1)', '\tTab', '\rCR'])
      expect(defuseFormula(risky)).toBe(`'${risky}`);
    expect(defuseFormula('Necrons = best')).toBe('Necrons = best');
    expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvField('\rCR')).toBe(`"'\rCR"`);
  });

  it('makes safe file names', () => {
    expect(fileSlug('Winter Muster: Grand Tournament!')).toBe('winter-muster-grand-tournament');
    expect(fileSlug('Über Café GT')).toBe('uber-cafe-gt');
    expect(fileSlug('../../etc/passwd')).toBe('etc-passwd');
    expect(fileSlug('“”')).toBe('event');
    expect(fileSlug(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
  });
});

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(icsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(icsText('bell\u0007')).toBe('bell');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const short = 'SUMMARY:Short';
    expect(foldLine(short)).toBe(short);
    const long = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(long).split('\r\n');
    expect(folded[0]).toHaveLength(75);
    for (const line of folded.slice(1)) {
      expect(line.startsWith(' ')).toBe(true);
      expect(line.length).toBeLessThanOrEqual(75);
    }
    expect(folded.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(long);
    // Two-byte characters: no line over 75 octets, none cut in half.
    const umlauts = `SUMMARY:${'ü'.repeat(100)}`;
    const lines = foldLine(umlauts).split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(umlauts);
    expect(Buffer.byteLength(lines[0] ?? '', 'utf8')).toBe(74);
  });
});
