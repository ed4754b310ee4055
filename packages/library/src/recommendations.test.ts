import { describe, expect, it } from 'vitest';
import { type ReaderSignals, type RecommendableItem, recommend, rosterKeywords } from './recommendations';

const item = (id: string, overrides: Partial<RecommendableItem> = {}): RecommendableItem => ({
  id,
  title: `Article ${id}`,
  description: '',
  category: 'tactics',
  difficulty: 'advanced',
  format: 'guide',
  tags: [],
  isFeatured: false,
  updatedAt: '2026-01-01T00:00:00Z',
  ...overrides,
});
const reader = (overrides: Partial<ReaderSignals> = {}): ReaderSignals => ({
  preferredCategories: [],
  preferredDifficulty: 'beginner',
  preferredFormats: [],
  rosterWords: [],
  recentCategories: [],
  exclude: new Set(),
  ...overrides,
});

describe('roster keywords', () => {
  it('keeps words over three characters, the first three of at most ten', () => {
    expect(rosterKeywords(['Necrons', 'Awakened Dynasty', 'Lord', 'Warriors', 'Necrons'])).toEqual([
      'necrons',
      'awakened',
      'dynasty',
    ]);
    expect(rosterKeywords(['HQ', 'the', 'Orks'])).toEqual(['orks']);
  });
});

describe('recommendations', () => {
  it('scores each item by its strongest reason with the spec weights', () => {
    const items = [
      item('featured', { isFeatured: true }),
      item('history', { category: 'meta-analysis' }),
      item('roster', { tags: ['necrons'] }),
      item('preference', { category: 'army-building' }),
      item('nothing', { category: 'objectives' }),
    ];
    const signals = reader({
      preferredCategories: ['army-building'],
      rosterWords: ['Necrons'],
      recentCategories: ['meta-analysis'],
    });
    expect(recommend(items, signals, 10).map((r) => [r.id, r.score])).toEqual([
      ['preference', 0.9],
      ['roster', 0.8],
      ['history', 0.7],
      ['featured', 0.5],
    ]);
  });

  it('treats the preferred difficulty (beginner by default) as a preference', () => {
    expect(recommend([item('easy', { difficulty: 'beginner' })], reader(), 3)).toEqual([
      { id: 'easy', score: 0.9, reasons: ['preference'] },
    ]);
  });

  it('lists every reason, leaves out completed items, and breaks ties by the newest', () => {
    const items = [
      item('old', { isFeatured: true, difficulty: 'beginner', updatedAt: '2025-01-01T00:00:00Z' }),
      item('new', { difficulty: 'beginner', updatedAt: '2026-06-01T00:00:00Z' }),
      item('done', { difficulty: 'beginner' }),
    ];
    const got = recommend(items, reader({ exclude: new Set(['done']) }), 3);
    expect(got.map((r) => r.id)).toEqual(['new', 'old']);
    expect(got[1]?.reasons).toEqual(['preference', 'featured']);
    expect(recommend(items, reader(), 1)).toHaveLength(1);
  });
});
