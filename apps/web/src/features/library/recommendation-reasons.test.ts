import { describe, expect, it } from 'vitest';
import { matchText, recommendationNote } from './recommendation-reasons';

describe('why a library pick is shown', () => {
  it.each([
    [{ kind: 'faction', value: 'Necrons' }, 'Matches your faction: Necrons'],
    [{ kind: 'goal', value: 'win_tournaments' }, 'For your goal: winning tournaments'],
    [{ kind: 'experience', value: 'new' }, 'At your level: just starting'],
    [{ kind: 'experience', value: 'veteran' }, 'At your level: veteran'],
    [{ kind: 'preference', value: 'army_archetypes' }, 'Matches your library preferences (army archetypes)'],
    [{ kind: 'starter', value: null }, 'A good place to start'],
    [{ kind: 'roster', value: 'necrons' }, 'Fits your rosters'],
    [{ kind: 'history', value: null }, 'Like what you read recently'],
    [{ kind: 'featured', value: null }, 'Featured'],
  ] as const)('%o reads "%s"', (match, text) => {
    expect(matchText(match)).toBe(text);
  });

  it('keeps the two strongest reasons', () => {
    expect(
      recommendationNote([
        { kind: 'faction', value: 'Orks' },
        { kind: 'goal', value: 'learn_rules' },
        { kind: 'featured', value: null },
      ]),
    ).toBe('Matches your faction: Orks · For your goal: learning the rules');
  });
});
