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
