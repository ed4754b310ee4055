/** What an uploaded file says, before it becomes a library item. */
export type IngestedDocument = { title: string; description: string; body: string };

const decodeEntities = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * HTML to plain Markdown: headings, paragraphs and list items keep their shape; scripts, styles
 * and every other tag are dropped as text, never executed.
 */
export function htmlToMarkdown(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, '')
      .replace(
        /<h([1-3])[^>]*>([\s\S]*?)<\/h\1>/gi,
        (_, level: string, text: string) => `\n\n${'#'.repeat(Number(level))} ${text}\n\n`,
      )
      .replace(/<li[^>]*>([\s\S]*?)<\/li>/gi, '\n- $1')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|ul|ol|section|article)>/gi, '\n\n')
      .replace(/<[^>]+>/g, ''),
  )
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
