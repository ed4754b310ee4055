import TurndownService from 'turndown';

/** What an uploaded file says, before it becomes a library item. */
export type IngestedDocument = { title: string; description: string; body: string };

/**
 * HTML to Markdown with turndown (a kept library, on a DOM parser): links keep their addresses,
 * bold and italics, nested lists and every entity survive, which the handful of regular
 * expressions it replaced lost. Scripts, styles and embedded content are dropped, never run; any
 * other tag's text is kept as text (turndown escapes it), so no raw HTML reaches the item.
 */
const turndown = new TurndownService({
  headingStyle: 'atx',
  bulletListMarker: '-',
  codeBlockStyle: 'fenced',
  emDelimiter: '*',
});
// Text that looks like a tag stays text: the library renders Markdown without raw HTML
// (`skipHtml`), which would drop it.
const escapeMarkdown = turndown.escape.bind(turndown);
turndown.escape = (text: string) => escapeMarkdown(text).replace(/[<>]/g, (ch) => `\\${ch}`);
turndown.remove([
  'script',
  'style',
  'head',
  'title',
  'noscript',
  'iframe',
  'object',
  'embed',
  'form',
  'template',
]);
// "- item", not turndown's "-   item"; nested lists indented under their item.
turndown.addRule('listItem', {
  filter: 'li',
  replacement: (content, node) => {
    const parent = node.parentNode as TurndownService.Node | null;
    let marker = '- ';
    if (parent?.nodeName === 'OL') {
      const start = Number(parent.getAttribute('start') ?? 1);
      marker = `${start + Array.prototype.indexOf.call(parent.children, node)}. `;
    }
    const body = content
      .replace(/^\n+/, '')
      .replace(/\n+$/, '\n')
      .replace(/\n/gm, `\n${' '.repeat(marker.length)}`);
    return `${marker}${body}${node.nextSibling && !body.endsWith('\n') ? '\n' : ''}`;
  },
});
// Tables have no Markdown of their own here: each row becomes a line, its cells kept apart.
turndown.addRule('tableCell', {
  filter: ['td', 'th'],
  replacement: (content, node) => `${node.previousSibling ? ' | ' : ''}${content.trim()}`,
});
turndown.addRule('tableRow', { filter: 'tr', replacement: (content) => `\n${content}\n` });

export function htmlToMarkdown(html: string): string {
  return turndown
    .turndown(html)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Title from the first heading (else the first line), description from the first paragraph. */
export function documentFromFile(fileName: string, text: string): IngestedDocument {
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const body = /\.html?$/i.test(fileName) ? htmlToMarkdown(normalised) : normalised.trim();
  const heading = /^#{1,3}\s+(.+)$/m.exec(body)?.[1];
  const firstLine =
    body
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? '';
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter((p) => p && !p.startsWith('#'))
    // Without a heading the first line is the title, not part of the description.
    .filter((p) => heading !== undefined || p !== firstLine);
  const description = (paragraphs[0] ?? '').replace(/\s+/g, ' ');
  return {
    title: (heading ?? firstLine)
      .replace(/[#*_`]/g, '')
      .trim()
      .slice(0, 200),
    description: description.length > 300 ? `${description.slice(0, 297).trimEnd()}…` : description,
    body,
  };
}
