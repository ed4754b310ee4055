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

  it('keeps links, emphasis, nested lists, table cells and every entity, as the regexes it replaced did not', () => {
    const html = [
      '<h2>&ldquo;Hold the line&rdquo; &mdash; a primer</h2>',
      '<p>Read <a href="https://example.org/rules">the rules</a>, <em>then</em> <strong>play</strong>.</p>',
      '<ol><li>Deploy<ul><li>Screen</li><li>Hold</li></ul></li><li>Score</li></ol>',
      '<table><tr><th>Unit</th><th>Points</th></tr><tr><td>Warriors</td><td>90</td></tr></table>',
      '<iframe src="https://evil.example"></iframe><p onclick="x()">Plain <span>text</span> &lt;b&gt;</p>',
    ].join('');
    const markdown = htmlToMarkdown(html);
    expect(markdown).toContain('## “Hold the line” — a primer');
    expect(markdown).toContain('Read [the rules](https://example.org/rules), *then* **play**.');
    expect(markdown).toContain('1. Deploy\n   - Screen\n   - Hold\n2. Score');
    expect(markdown).toContain('Unit | Points\n');
    expect(markdown).toContain('Warriors | 90');
    expect(markdown).not.toContain('evil.example');
    expect(markdown).not.toContain('onclick');
    expect(markdown).toContain('Plain text \\<b\\>');
    expect(documentFromFile('p.html', html).title).toBe('“Hold the line” — a primer');
  });

  it('turns HTML into Markdown and drops scripts and tags', () => {
    const html =
      '<html><head><title>x</title></head><body><h1>Deep &amp; Wide</h1><script>alert(1)</script><p>One <b>bold</b>.</p><ul><li>A</li><li>B</li></ul></body></html>';
    expect(htmlToMarkdown(html)).toBe('# Deep & Wide\n\nOne **bold**.\n\n- A\n- B');
    expect(documentFromFile('c.html', html).title).toBe('Deep & Wide');
  });
});
