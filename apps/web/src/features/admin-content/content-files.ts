/**
 * Reads bulk-upload files in the browser: a .json file holds one item or a list of items; a
 * Markdown file holds one item, its fields in a front-matter block and its text below.
 *
 *   ---
 *   title: Screening 101
 *   category: battlefield_tactics
 *   tags: screening, reserves
 *   ---
 *   The article in Markdown…
 */
export type FileItems = { fileName: string; items: unknown[]; error: string | null };

const BOOLEAN_FIELDS = new Set(['isPremium', 'isFeatured', 'isPublished']);

export function parseFrontMatter(text: string): { fields: Record<string, unknown>; body: string } | null {
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(normalised);
  if (!match) return null;
  const fields: Record<string, unknown> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const pair = /^([A-Za-z][\w]*)\s*:\s*(.*)$/.exec(line.trim());
    if (!pair) continue;
    const [, key = '', raw = ''] = pair;
    const value = raw.replace(/^["']|["']$/g, '');
    if (key === 'tags')
      fields.tags = value
        .replace(/^\[|\]$/g, '')
        .split(',')
        .map((tag) => tag.trim().replace(/^["']|["']$/g, ''))
        .filter(Boolean);
    else if (BOOLEAN_FIELDS.has(key)) fields[key] = value === 'true';
    else fields[key] = value;
  }
  return { fields, body: (match[2] ?? '').trim() };
}

export function itemsFromFile(fileName: string, text: string): FileItems {
  if (/\.json$/i.test(fileName)) {
    try {
      const parsed: unknown = JSON.parse(text);
      return { fileName, items: Array.isArray(parsed) ? parsed : [parsed], error: null };
    } catch {
      return { fileName, items: [], error: 'This is not valid JSON.' };
    }
  }
  if (/\.(md|markdown|txt)$/i.test(fileName)) {
    const parsed = parseFrontMatter(text);
    if (!parsed)
      return { fileName, items: [], error: 'No front-matter block (--- fields ---) at the top of the file.' };
    return { fileName, items: [{ ...parsed.fields, content: parsed.body }], error: null };
  }
  return { fileName, items: [], error: 'Upload .json or .md files.' };
}
