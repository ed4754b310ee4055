import { describe, expect, it } from 'vitest';
import { focusLabel, questionFocus } from './question-focus';

const units = ['Intercessor Squad', 'Assault Intercessor Squad', 'Captain', 'Land Raider'];

describe('questionFocus', () => {
  it('finds a unit named in the plural or without "squad"', () => {
    expect(questionFocus('How do I use my intercessors?', 'fundamentals', units)).toContainEqual({
      kind: 'unit',
      unitIndex: 0,
    });
  });

  it('prefers the longest unit name, so one mention is one unit', () => {
    const focus = questionFocus('Where do my Assault Intercessors go?', 'deployment', units);
    expect(focus.filter((f) => f.kind === 'unit')).toEqual([{ kind: 'unit', unitIndex: 1 }]);
  });

  it('names two units when both are asked about', () => {
    const focus = questionFocus('Should the Captain join the Intercessor Squad?', 'fundamentals', units);
    expect(focus.filter((f) => f.kind === 'unit').map((f) => (f.kind === 'unit' ? f.unitIndex : -1))).toEqual(
      [0, 2],
    );
  });

  it('places an opponent among the reference targets', () => {
    expect(questionFocus('How do I beat Custodes?', 'matchup', units)[0]).toEqual({
      kind: 'archetype',
      targetId: 'heavy-infantry',
      mentioned: 'Custodes',
    });
    expect(questionFocus('what about Imperial Knights', 'matchup', [])[0]).toMatchObject({
      targetId: 'knight',
    });
  });

  it('reads subjects from keywords, in a fixed order', () => {
    const kinds = questionFocus('Which targets first, and how do I deploy?', 'fundamentals', []).map(
      (f) => f.kind,
    );
    expect(kinds).toEqual(['deployment', 'targets']);
  });

  it('falls back to the topic when the question names nothing', () => {
    expect(questionFocus('Help me please', 'objectives', units)).toEqual([{ kind: 'objectives' }]);
    expect(questionFocus('Help me please', 'list_building', units)).toEqual([{ kind: 'list' }]);
  });

  it('answers at most three subjects', () => {
    const focus = questionFocus(
      'deploy targets list objectives survive stratagems against orks with intercessors',
      'fundamentals',
      units,
    );
    expect(focus).toHaveLength(3);
  });

  it('labels subjects for plans', () => {
    expect(focusLabel({ kind: 'unit', unitIndex: 3 }, units)).toBe('Land Raider');
    expect(focusLabel({ kind: 'archetype', targetId: 'horde', mentioned: 'Orks' }, units)).toBe(
      'Facing hordes',
    );
    expect(focusLabel({ kind: 'command_points' }, units)).toBe('Command points');
  });
});
