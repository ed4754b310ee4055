import { describe, expect, it } from 'vitest';
import {
  commit,
  type DraftAction,
  type DraftState,
  defaultAction,
  startDraft,
  type TeamDraftFormat,
  type TeamSide,
  teamDraftFormats,
  viewFor,
} from '../team-draft';
import { suggestAttackers, suggestDraftStep } from './draft-suggestions';
import { type MatchupMatrix, unpairedPlayers } from './matchup-matrix';

const t0 = new Date('2026-06-01T09:00:00.000Z');
const roster = (letter: string, size: number) => Array.from({ length: size }, (_, i) => `${letter}${i + 1}`);

function draftOf(format: TeamDraftFormat): DraftState {
  const result = startDraft({
    format,
    teams: { a: roster('A', format.size), b: roster('B', format.size) },
    firstPicker: 'a',
    tables: roster('', format.size).map((_, i) => i + 1),
    at: t0,
  });
  if (!result.ok) throw new Error(result.message);
  return result.state;
}

/** Commits in order, each a second after the step started. */
function play(state: DraftState, moves: [TeamSide, DraftAction][]): DraftState {
  return moves.reduce((s, [side, action]) => {
    const result = commit(s, side, action, new Date(Date.parse(s.stepStartedAt) + 1000));
    if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
    return result.state;
  }, state);
}

/** Team A's captain's suggestion at this state. */
function suggestionFor(state: DraftState, matrix: MatchupMatrix, side: TeamSide = 'a') {
  const view = viewFor(state, side);
  const them: TeamSide = side === 'a' ? 'b' : 'a';
  return suggestDraftStep(matrix, view, {
    ours: unpairedPlayers(state.teams[side], view),
    theirs: unpairedPlayers(state.teams[them], view),
  });
}

const defender = (player: string): DraftAction => ({ step: 'defender', player });
const attackers = (x: string, y: string): DraftAction => ({ step: 'attackers', players: [x, y] });
const choice = (player: string): DraftAction => ({ step: 'choice', player });
const table = (n: number): DraftAction => ({ step: 'table', table: n });

describe('suggestions in a draft of 3', () => {
  const three: MatchupMatrix = {
    ours: ['A1', 'A2', 'A3'],
    theirs: ['B1', 'B2', 'B3'],
    //             B1  B2  B3
    expected: [
      [12, 8, 15], // A1
      [10, 14, 6], // A2
      [9, 11, 13], // A3
    ],
  };

  it('suggests the defender whose worst offer is best', () => {
    // Second-lowest of each row: A1 {8, 12, 15} → 12; A2 {6, 10, 14} → 10; A3 {9, 11, 13} → 11.
    const result = suggestionFor(draftOf(teamDraftFormats.teamsOf3), three);
    expect(result).toEqual({
      ok: true,
      suggestion: {
        step: 'defender',
        player: 'A1',
        value: 12,
        runnersUp: [
          { player: 'A3', value: 11 },
          { player: 'A2', value: 10 },
        ],
        reason:
          'Defend with A1: at worst they offer B2 (8) and B1 (12), and you keep B1, so expect at least 12.',
      },
    });
  });

  it('chooses the offered attacker our defender scores best against', () => {
    // A1 and B3 defend; the other two attack (forced): B1 and B2 against A1, who expects 12 and 8.
    const state = play(draftOf(teamDraftFormats.teamsOf3), [
      ['a', defender('A1')],
      ['b', defender('B3')],
    ]);
    expect(suggestionFor(state, three)).toEqual({
      ok: true,
      suggestion: {
        step: 'choice',
        defender: 'A1',
        player: 'B1',
        value: 12,
        refused: { player: 'B2', value: 8 },
        reason: 'Play B1 against A1: A1 expects 12 against B1 and 8 against B2, who goes back to their pool.',
      },
    });
  });
});

describe('suggestions in a draft of 5', () => {
  const five: MatchupMatrix = {
    ours: ['A1', 'A2', 'A3', 'A4', 'A5'],
    theirs: ['B1', 'B2', 'B3', 'B4', 'B5'],
    //             B1  B2  B3  B4  B5
    expected: [
      [15, 12, 10, 9, 14], // A1
      [8, 11, 16, 13, 7], // A2
      [10, 9, 12, 15, 11], // A3
      [13, 14, 12, 6, 10], // A4
      [11, 10, 9, 12, 17], // A5
    ],
  };

  it('walks a draft: defender (a tie kept back), attackers, choice, the next defender', () => {
    let state = draftOf(teamDraftFormats.teamsOf5);
    // Second-lowest of each row: A1 {9, 10, …} 10; A2 {7, 8, …} 8; A3 {9, 10, …} 10; A4 {6, 10, …}
    // 10; A5 {9, 10, …} 10. Four tie on 10; all-round averages A1 60/5 = 12, A3 57/5 = 11.4,
    // A4 55/5 = 11, A5 59/5 = 11.8: A4 is the weakest, so A4 defends and the others stay back.
    expect(suggestionFor(state, five)).toMatchObject({
      ok: true,
      suggestion: {
        step: 'defender',
        player: 'A4',
        value: 10,
        runnersUp: [
          { player: 'A3', value: 10 },
          { player: 'A5', value: 10 },
          { player: 'A1', value: 10 },
        ],
        reason:
          'Defend with A4: at worst they offer B4 (6) and B5 (10), and you keep B5, so expect at least 10; level with A3, who is stronger all round and stays back.',
      },
    });
    state = play(state, [
      ['a', defender('A4')],
      ['b', defender('B2')],
    ]);
    // Against B2 (column 2): A1 12, A2 11, A3 9, A5 10. Pairs by their weaker attacker: A1+A2 11;
    // A1+A5 and A2+A5 10; A1+A3, A2+A3, A3+A5 9. Ties keep the stronger back, by all-round
    // averages over B1, B3, B4, B5: A1 48/4 = 12, A2 44/4 = 11, A3 48/4 = 12, A5 49/4 = 12.25, so
    // A2+A5 (23.25) before A1+A5 (24.25), and A2+A3 (23) first of the 9s.
    expect(suggestionFor(state, five)).toMatchObject({
      ok: true,
      suggestion: {
        step: 'attackers',
        against: 'B2',
        players: ['A1', 'A2'],
        value: 11,
        runnersUp: [
          { players: ['A2', 'A5'], value: 10 },
          { players: ['A1', 'A5'], value: 10 },
          { players: ['A2', 'A3'], value: 9 },
        ],
        reason: 'Attack B2 with A1 (12) and A2 (11): they will take A2, the one worse for you, so expect 11.',
      },
    });
    state = play(state, [
      ['a', attackers('A1', 'A2')],
      ['b', attackers('B4', 'B5')],
    ]);
    // B4 and B5 against A4: A4 expects 6 and 10, so B5 plays A4 and B4 goes back.
    expect(suggestionFor(state, five)).toMatchObject({
      ok: true,
      suggestion: {
        step: 'choice',
        defender: 'A4',
        player: 'B5',
        value: 10,
        refused: { player: 'B4', value: 6 },
      },
    });
    state = play(state, [
      ['a', choice('B5')],
      ['b', choice('A2')],
    ]);
    expect(suggestionFor(state, five)).toEqual({
      ok: true,
      suggestion: null,
      why: 'Tables are not suggested from the matrix.',
    });
    state = play(state, [
      ['a', table(1)],
      ['b', table(2)],
    ]);
    // Games A4 v B5 and A2 v B2; left: A1, A3, A5 against B1, B3, B4. Rows over B1, B3, B4:
    // A1 {15, 10, 9} → 10; A3 {10, 12, 15} → 12; A5 {11, 9, 12} → 11.
    expect(suggestionFor(state, five)).toMatchObject({
      ok: true,
      suggestion: {
        step: 'defender',
        player: 'A3',
        value: 12,
        runnersUp: [
          { player: 'A5', value: 11 },
          { player: 'A1', value: 10 },
        ],
        reason:
          'Defend with A3: at worst they offer B1 (10) and B3 (12), and you keep B3, so expect at least 12.',
      },
    });
  });

  it('keeps the stronger all-round player back when attacking pairs tie', () => {
    const tied: MatchupMatrix = {
      ours: five.ours,
      theirs: five.theirs,
      //             B1  B2  B3  B4  B5
      expected: [
        [18, 12, 16, 17, 15], // A1: 66/4 = 16.5 over B1, B3, B4, B5
        [10, 12, 9, 11, 8], // A2: 38/4 = 9.5
        [13, 12, 12, 14, 11], // A3: 50/4 = 12.5
        [10, 10, 10, 10, 10], // A4: our defender
        [9, 5, 10, 12, 13], // A5: 44/4 = 11
      ],
    };
    // Against B2: A1, A2 and A3 all 12, A5 5. Pairs of 12: A1+A2 (16.5+9.5 = 26), A1+A3 (29),
    // A2+A3 (22): A2+A3 goes, A1 stays back. Then the pairs with A5 (5): A2+A5 (20.5) first.
    expect(suggestAttackers(tied, ['A1', 'A2', 'A3', 'A5'], 'B2', ['B1', 'B3', 'B4', 'B5'])).toEqual({
      step: 'attackers',
      against: 'B2',
      players: ['A2', 'A3'],
      value: 12,
      runnersUp: [
        { players: ['A1', 'A2'], value: 12 },
        { players: ['A1', 'A3'], value: 12 },
        { players: ['A2', 'A5'], value: 5 },
      ],
      reason:
        'Attack B2 with A2 (12) and A3 (12): either scores 12, so expect 12; A1 and A2 score as much, but this keeps the stronger all-round player back.',
    });
  });

  it('refuses a bad matrix, a spectator and players the matrix lacks', () => {
    const state = draftOf(teamDraftFormats.teamsOf5);
    const view = viewFor(state, 'a');
    const remaining = { ours: state.teams.a, theirs: state.teams.b };
    expect(suggestDraftStep({ ...five, expected: five.expected.slice(1) }, view, remaining)).toEqual({
      ok: false,
      message: 'The matrix needs one row for each of your 5 players, not 4.',
    });
    expect(suggestDraftStep(five, viewFor(state, 'spectator'), remaining)).toEqual({
      ok: false,
      message: 'Suggestions are for a team captain.',
    });
    expect(suggestDraftStep(five, view, { ours: [...state.teams.a, 'A9'], theirs: state.teams.b })).toEqual({
      ok: false,
      message: 'The matrix has no scores for A9.',
    });
    // Once A has committed, there is nothing to suggest until the step moves on.
    const committed = play(state, [['a', defender('A1')]]);
    expect(suggestDraftStep(five, viewFor(committed, 'a'), remaining)).toEqual({
      ok: true,
      suggestion: null,
      why: 'You have committed this step.',
    });
  });
});

describe('suggestions are moves the engine accepts', () => {
  for (const format of Object.values(teamDraftFormats)) {
    it(`through a whole ${format.size}-player draft, both captains following them`, () => {
      const size = format.size;
      // Zero-sum matrices: B's expects 20 minus what A's expects, read the other way round.
      const score = (i: number, j: number) => (i * 7 + j * 3 + ((i * j) % 5)) % 21;
      const forA: MatchupMatrix = {
        ours: roster('A', size),
        theirs: roster('B', size),
        expected: roster('A', size).map((_, i) => roster('B', size).map((_, j) => score(i, j))),
      };
      const forB: MatchupMatrix = {
        ours: roster('B', size),
        theirs: roster('A', size),
        expected: roster('B', size).map((_, j) => roster('A', size).map((_, i) => 20 - score(i, j))),
      };
      let state = draftOf(format);
      let suggested = 0;
      while (state.stepIndex < state.plan.length) {
        const step = state.plan[state.stepIndex];
        const sides: TeamSide[] = step?.by === 'both' ? ['a', 'b'] : step ? [step.by] : [];
        for (const side of sides) {
          const result = suggestionFor(state, side === 'a' ? forA : forB, side);
          if (!result.ok) throw new Error(result.message);
          let action = defaultAction(state, side);
          const s = result.suggestion;
          if (s?.step === 'defender' || s?.step === 'choice') action = { step: s.step, player: s.player };
          if (s?.step === 'attackers') action = { step: 'attackers', players: s.players };
          if (s) suggested += 1;
          if (!action) throw new Error('no action');
          state = play(state, [[side, action]]);
        }
      }
      // Each drafted round: a defender and a choice per team, and attackers unless forced.
      const perRound = format.rounds.map((r) => (r.attackers === 'commit' ? 6 : 4));
      expect(suggested).toBe(perRound.reduce((sum, n) => sum + n, 0));
      expect(state.games).toHaveLength(size);
    });
  }
});
