import { describe, expect, it } from 'vitest';
import { documentFromFile, htmlToMarkdown } from './ingestion-document';

describe('ingested documents', () => {
  it('takes the title from the first heading and the description from the first paragraph', () => {
    const doc = documentFromFile(
      'a.md',
      '\uFEFF# Screens\r\n\r\nCheap units in a line.\r\nSecond line.\r\n\r\n## More\r\nText',
    );
    expect(doc).toEqual({
      title: 'Screens',
      description: 'Cheap units in a line. Second line.',
      body: '# Screens\n\nCheap units in a line.\nSecond line.\n\n## More\nText',
    });
  });

  it('falls back to the first line for files without a heading, and shortens long descriptions', () => {
    const long = 'word '.repeat(100);
    const doc = documentFromFile('b.txt', `Plain title\n\n${long}`);
    expect(doc.title).toBe('Plain title');
    expect(doc.description.length).toBeLessThanOrEqual(300);
    expect(doc.description.endsWith('…')).toBe(true);
  });

  it('turns HTML into Markdown and drops scripts and tags', () => {
    const html =
      '<html><head><title>x</title></head><body><h1>Deep &amp; Wide</h1><script>alert(1)</script><p>One <b>bold</b>.</p><ul><li>A</li><li>B</li></ul></body></html>';
    expect(htmlToMarkdown(html)).toBe('# Deep & Wide\n\nOne bold.\n\n- A\n- B');
    expect(documentFromFile('c.html', html).title).toBe('Deep & Wide');
  });
});
