import { describe, expect, it } from 'vitest';
import { choiceFor } from './draft-steps';
import { suggestedSelection, suggestionForStep, suggestionText } from './draft-suggestion';
import {
  afterACommitsDefender,
  atChoice,
  atDefenders,
  captainA,
  captainB,
  fiveAtAttackers,
  memberA,
} from './draft-test-views';

const defender = { step: 'defender' as const, players: ['a2'], reason: 'holds 12 against their two worst' };
const pick = { step: 'choice' as const, players: ['b3'], reason: 'Ana scores 14 against Fay, 8 against Dee' };

describe('the matrix suggestion beside the step', () => {
  it('is shown only for the step it was worked out for', () => {
    expect(suggestionForStep(atDefenders(captainA), defender)).toBe(defender);
    expect(suggestionForStep(atChoice(captainA), defender)).toBeNull();
    expect(suggestionForStep(atChoice(captainA), null)).toBeNull();
    // A has committed its defender: no suggestion for A; B, still to commit, keeps its own.
    expect(suggestionForStep(afterACommitsDefender(captainA), defender)).toBeNull();
    expect(suggestionForStep(afterACommitsDefender(captainB), defender)).toBe(defender);
  });

  it('reads as the step, the players and the reason', () => {
    expect(suggestionText(atDefenders(captainA), defender)).toBe(
      'Suggested defender: Ben — holds 12 against their two worst',
    );
    expect(suggestionText(atChoice(captainA), pick)).toBe(
      'Suggested pick: Fay — Ana scores 14 against Fay, 8 against Dee',
    );
    const view = fiveAtAttackers(captainA);
    expect(suggestionText(view, { step: 'attackers', players: ['p2', 'p4'], reason: '' })).toBe(
      'Suggested attackers: P2 and P4',
    );
  });

  it('fills the selection only with players the captain may pick now', () => {
    expect(suggestedSelection(choiceFor(atDefenders(captainA)), defender)).toEqual(['a2']);
    expect(suggestedSelection(choiceFor(atChoice(captainA)), pick)).toEqual(['b3']);
    // Their player as our defender, or our own defender among the attackers: not offered.
    expect(suggestedSelection(choiceFor(atDefenders(captainA)), { ...defender, players: ['b1'] })).toBeNull();
    const attackers = choiceFor(fiveAtAttackers(captainA));
    expect(
      suggestedSelection(attackers, { step: 'attackers', players: ['p1', 'p2'], reason: '' }),
    ).toBeNull();
    expect(suggestedSelection(attackers, { step: 'attackers', players: ['p2', 'p5'], reason: '' })).toEqual([
      'p2',
      'p5',
    ]);
    // Members read the suggestion but have nothing to fill.
    expect(suggestedSelection(choiceFor(atDefenders(memberA)), defender)).toBeNull();
  });
});
