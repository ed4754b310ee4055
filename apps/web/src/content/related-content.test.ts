import type { PublishedContentItem } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import { recentContent, relatedContent } from './related-content';

const item = (id: string, overrides: Partial<PublishedContentItem> = {}): PublishedContentItem => ({
  id,
  title: id,
  description: '',
  content: '',
  category: 'fundamental_concepts',
  tags: [],
  difficulty: 'beginner',
  format: 'article',
  isPremium: false,
  isFeatured: false,
  lastUpdated: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('relatedContent', () => {
  const subject = item('s', { tags: ['Objectives', 'scoring'] });
  const twoTags = item('a', { tags: ['objectives', 'scoring'], category: 'advanced_strategies' });
  const oneTagSameCategory = item('b', { tags: ['scoring'] });
  const sameCategory = item('c');
  const unrelated = item('d', { category: 'meta_game_analysis' });

  it('ranks shared tags above a shared category and leaves unrelated items out', () => {
    const ids = relatedContent(
      subject,
      [subject, unrelated, sameCategory, oneTagSameCategory, twoTags],
      3,
    ).map((i) => i.id);
    expect(ids).toEqual(['a', 'b', 'c']);
  });

  it('limits to the requested count', () => {
    expect(relatedContent(subject, [twoTags, oneTagSameCategory, sameCategory], 1)).toHaveLength(1);
  });
});

describe('recentContent', () => {
  it('returns the newest first', () => {
    const old = item('old', { lastUpdated: '2025-01-01T00:00:00.000Z' });
    const fresh = item('new', { lastUpdated: '2026-06-01T00:00:00.000Z' });
    expect(recentContent([old, fresh], 5).map((i) => i.id)).toEqual(['new', 'old']);
  });
});
