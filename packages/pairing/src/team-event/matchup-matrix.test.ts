import { describe, expect, it } from 'vitest';
import {
  commit,
  type DraftAction,
  type DraftState,
  expire,
  startDraft,
  type TeamDraftFormat,
  type TeamSide,
  teamDraftFormats,
  viewFor,
} from '../team-draft';
import { type MatchupMatrix, matchupMatrixProblems, unpairedPlayers } from './matchup-matrix';

const matrix = (ours: string[], theirs: string[], expected: number[][]): MatchupMatrix => ({
  ours,
  theirs,
  expected,
});

describe('matchup matrix checks', () => {
  it('accepts a sound matrix', () => {
    expect(
      matchupMatrixProblems(
        matrix(
          ['A1', 'A2'],
          ['B1', 'B2'],
          [
            [0, 20],
            [10, 12.5],
          ],
        ),
      ),
    ).toEqual([]);
  });

  it('refuses a bad shape or bad ids, saying what is wrong', () => {
    expect(matchupMatrixProblems(matrix([], ['B1'], []))).toEqual(['The matrix needs your players.']);
    expect(matchupMatrixProblems(matrix(['A1', 'A1'], ['B1', ''], [[1, 2]]))).toEqual([
      'A1 is listed twice in your players.',
      'Every one of their players needs an id.',
    ]);
    expect(matchupMatrixProblems(matrix(['A1', 'B1'], ['B1', 'B2'], [[1, 2]]))).toEqual([
      'B1 is listed on both teams.',
      'The matrix needs one row for each of your 2 players, not 1.',
    ]);
    expect(
      matchupMatrixProblems(
        matrix(
          ['A1', 'A2'],
          ['B1', 'B2'],
          [
            [1, 2, 3],
            [4, 5],
          ],
        ),
      ),
    ).toEqual(["A1's row needs one score for each of their 2 players, not 3."]);
    const notAMatrix = { ours: ['A1'], theirs: ['B1'], expected: 'high' } as unknown as MatchupMatrix;
    expect(matchupMatrixProblems(notAMatrix)).toEqual([
      'The matrix needs one row for each of your 1 players, not 0.',
    ]);
  });

  it('refuses scores off the scale', () => {
    const text = 'ten' as unknown as number;
    expect(
      matchupMatrixProblems(
        matrix(
          ['A1', 'A2'],
          ['B1', 'B2'],
          [
            [21, -1],
            [Number.NaN, text],
          ],
        ),
      ),
    ).toEqual([
      'A1 against B1 must be from 0 to 20 game points, not 21.',
      'A1 against B2 must be from 0 to 20 game points, not -1.',
      'A2 against B1 must be a number of game points from 0 to 20.',
      'A2 against B2 must be a number of game points from 0 to 20.',
    ]);
    // Another event's scale: 0–10.
    expect(matchupMatrixProblems(matrix(['A1'], ['B1'], [[15]]), 10)).toEqual([
      'A1 against B1 must be from 0 to 10 game points, not 15.',
    ]);
  });
});

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

describe('unpaired players agree with the draft engine', () => {
  for (const format of Object.values(teamDraftFormats)) {
    it(`at every defender step of a ${format.size}-player draft`, () => {
      // The draft is played by the engine's defaults (each step's time runs out); at each defender
      // step the engine must accept as defender exactly the players unpairedPlayers lists.
      let state = draftOf(format);
      let checked = 0;
      for (let second = 0; state.stepIndex < state.plan.length; second += 1) {
        const step = state.plan[state.stepIndex];
        if (step?.step === 'defender' && state.pending.a === null) {
          for (const side of ['a', 'b'] as TeamSide[]) {
            const free = unpairedPlayers(state.teams[side], viewFor(state, side));
            const everyone = [...state.teams.a, ...state.teams.b];
            const accepted = everyone.filter((player) => {
              const action: DraftAction = { step: 'defender', player };
              return commit(state, side, action, new Date(state.stepStartedAt)).ok;
            });
            expect(accepted).toEqual(free);
            checked += 1;
          }
        }
        // Just past this step's deadline: its defaults apply, and the next step starts.
        const seconds = step ? state.format.secondsPerStep[step.step] : 0;
        state = expire(state, new Date(Date.parse(state.stepStartedAt) + seconds * 1000 + 1));
        if (second > 100) throw new Error('the draft did not end');
      }
      expect(checked).toBe(2 * format.rounds.length);
      expect(unpairedPlayers(state.teams.a, viewFor(state, 'a'))).toEqual([]);
      expect(unpairedPlayers(state.teams.b, viewFor(state, 'spectator'))).toEqual([]);
    });
  }
});
