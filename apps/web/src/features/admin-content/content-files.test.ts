import { describe, expect, it } from 'vitest';
import { itemsFromFile, parseFrontMatter } from './content-files';

describe('bulk upload files', () => {
  it('reads Markdown front matter: strings, tag lists and booleans, with the text below', () => {
    const file =
      '\uFEFF---\r\ntitle: "Screening 101"\r\ncategory: battlefield_tactics\r\ntags: [screening, "reserves"]\r\nisPublished: true\r\n---\r\n# Heading\r\nBody text.\r\n';
    expect(parseFrontMatter(file)).toEqual({
      fields: {
        title: 'Screening 101',
        category: 'battlefield_tactics',
        tags: ['screening', 'reserves'],
        isPublished: true,
      },
      body: '# Heading\nBody text.',
    });
  });

  it('turns a Markdown file into one item and a JSON file into its list', () => {
    expect(itemsFromFile('a.md', '---\ntitle: A\n---\nText').items).toEqual([
      { title: 'A', content: 'Text' },
    ]);
    expect(itemsFromFile('b.json', '[{"title":"B"},{"title":"C"}]').items).toHaveLength(2);
    expect(itemsFromFile('c.json', '{"title":"C"}').items).toEqual([{ title: 'C' }]);
  });

  it('explains files it cannot read', () => {
    expect(itemsFromFile('d.json', '{oops').error).toBe('This is not valid JSON.');
    expect(itemsFromFile('e.md', 'no front matter').error).toMatch(/^No front-matter block/);
    expect(itemsFromFile('f.pdf', '').error).toBe('Upload .json or .md files.');
  });
});
