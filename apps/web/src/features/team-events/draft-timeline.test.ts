import { describe, expect, it } from 'vitest';
import {
  afterACommitsDefender,
  atChoice,
  atFirstTablePick,
  captainA,
  complete,
  spectator,
} from './draft-test-views';
import { gameRows, logLine, roundSummary } from './draft-timeline';

describe('the draft timeline', () => {
  it('shows a round as far as it has been revealed', () => {
    const view = atChoice(spectator);
    const [round] = view.rounds;
    if (!round) throw new Error('expected a round');
    expect(roundSummary(view, round)).toEqual([
      { term: 'Defenders', detail: 'Iron Wolves: Ana · Red Hands: Eli' },
      {
        term: 'Attackers offered',
        detail: 'Iron Wolves sent Ben and Cy against Eli; Red Hands sent Dee and Fay against Ana',
      },
    ]);
  });

  it('shows who plays whom and who went back to the pool once the choices are revealed', () => {
    const view = atFirstTablePick(spectator);
    const [round] = view.rounds;
    if (!round) throw new Error('expected a round');
    expect(roundSummary(view, round).slice(2)).toEqual([
      { term: 'Chosen', detail: 'Ana plays Fay; Eli plays Ben' },
      { term: 'Refused, back to the pool', detail: 'Cy (Iron Wolves) · Dee (Red Hands)' },
    ]);
  });

  it('lists the games with their tables, or that the table is still to be picked', () => {
    expect(gameRows(atFirstTablePick(spectator)).map((g) => [g.table, g.a, g.b, g.how])).toEqual([
      ['Table to be picked', 'a1', 'b3', "Round 1 · Iron Wolves' defender"],
      ['Table to be picked', 'a2', 'b2', "Round 1 · Red Hands' defender"],
    ]);
    expect(gameRows(complete(spectator)).map((g) => [g.table, g.how])).toEqual([
      ['Table 4', "Round 1 · Iron Wolves' defender"],
      ['Table 5', "Round 1 · Red Hands' defender"],
      ['Table 6', 'Round 1 · Refused v refused'],
    ]);
  });

  it('logs commits, defaults and forced moves, and marks a commit still hidden', () => {
    const view = atChoice(spectator);
    expect(view.log.map((entry) => logLine(view, entry))).toEqual([
      'Iron Wolves defend with Ana',
      'Red Hands defend with Eli',
      'Iron Wolves attack with the other two: Ben and Cy',
    ]);
    const own = afterACommitsDefender(captainA);
    const [entry] = own.log;
    if (!entry) throw new Error('expected a log line');
    expect(logLine(own, entry)).toBe('Iron Wolves defend with Ana (hidden until both captains commit)');
    expect(
      logLine(view, {
        ...entry,
        action: { step: 'table', table: 5 },
        step: 'table',
        team: 'b',
        revealedAt: entry.at,
      }),
    ).toBe("Red Hands pick table 5 for their defender's game");
    expect(
      logLine(view, {
        ...entry,
        action: { step: 'choice', player: 'a2' },
        step: 'choice',
        team: 'b',
        revealedAt: entry.at,
      }),
    ).toBe('Red Hands choose Ben to play their defender');
  });
});
