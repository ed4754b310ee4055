import type { PublishedContentItem } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import { searchContent } from './content-search';

let counter = 0;
function item(overrides: Partial<PublishedContentItem> = {}): PublishedContentItem {
  counter += 1;
  return {
    id: `c${counter}`,
    title: `Article ${counter}`,
    description: 'A description',
    content: 'Body text',
    category: 'fundamental_concepts',
    tags: [],
    difficulty: 'beginner',
    format: 'article',
    isPremium: false,
    isFeatured: false,
    lastUpdated: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('searchContent', () => {
  const screening = item({ title: 'Screening Basics', category: 'battlefield_tactics' });
  const tagged = item({ tags: ['Deep Strike'], difficulty: 'advanced' });
  const described = item({ description: 'How to SCREEN a backfield', isPremium: true });
  const body = item({ content: 'Models deny a circle; screening works until it moves.', format: 'guide' });
  const unrelated = item({ title: 'Tempo' });
  const all = [screening, tagged, described, body, unrelated];

  it('matches title, description, content and tags case-insensitively', () => {
    expect(
      searchContent(all, 'SCREEN')
        .map((r) => r.contentId)
        .sort(),
    ).toEqual([screening.id, described.id, body.id].sort());
    expect(searchContent(all, 'deep strike').map((r) => r.contentId)).toEqual([tagged.id]);
  });

  it('ranks a title match above a body match', () => {
    expect(searchContent(all, 'screen')[0]?.contentId).toBe(screening.id);
  });

  it('filters after matching by category, difficulty, format and premium', () => {
    expect(
      searchContent(all, 'screen', { categories: ['battlefield_tactics'] }).map((r) => r.contentId),
    ).toEqual([screening.id]);
    expect(searchContent(all, '', { difficulty: ['advanced'] }).map((r) => r.contentId)).toEqual([tagged.id]);
    expect(searchContent(all, 'screen', { formats: ['guide'] }).map((r) => r.contentId)).toEqual([body.id]);
    expect(searchContent(all, 'screen', { isPremium: true }).map((r) => r.contentId)).toEqual([described.id]);
  });

  it('returns snippets around body matches', () => {
    const [result] = searchContent([body], 'screening');
    expect(result?.snippets[0]).toContain('screening works');
  });
});
