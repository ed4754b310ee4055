import { describe, expect, it } from 'vitest';
import { commit, expire, gamesOf, pendingStep, startDraft } from './draft';
import { draftFormatProblem, type TeamDraftFormat, type TeamSide, teamDraftFormats } from './draft-format';
import type { DraftAction, DraftResult, DraftState } from './draft-model';
import { viewFor } from './view';

const t0 = new Date('2026-06-01T09:00:00.000Z');
const after = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const iso = (seconds: number) => after(seconds).toISOString();
const team = (letter: 'A' | 'B', size: number) => Array.from({ length: size }, (_, i) => `${letter}${i + 1}`);

function draftOf(format: TeamDraftFormat, firstPicker: TeamSide = 'a', tables?: number[]): DraftState {
  const result = startDraft({
    format,
    teams: { a: team('A', format.size), b: team('B', format.size) },
    firstPicker,
    tables: tables ?? Array.from({ length: format.size }, (_, i) => i + 1),
    at: t0,
  });
  if (!result.ok) throw new Error(result.message);
  return result.state;
}

const ok = (result: DraftResult): DraftState => {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.state;
};

/** Apply commits in order, each at the given second. */
const play = (state: DraftState, moves: [TeamSide, DraftAction, number][]) =>
  moves.reduce((s, [side, action, second]) => ok(commit(s, side, action, after(second))), state);

const defender = (player: string): DraftAction => ({ step: 'defender', player });
const attackers = (x: string, y: string): DraftAction => ({ step: 'attackers', players: [x, y] });
const choice = (player: string): DraftAction => ({ step: 'choice', player });
const table = (n: number): DraftAction => ({ step: 'table', table: n });

describe('team draft formats', () => {
  it('the presets are sound, and broken ones are explained', () => {
    for (const format of Object.values(teamDraftFormats)) expect(draftFormatProblem(format)).toBeNull();
    const eight = teamDraftFormats.teamsOf8;
    expect(draftFormatProblem({ ...eight, rounds: eight.rounds.slice(0, 2) })).toBe(
      'The final pairing needs 2 players per team left after the drafted rounds, not 4.',
    );
    expect(draftFormatProblem({ ...teamDraftFormats.teamsOf5, size: 6 })).toBe(
      'Round 2 takes the other two as attackers, so it needs exactly three players left, not 4.',
    );
    expect(draftFormatProblem({ ...eight, secondsPerStep: { ...eight.secondsPerStep, choice: 0 } })).toBe(
      'The time for the choice step must be more than zero seconds.',
    );
  });
});

describe('a hand-worked draft of 8 (B won the roll-off, defenders pick tables 21–28)', () => {
  it('gives the 8 games and tables worked out by hand', () => {
    let s = draftOf(teamDraftFormats.teamsOf8, 'b', [21, 22, 23, 24, 25, 26, 27, 28]);
    s = play(s, [
      // Round 1: A1 and B1 defend; A offers A2+A3, B offers B2+B3; A takes B3, B takes A2.
      ['a', defender('A1'), 10],
      ['b', defender('B1'), 20],
      ['a', attackers('A2', 'A3'), 30],
      ['b', attackers('B2', 'B3'), 40],
      ['b', choice('A2'), 50],
      ['a', choice('B3'), 60],
      ['b', table(25), 70],
      ['a', table(21), 80],
      // Round 2 (A3 and B2 back in the pools): A4 and B4 defend; A takes B2, B takes A5.
      ['a', defender('A4'), 90],
      ['b', defender('B4'), 100],
      ['a', attackers('A3', 'A5'), 110],
      ['b', attackers('B2', 'B5'), 120],
      ['a', choice('B2'), 130],
      ['b', choice('A5'), 140],
      ['b', table(28), 150],
      ['a', table(22), 160],
      // Round 3: A6 and B6 defend; A takes B7 (B5 refused), B takes A3 (A7 refused).
      ['a', defender('A6'), 170],
      ['b', defender('B6'), 180],
      ['a', attackers('A3', 'A7'), 190],
      ['b', attackers('B5', 'B7'), 200],
      ['a', choice('B7'), 210],
      ['b', choice('A3'), 220],
      ['b', table(23), 230],
      ['a', table(26), 240],
    ]);
    expect(pendingStep(s)).toEqual({ status: 'complete' });
    expect(gamesOf(s)).toEqual([
      { round: 1, a: 'A1', b: 'B3', kind: 'defender-a', table: 21 },
      { round: 1, a: 'A2', b: 'B1', kind: 'defender-b', table: 25 },
      { round: 2, a: 'A4', b: 'B2', kind: 'defender-a', table: 22 },
      { round: 2, a: 'A5', b: 'B4', kind: 'defender-b', table: 28 },
      { round: 3, a: 'A6', b: 'B7', kind: 'defender-a', table: 26 },
      { round: 3, a: 'A3', b: 'B6', kind: 'defender-b', table: 23 },
      // Refused in round 3: A7 and B5; the last two: A8 and B8; tables nobody picked: 24, 27.
      { round: 3, a: 'A7', b: 'B5', kind: 'refused', table: 24 },
      { round: 3, a: 'A8', b: 'B8', kind: 'last', table: 27 },
    ]);
    expect(s.rounds[2]?.refused).toEqual({ a: 'A7', b: 'B5' });
    expect(s.log).toHaveLength(24);
    expect(commit(s, 'a', defender('A8'), after(300))).toMatchObject({ ok: false, code: 'draft-complete' });
  });

  it('with organiser tables, the same draft takes the block in game order', () => {
    const format: TeamDraftFormat = { ...teamDraftFormats.teamsOf8, tableChoice: { kind: 'organiser' } };
    let s = draftOf(format, 'b', [21, 22, 23, 24, 25, 26, 27, 28]);
    const both = (x: DraftAction, y: DraftAction, second: number): [TeamSide, DraftAction, number][] => [
      ['a', x, second],
      ['b', y, second],
    ];
    s = play(s, [
      ...both(defender('A1'), defender('B1'), 1),
      ...both(attackers('A2', 'A3'), attackers('B2', 'B3'), 2),
      ...both(choice('B3'), choice('A2'), 3),
      ...both(defender('A4'), defender('B4'), 4),
      ...both(attackers('A3', 'A5'), attackers('B2', 'B5'), 5),
      ...both(choice('B2'), choice('A5'), 6),
      ...both(defender('A6'), defender('B6'), 7),
      ...both(attackers('A3', 'A7'), attackers('B5', 'B7'), 8),
      ...both(choice('B7'), choice('A3'), 9),
    ]);
    expect(gamesOf(s).map((g) => `${g.a}-${g.b}@${g.table}`)).toEqual([
      'A1-B3@21',
      'A2-B1@22',
      'A4-B2@23',
      'A5-B4@24',
      'A6-B7@25',
      'A3-B6@26',
      'A7-B5@27',
      'A8-B8@28',
    ]);
  });
});

describe('refusals: illegal input never throws', () => {
  const three = () => draftOf(teamDraftFormats.teamsOf3, 'a', [4, 5, 6]);
  const eight = () => draftOf(teamDraftFormats.teamsOf8);
  const refused = (result: DraftResult) => (result.ok ? 'accepted' : `${result.code}: ${result.message}`);

  it('refuses a bad start', () => {
    const base = {
      format: teamDraftFormats.teamsOf3,
      teams: { a: team('A', 3), b: team('B', 3) },
      firstPicker: 'a' as const,
      tables: [1, 2, 3],
      at: t0,
    };
    expect(refused(startDraft({ ...base, format: { ...teamDraftFormats.teamsOf3, size: 4 } }))).toBe(
      'invalid-format: Round 1 takes the other two as attackers, so it needs exactly three players left, not 4.',
    );
    expect(refused(startDraft({ ...base, teams: { a: team('A', 2), b: team('B', 3) } }))).toBe(
      'invalid-teams: Each team needs exactly 3 players.',
    );
    expect(refused(startDraft({ ...base, teams: { a: ['A1', 'A2', 'B1'], b: team('B', 3) } }))).toBe(
      'invalid-teams: A player can only be listed once, in one team.',
    );
    expect(refused(startDraft({ ...base, tables: [1, 1, 2] }))).toBe(
      'invalid-tables: The match needs a block of 3 different table numbers.',
    );
    expect(refused(startDraft({ ...base, tables: [0, 1, 2] }))).toMatch(/^invalid-tables/);
    expect(refused(startDraft({ ...base, at: new Date('not a date') }))).toMatch(/^invalid-time/);
    expect(refused(startDraft({ ...base, firstPicker: 'c' as unknown as TeamSide }))).toMatch(
      /^unknown-team/,
    );
  });

  it('refuses each illegal commit with its code and a plain message, leaving the state as it was', () => {
    const s = eight();
    const snapshot = JSON.stringify(s);
    const at = after(5);
    expect(refused(commit(s, 'c' as unknown as TeamSide, defender('A1'), at))).toBe(
      'unknown-team: Only team A or team B can commit.',
    );
    expect(refused(commit(s, 'a', defender('A1'), new Date(Number.NaN)))).toBe(
      'invalid-time: The commit needs a valid time.',
    );
    expect(refused(commit(s, 'a', { step: 'dance' } as unknown as DraftAction, at))).toBe(
      'malformed-action: Say which step this commit is for.',
    );
    expect(refused(commit(s, 'a', null as unknown as DraftAction, at))).toMatch(/^malformed-action/);
    expect(refused(commit(s, 'a', attackers('A1', 'A2'), at))).toBe(
      'wrong-step: This is not the time to choose two attackers: the draft is at choosing a defender.',
    );
    expect(refused(commit(s, 'a', defender('Z9'), at))).toBe(
      'unknown-player: That player is not in this match. Choose your defender from your unpaired players.',
    );
    expect(refused(commit(s, 'a', defender('B1'), at))).toBe(
      'not-your-player: That player is on the other team. Choose your defender from your unpaired players.',
    );
    expect(refused(commit(s, 'a', { step: 'defender' } as unknown as DraftAction, at))).toMatch(
      /^unknown-player/,
    );
    expect(refused(commit(s, 'a', defender('A1'), after(181)))).toBe(
      'time-up: The time for this step ran out; the default choice applies.',
    );
    expect(JSON.stringify(s)).toBe(snapshot);

    const once = ok(commit(s, 'a', defender('A1'), at));
    expect(refused(commit(once, 'a', defender('A2'), at))).toBe(
      'already-committed: You have already committed this step.',
    );
    const defended = ok(commit(once, 'b', defender('B1'), at));
    expect(refused(commit(defended, 'a', attackers('A1', 'A2'), at))).toBe(
      'defender-cannot-attack: Your defender cannot also attack. Offer two other players.',
    );
    expect(refused(commit(defended, 'a', attackers('A2', 'A2'), at))).toBe(
      'same-attacker-twice: Offer two different attackers.',
    );
    expect(refused(commit(defended, 'a', { step: 'attackers', players: ['A2'] }, at))).toBe(
      'wrong-attacker-count: Offer exactly two attackers.',
    );
    expect(refused(commit(defended, 'a', { step: 'attackers', players: ['A2', 'A3', 'A4'] }, at))).toMatch(
      /^wrong-attacker-count/,
    );
    expect(refused(commit(defended, 'a', attackers('A2', 'B3'), at))).toBe(
      'not-your-player: That player is on the other team. Offer two of your unpaired players as attackers.',
    );
    const offered = play(defended, [
      ['a', attackers('A2', 'A3'), 6],
      ['b', attackers('B2', 'B3'), 6],
    ]);
    expect(refused(commit(offered, 'a', choice('B4'), at))).toBe(
      'not-offered: Choose one of the two attackers offered against your defender.',
    );
    expect(refused(commit(offered, 'a', choice('A2'), at))).toMatch(/^not-offered/);
    const chosen = play(offered, [
      ['a', choice('B2'), 7],
      ['b', choice('A3'), 7],
    ]);
    // Team A won the roll-off: B may not pick first.
    expect(refused(commit(chosen, 'b', table(3), at))).toBe(
      'not-your-turn: It is the other team’s turn to pick a table.',
    );
    expect(refused(commit(chosen, 'a', table(99), at))).toBe(
      "unknown-table: Choose one of this match's tables: 1, 2, 3, 4, 5, 6, 7, 8.",
    );
    const picked = play(chosen, [['a', table(3), 8]]);
    expect(refused(commit(picked, 'b', table(3), at))).toBe(
      'table-taken: That table already has a game. Choose a free table.',
    );
    const round2 = play(picked, [['b', table(4), 9]]);
    expect(refused(commit(round2, 'a', defender('A1'), at))).toBe(
      'already-paired: That player is already paired. Choose your defender from your unpaired players.',
    );
    // The refused attacker A2 is back in A's pool: A may defend with them.
    expect(commit(round2, 'a', defender('A2'), at).ok).toBe(true);
  });

  it('refuses anything after the draft is complete', () => {
    const done = expire(three(), after(10_000));
    expect(pendingStep(done)).toEqual({ status: 'complete' });
    expect(refused(commit(done, 'b', table(6), after(10_001)))).toBe(
      'draft-complete: The draft is complete; nothing more can be committed.',
    );
  });

  it('a commit at the deadline counts, a millisecond later it is too late', () => {
    const s = three();
    expect(commit(s, 'a', defender('A1'), after(180)).ok).toBe(true);
    expect(refused(commit(s, 'a', defender('A1'), new Date(after(180).getTime() + 1)))).toMatch(/^time-up/);
  });
});

describe('hidden commits, views and the pending step', () => {
  it('shows a team its own commit, the opponent only that it committed, spectators nothing', () => {
    const start = draftOf(teamDraftFormats.teamsOf3, 'b', [4, 5, 6]);
    expect(pendingStep(start)).toEqual({
      status: 'open',
      round: 1,
      step: 'defender',
      simultaneous: true,
      waitingFor: ['a', 'b'],
      game: null,
      deadline: iso(180),
    });
    const s = ok(commit(start, 'a', defender('A2'), after(30)));
    expect(pendingStep(s)).toMatchObject({ waitingFor: ['b'], deadline: iso(180) });
    expect(viewFor(s, 'a')).toMatchObject({
      ownCommit: defender('A2'),
      committed: { a: true, b: false },
      log: [{ team: 'a', action: defender('A2'), at: iso(30), how: 'committed', revealedAt: null }],
    });
    for (const viewer of ['b', 'spectator'] as const) {
      const view = viewFor(s, viewer);
      expect(view).toMatchObject({ ownCommit: null, committed: { a: true, b: false }, log: [], rounds: [] });
      expect(JSON.stringify(view)).not.toContain('A2');
    }
    const revealed = ok(commit(s, 'b', defender('B3'), after(50)));
    for (const viewer of ['a', 'b', 'spectator'] as const)
      expect(viewFor(revealed, viewer).rounds).toEqual([
        {
          round: 1,
          defenders: { a: 'A2', b: 'B3' },
          attackers: { a: ['A1', 'A3'], b: ['B1', 'B2'] },
          chosen: null,
          refused: null,
        },
      ]);
    // The other two are the attackers at once (no step): the choice is next, its time counted from the reveal.
    expect(pendingStep(revealed)).toMatchObject({
      step: 'choice',
      waitingFor: ['a', 'b'],
      deadline: iso(50 + 180),
    });
    const chosen = play(revealed, [
      ['a', choice('B1'), 60],
      ['b', choice('A3'), 70],
    ]);
    // B won the roll-off: B picks first, for its own defender's game.
    expect(pendingStep(chosen)).toMatchObject({
      step: 'table',
      simultaneous: false,
      waitingFor: ['b'],
      game: 'defender-b',
      deadline: iso(70 + 60),
    });
  });

  it('logs who committed what and when, and when it was revealed', () => {
    const s = play(draftOf(teamDraftFormats.teamsOf3, 'a', [4, 5, 6]), [
      ['b', defender('B1'), 10],
      ['a', defender('A3'), 20],
      ['b', choice('A1'), 30],
      ['a', choice('B2'), 40],
      ['a', table(6), 50],
      ['b', table(4), 60],
    ]);
    expect(s.log).toEqual([
      {
        round: 1,
        step: 'defender',
        team: 'b',
        action: defender('B1'),
        at: iso(10),
        how: 'committed',
        revealedAt: iso(20),
      },
      {
        round: 1,
        step: 'defender',
        team: 'a',
        action: defender('A3'),
        at: iso(20),
        how: 'committed',
        revealedAt: iso(20),
      },
      {
        round: 1,
        step: 'attackers',
        team: 'a',
        action: attackers('A1', 'A2'),
        at: iso(20),
        how: 'forced',
        revealedAt: iso(20),
      },
      {
        round: 1,
        step: 'attackers',
        team: 'b',
        action: attackers('B2', 'B3'),
        at: iso(20),
        how: 'forced',
        revealedAt: iso(20),
      },
      {
        round: 1,
        step: 'choice',
        team: 'b',
        action: choice('A1'),
        at: iso(30),
        how: 'committed',
        revealedAt: iso(40),
      },
      {
        round: 1,
        step: 'choice',
        team: 'a',
        action: choice('B2'),
        at: iso(40),
        how: 'committed',
        revealedAt: iso(40),
      },
      {
        round: 1,
        step: 'table',
        team: 'a',
        action: table(6),
        at: iso(50),
        how: 'committed',
        revealedAt: iso(50),
      },
      {
        round: 1,
        step: 'table',
        team: 'b',
        action: table(4),
        at: iso(60),
        how: 'committed',
        revealedAt: iso(60),
      },
    ]);
    expect(gamesOf(s)).toEqual([
      { round: 1, a: 'A3', b: 'B2', kind: 'defender-a', table: 6 },
      { round: 1, a: 'A1', b: 'B1', kind: 'defender-b', table: 4 },
      { round: 1, a: 'A2', b: 'B3', kind: 'refused', table: 5 },
    ]);
  });
});

describe('expire: defaults when the time runs out', () => {
  it('does nothing up to the deadline, then defaults the silent team only, at the deadline', () => {
    const s = ok(commit(draftOf(teamDraftFormats.teamsOf3, 'a', [4, 5, 6]), 'a', defender('A2'), after(10)));
    expect(expire(s, after(180))).toBe(s);
    const late = expire(s, after(200));
    expect(late.log.slice(0, 2)).toEqual([
      {
        round: 1,
        step: 'defender',
        team: 'a',
        action: defender('A2'),
        at: iso(10),
        how: 'committed',
        revealedAt: iso(180),
      },
      {
        round: 1,
        step: 'defender',
        team: 'b',
        action: defender('B1'),
        at: iso(180),
        how: 'default',
        revealedAt: iso(180),
      },
    ]);
    expect(pendingStep(late)).toMatchObject({ step: 'choice', deadline: iso(360) });
  });

  it('defaults step after step over a long silence: first-listed players, first free tables', () => {
    const done = expire(draftOf(teamDraftFormats.teamsOf3, 'a', [4, 5, 6]), after(3600));
    expect(done.log.map((e) => `${e.team} ${e.step} ${JSON.stringify(e.action)} ${e.how} @${e.at}`)).toEqual([
      `a defender {"step":"defender","player":"A1"} default @${iso(180)}`,
      `b defender {"step":"defender","player":"B1"} default @${iso(180)}`,
      `a attackers {"step":"attackers","players":["A2","A3"]} forced @${iso(180)}`,
      `b attackers {"step":"attackers","players":["B2","B3"]} forced @${iso(180)}`,
      // Each chooses the attacker listed first on the opponent's sheet.
      `a choice {"step":"choice","player":"B2"} default @${iso(360)}`,
      `b choice {"step":"choice","player":"A2"} default @${iso(360)}`,
      `a table {"step":"table","table":4} default @${iso(420)}`,
      `b table {"step":"table","table":5} default @${iso(480)}`,
    ]);
    expect(gamesOf(done)).toEqual([
      { round: 1, a: 'A1', b: 'B2', kind: 'defender-a', table: 4 },
      { round: 1, a: 'A2', b: 'B1', kind: 'defender-b', table: 5 },
      { round: 1, a: 'A3', b: 'B3', kind: 'refused', table: 6 },
    ]);
  });

  it('defaults attackers to the first two listed unpaired players besides the defender', () => {
    const s = play(draftOf(teamDraftFormats.teamsOf8), [
      ['a', defender('A1'), 1],
      ['b', defender('B2'), 1],
      ['b', attackers('B5', 'B6'), 2],
    ]);
    const late = expire(s, after(182));
    expect(late.rounds[0]?.attackers).toEqual({ a: ['A2', 'A3'], b: ['B5', 'B6'] });
    expect(late.log.at(-1)).toMatchObject({
      team: 'a',
      how: 'default',
      at: iso(1 + 180),
      revealedAt: iso(181),
    });
    // The default honours the team sheet's order, not the ids: a team listed in another order.
    const reordered = startDraft({
      format: teamDraftFormats.teamsOf8,
      teams: { a: ['A8', 'A7', 'A6', 'A5', 'A4', 'A3', 'A2', 'A1'], b: team('B', 8) },
      firstPicker: 'a',
      tables: [1, 2, 3, 4, 5, 6, 7, 8],
      at: t0,
    });
    const silent = expire(ok(reordered), after(181));
    expect(silent.rounds[0]?.defenders).toEqual({ a: 'A8', b: 'B1' });
  });

  it('ignores an invalid time', () => {
    const s = draftOf(teamDraftFormats.teamsOf5);
    expect(expire(s, new Date('nope'))).toBe(s);
  });
});
