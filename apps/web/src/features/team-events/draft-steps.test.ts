import { describe, expect, it } from 'vitest';
import {
  actionFor,
  actionWords,
  choiceFor,
  commitStatus,
  freeTables,
  pickPrompt,
  stepHeading,
  toggledSelection,
} from './draft-steps';
import {
  afterACommitsDefender,
  atChoice,
  atDefenders,
  atFirstTablePick,
  atSecondTablePick,
  captainA,
  captainB,
  complete,
  fiveAtAttackers,
  memberA,
  spectator,
} from './draft-test-views';

describe('stepHeading', () => {
  it('asks the captain for their defender and tells the others who acts', () => {
    expect(stepHeading(atDefenders(captainA))).toBe('Round 1: choose your defender');
    expect(stepHeading(atDefenders(memberA))).toBe('Round 1: your captain chooses your defender');
    expect(stepHeading(atDefenders(spectator))).toBe('Round 1: both captains choose a defender in secret');
  });

  it('names their revealed defender when the captain offers attackers', () => {
    expect(stepHeading(fiveAtAttackers(captainA))).toBe('Round 1: offer two attackers against Q3');
    expect(stepHeading(fiveAtAttackers(spectator))).toBe(
      'Round 1: both captains offer two attackers in secret',
    );
  });

  it('asks for one of the two attackers offered at the choice step', () => {
    expect(stepHeading(atChoice(captainA))).toBe(
      'Round 1: choose one of the two attackers they offered against your defender',
    );
    expect(stepHeading(atChoice(memberA))).toBe(
      'Round 1: your captain chooses which attacker plays your defender',
    );
  });

  it('says whose table pick it is: B picks first, then A', () => {
    expect(stepHeading(atFirstTablePick(captainB))).toBe("Round 1: pick the table for your defender's game");
    expect(stepHeading(atFirstTablePick(captainA))).toBe(
      "Round 1: Red Hands picks the table for their defender's game",
    );
    expect(stepHeading(atFirstTablePick(spectator))).toBe(
      "Round 1: Red Hands picks the table for their defender's game",
    );
    expect(stepHeading(atSecondTablePick(captainA))).toBe("Round 1: pick the table for your defender's game");
    expect(stepHeading(atSecondTablePick(memberA))).toBe(
      "Round 1: your captain picks the table for your defender's game",
    );
  });

  it('says when the draft is complete', () => {
    expect(stepHeading(complete(captainA))).toBe('The draft is complete');
  });
});

describe('choiceFor', () => {
  it('offers the captain every unpaired player of theirs as defender, one to pick', () => {
    expect(choiceFor(atDefenders(captainA))).toEqual({
      kind: 'players',
      step: 'defender',
      from: 'a',
      options: ['a1', 'a2', 'a3'],
      count: 1,
    });
  });

  it('offers nothing to members, spectators, or a captain who has committed', () => {
    expect(choiceFor(atDefenders(memberA))).toBeNull();
    expect(choiceFor(atDefenders(spectator))).toBeNull();
    expect(choiceFor(afterACommitsDefender(captainA))).toBeNull();
    // B has not committed yet: B still chooses from B's players.
    expect(choiceFor(afterACommitsDefender(captainB))).toMatchObject({
      from: 'b',
      options: ['b1', 'b2', 'b3'],
    });
  });

  it('leaves their own defender out of the attackers, two to pick', () => {
    // p1 defends for A, so p2–p5 may attack.
    expect(choiceFor(fiveAtAttackers(captainA))).toEqual({
      kind: 'players',
      step: 'attackers',
      from: 'a',
      options: ['p2', 'p3', 'p4', 'p5'],
      count: 2,
    });
  });

  it("offers the opponent's two attackers at the choice step", () => {
    // B attacks with Dee and Fay, so A chooses between them; B chooses between Ben and Cy.
    expect(choiceFor(atChoice(captainA))).toMatchObject({ from: 'b', options: ['b1', 'b3'], count: 1 });
    expect(choiceFor(atChoice(captainB))).toMatchObject({ from: 'a', options: ['a2', 'a3'], count: 1 });
  });

  it('offers the free tables to the captain whose turn it is, and only them', () => {
    expect(choiceFor(atFirstTablePick(captainB))).toEqual({ kind: 'table', options: [4, 5, 6] });
    expect(choiceFor(atFirstTablePick(captainA))).toBeNull();
    // Table 5 went to Eli's game.
    expect(choiceFor(atSecondTablePick(captainA))).toEqual({ kind: 'table', options: [4, 6] });
    expect(freeTables(complete(spectator))).toEqual([]);
  });
});

describe('toggledSelection', () => {
  it('replaces a single pick and takes a picked player out on a second tap', () => {
    expect(toggledSelection([], 'a1', 1)).toEqual(['a1']);
    expect(toggledSelection(['a1'], 'a2', 1)).toEqual(['a2']);
    expect(toggledSelection(['a1'], 'a1', 1)).toEqual([]);
  });

  it('keeps two picks, a third tap replacing the one picked first', () => {
    expect(toggledSelection(['p2'], 'p4', 2)).toEqual(['p2', 'p4']);
    expect(toggledSelection(['p2', 'p4'], 'p5', 2)).toEqual(['p4', 'p5']);
    expect(toggledSelection(['p2', 'p4'], 'p2', 2)).toEqual(['p4']);
  });
});

describe('actionFor', () => {
  const defender = choiceFor(atDefenders(captainA));
  const attackers = choiceFor(fiveAtAttackers(captainA));
  const table = choiceFor(atSecondTablePick(captainA));

  it('makes the commit only from a complete, allowed selection', () => {
    if (!defender || !attackers || !table) throw new Error('expected choices');
    expect(actionFor(defender, { players: ['a2'], table: null })).toEqual({ step: 'defender', player: 'a2' });
    expect(actionFor(defender, { players: [], table: null })).toBeNull();
    expect(actionFor(defender, { players: ['b1'], table: null })).toBeNull();
    expect(actionFor(attackers, { players: ['p2'], table: null })).toBeNull();
    expect(actionFor(attackers, { players: ['p1', 'p2'], table: null })).toBeNull();
    expect(actionFor(attackers, { players: ['p3', 'p5'], table: null })).toEqual({
      step: 'attackers',
      players: ['p3', 'p5'],
    });
    expect(actionFor(table, { players: [], table: 4 })).toEqual({ step: 'table', table: 4 });
    expect(actionFor(table, { players: [], table: 5 })).toBeNull();
  });

  it('reads the commit back in words', () => {
    const view = atChoice(captainA);
    expect(actionWords(view, { step: 'defender', player: 'a1' })).toBe('defender Ana');
    expect(actionWords(view, { step: 'attackers', players: ['a2', 'a3'] })).toBe('attackers Ben and Cy');
    expect(actionWords(view, { step: 'choice', player: 'b3' })).toBe('Fay to play your defender');
    expect(actionWords(view, { step: 'table', table: 4 })).toBe("table 4 for your defender's game");
  });
});

describe('commitStatus', () => {
  const texts = (lines: { text: string; done: boolean }[] | null) =>
    lines?.map((l) => [l.text, l.done]) ?? null;

  it('tells a team only whether the other captain has committed', () => {
    expect(texts(commitStatus(afterACommitsDefender(captainA)))).toEqual([
      ['Committed — waiting for Red Hands', true],
      ['Their captain has not committed yet', false],
    ]);
    expect(texts(commitStatus(afterACommitsDefender(captainB)))).toEqual([
      ['You have not committed yet', false],
      ['Their captain has committed', true],
    ]);
    expect(texts(commitStatus(atDefenders(memberA)))).toEqual([
      ['Your captain has not committed yet', false],
      ['Their captain has not committed yet', false],
    ]);
  });

  it('tells spectators about each team, and says nothing at public table picks', () => {
    expect(texts(commitStatus(afterACommitsDefender(spectator)))).toEqual([
      ['Iron Wolves: committed', true],
      ['Red Hands: not committed yet', false],
    ]);
    expect(commitStatus(atFirstTablePick(spectator))).toBeNull();
    expect(commitStatus(complete(spectator))).toBeNull();
  });
});

describe('pickPrompt', () => {
  it('says what is still to tap', () => {
    const defender = choiceFor(atDefenders(captainA));
    const attackers = choiceFor(fiveAtAttackers(captainA));
    const table = choiceFor(atSecondTablePick(captainA));
    if (!defender || !attackers || !table) throw new Error('expected choices');
    expect(pickPrompt(defender, { players: [] })).toBe('Tap a player');
    expect(pickPrompt(attackers, { players: [] })).toBe('Tap two players');
    expect(pickPrompt(attackers, { players: ['p2'] })).toBe('Tap one more player');
    expect(pickPrompt(table, { players: [] })).toBe('Tap a table');
  });
});
