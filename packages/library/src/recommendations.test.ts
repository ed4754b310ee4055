import { describe, expect, it } from 'vitest';
import {
  mentionsFaction,
  type ReaderSignals,
  type RecommendableItem,
  recommend,
  rosterKeywords,
} from './recommendations';

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
  profile: null,
  knownFactions: [],
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

  it('treats the preferred difficulty as a preference, and beginner as the place to start when none is known', () => {
    expect(recommend([item('easy', { difficulty: 'beginner' })], reader(), 3)).toEqual([
      {
        id: 'easy',
        score: 0.9,
        reasons: ['preference'],
        matches: [{ kind: 'preference', value: 'beginner' }],
      },
    ]);
    expect(
      recommend([item('easy', { difficulty: 'beginner' })], reader({ preferredDifficulty: null }), 3),
    ).toEqual([
      { id: 'easy', score: 0.9, reasons: ['preference'], matches: [{ kind: 'starter', value: null }] },
    ]);
  });

  it('lists every reason, leaves out completed items, puts more matches first, then the newest', () => {
    const items = [
      item('old', { isFeatured: true, difficulty: 'beginner', updatedAt: '2025-01-01T00:00:00Z' }),
      item('new', { difficulty: 'beginner', updatedAt: '2026-06-01T00:00:00Z' }),
      item('older', { difficulty: 'beginner', updatedAt: '2025-06-01T00:00:00Z' }),
      item('done', { difficulty: 'beginner' }),
    ];
    const got = recommend(items, reader({ exclude: new Set(['done']) }), 3);
    // All score 0.9; 'old' is featured too (two matches); 'new' and 'older' tie and the newer wins.
    expect(got.map((r) => r.id)).toEqual(['old', 'new', 'older']);
    expect(got[0]?.reasons).toEqual(['preference', 'featured']);
    expect(recommend(items, reader(), 1)).toHaveLength(1);
  });
});

const factions = ['Space Marines', 'Chaos Space Marines', "T'au Empire", 'Necrons', 'Orks'];

describe('faction mentions', () => {
  it.each([
    ['Playing Necrons into Orks', 'Necrons', true],
    ['Necron Warriors', 'Necrons', false],
    ['Workshop tips', 'Orks', false],
    ['Chaos Space Marines: the Dark Pact', 'Space Marines', false],
    ['Space Marines against Chaos Space Marines', 'Space Marines', true],
    ['Chaos Space Marines: the Dark Pact', 'Chaos Space Marines', true],
    ['tau empire', "T'au Empire", true],
    ['Fighting the T’au Empire at range', "T'au Empire", true],
  ])('%s names %s: %s', (text, faction, expected) => {
    expect(mentionsFaction(text, faction, factions)).toBe(expected);
  });
});

describe('recommendations from the questionnaire', () => {
  // A small library, each item worked through by hand for the players below.
  const library = [
    item('necron-basics', {
      title: 'Necrons: your first games',
      category: 'fundamental_concepts',
      difficulty: 'beginner',
      updatedAt: '2026-01-10T00:00:00Z',
    }),
    item('orks-horde', {
      title: 'Horde play',
      tags: ['orks', 'horde'],
      category: 'army_archetypes',
      difficulty: 'intermediate',
      updatedAt: '2026-01-20T00:00:00Z',
    }),
    item('tempo', {
      category: 'advanced_strategies',
      difficulty: 'expert',
      updatedAt: '2026-03-01T00:00:00Z',
    }),
    item('meta', {
      category: 'meta_game_analysis',
      difficulty: 'advanced',
      isFeatured: true,
      updatedAt: '2026-02-01T00:00:00Z',
    }),
    item('screening', {
      category: 'battlefield_tactics',
      difficulty: 'beginner',
      updatedAt: '2026-01-05T00:00:00Z',
    }),
  ];
  const player = (profile: ReaderSignals['profile'], overrides: Partial<ReaderSignals> = {}) =>
    reader({ preferredDifficulty: null, profile, knownFactions: factions, ...overrides });

  it('a new Necrons player learning the rules: their faction and level first', () => {
    const got = recommend(
      library,
      player({ factions: ['Necrons'], experience: 'new', goals: ['learn_rules'] }),
      3,
    );
    // necron-basics: faction + learn_rules (fundamental) + beginner for "new" = 3 matches at 0.9;
    // screening: beginner only (0.9); meta: featured only (0.5); orks-horde and tempo: nothing.
    expect(got.map((r) => [r.id, r.score])).toEqual([
      ['necron-basics', 0.9],
      ['screening', 0.9],
      ['meta', 0.5],
    ]);
    expect(got[0]?.matches).toEqual([
      { kind: 'faction', value: 'Necrons' },
      { kind: 'goal', value: 'learn_rules' },
      { kind: 'experience', value: 'new' },
    ]);
  });

  it('a veteran Orks player out to win events: expert and meta reading, then their faction', () => {
    const got = recommend(
      library,
      player({ factions: ['Orks'], experience: 'veteran', goals: ['win_tournaments'] }),
      3,
    );
    // tempo: win_tournaments (advanced_strategies) + expert for "veteran" = 2 matches;
    // meta: win_tournaments (meta_game_analysis) + featured = 2 matches, older than tempo;
    // orks-horde: faction only. necron-basics and screening match nothing.
    expect(got.map((r) => r.id)).toEqual(['tempo', 'meta', 'orks-horde']);
    expect(got[1]?.reasons).toEqual(['preference', 'featured']);
    expect(got[2]?.matches).toEqual([{ kind: 'faction', value: 'Orks' }]);
  });

  it('a player who skipped the questionnaire gets the beginner articles, newest first, then featured', () => {
    expect(recommend(library, player(null), 3).map((r) => r.id)).toEqual([
      'necron-basics',
      'screening',
      'meta',
    ]);
  });

  it('a difficulty chosen in the library wins over the one experience suggests', () => {
    const got = recommend(
      library,
      player({ factions: [], experience: 'veteran', goals: [] }, { preferredDifficulty: 'beginner' }),
      5,
    );
    expect(got.map((r) => r.id)).toEqual(['necron-basics', 'screening', 'meta']);
    expect(got[0]?.matches).toEqual([{ kind: 'preference', value: 'beginner' }]);
  });

  it('goals without library categories (meeting players, running events) add nothing', () => {
    const got = recommend(
      library,
      player({ factions: [], experience: null, goals: ['meet_players', 'run_events'] }),
      5,
    );
    expect(got.map((r) => r.id)).toEqual(['necron-basics', 'screening', 'meta']);
  });
});
