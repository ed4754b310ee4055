/**
 * Makes text from any exporter, keyboard or OCR engine comparable: one kind of line break,
 * apostrophe, quote, hyphen and space. Tabs become four spaces so indentation can be measured.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2018\u2019\u201B\u02BC\u2032\u00B4`]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2010\u2011\u2012\u2043\u2212]/g, '-')
    .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/\t/g, '    ');
}

/** A key for comparing names: no accents, no case, single spaces, one apostrophe. */
export function matchKey(name: string): string {
  return normaliseText(name)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** "OTHER DATASHEETS" → "Other Datasheets"; short acronyms such as HQ stay as they are. */
export function titleCaseShouting(text: string): string {
  if (text !== text.toUpperCase() || text.length <= 3) return text;
  return text
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word) ? word : word.replace(/^\p{L}/u, (c) => c.toUpperCase()),
    )
    .join(' ');
}
const SMALL_WORDS = new Set(['of', 'the', 'and', 'a', 'an', 'in', 'on', 'de', 'du', 'des', 'et']);
