import { expect } from 'vitest';
import { commit, gamesOf, startDraft, viewFor } from '../team-draft';
import type { DraftAction, DraftGameKind, DraftState, TeamDraftFormat, TeamSide } from '../team-draft';

/**
 * A test oracle for the team draft, written from the rules text rather than from the engine: it
 * keeps its own pools of unpaired players and free tables, walks the draft as nested loops over
 * every legal choice (or one random choice per decision), drives the engine with the same choices,
 * and works out by hand the games the rules say must come out.
 *
 * Rules, as the issue states them: each round both captains secretly commit a defender from their
 * unpaired players; then two attackers from their other unpaired players (or, when three are left,
 * the other two are the attackers); then each picks one of the two attackers offered against its
 * own defender, who plays that defender; the refused attacker goes back to its pool. After the last
 * round the two refused attackers play each other, and with 8 players the last two play each other.
 * Tables: organiser — the block's tables in game order; defender-picks — each team picks its own
 * defender's table from the free ones, the first picker first (or alternating by round), and the
 * final games take the tables left in block order.
 */

export type ExpectedGame = { round: number; a: string; b: string; kind: DraftGameKind; table: number | null };

export type Walk = {
  format: TeamDraftFormat;
  firstPicker: TeamSide;
  tables: number[];
  /** Every option (exhaustive) or one of them (random, table rotation…). */
  each: <T>(options: T[], visit: (option: T) => void) => void;
  /** For table picks: may be narrower than `each` (e.g. only one pick per node). */
  eachTable: <T>(options: T[], visit: (option: T) => void) => void;
  /** Check the views around every hidden commit (who must not see what). */
  checkViews: boolean;
  onLeaf: (state: DraftState, expected: ExpectedGame[]) => void;
};

export const teamOf = (letter: 'A' | 'B', size: number) =>
  Array.from({ length: size }, (_, i) => `${letter}${i + 1}`);

const start = new Date('2026-06-01T09:00:00.000Z');
const atStep = (depth: number) => new Date(start.getTime() + depth * 1000);

/** Every pair of distinct players (order as listed). */
export const pairsFrom = (pool: string[]): [string, string][] =>
  pool.flatMap((x, i) => pool.slice(i + 1).map((y): [string, string] => [x, y]));

const otherSide = (team: TeamSide): TeamSide => (team === 'a' ? 'b' : 'a');

/** Blank out the yes/no of who has committed: the only thing a hidden commit may change in a view. */
const withoutCommitFlags = (state: DraftState, viewer: TeamSide | 'spectator') => {
  const view = viewFor(state, viewer);
  const pending = view.pending.status === 'open' ? { ...view.pending, waitingFor: [] } : view.pending;
  return JSON.stringify({ ...view, committed: null, pending });
};

let walkCounter = 0;

/**
 * Both teams commit a hidden step, in an order that alternates from call to call; checks that the
 * first commit leaves the opponent's and spectators' views unchanged but for the committed flag,
 * and that its player ids only show in them once revealed.
 */
function commitHidden(walk: Walk, state: DraftState, actions: Record<TeamSide, DraftAction>, depth: number) {
  walkCounter += 1;
  const first: TeamSide = walkCounter % 2 === 0 ? 'a' : 'b';
  const second = otherSide(first);
  const once = commit(state, first, actions[first], atStep(depth));
  expect(once.ok, JSON.stringify(once)).toBe(true);
  if (!once.ok) throw new Error('refused');
  if (walk.checkViews) {
    const hiddenIds = idsIn(actions[first]);
    for (const viewer of [second, 'spectator'] as const) {
      const before = JSON.stringify(viewFor(state, viewer));
      const after = JSON.stringify(viewFor(once.state, viewer));
      for (const id of hiddenIds) if (!before.includes(`"${id}"`)) expect(after).not.toContain(`"${id}"`);
      expect(withoutCommitFlags(once.state, viewer)).toBe(withoutCommitFlags(state, viewer));
      expect(viewFor(once.state, viewer).committed[first]).toBe(true);
    }
    expect(viewFor(once.state, first).ownCommit).toEqual(actions[first]);
  }
  const both = commit(once.state, second, actions[second], atStep(depth));
  expect(both.ok, JSON.stringify(both)).toBe(true);
  if (!both.ok) throw new Error('refused');
  if (walk.checkViews) {
    // Revealed: now everyone sees both commits.
    const spectator = JSON.stringify(viewFor(both.state, 'spectator'));
    for (const id of [...idsIn(actions.a), ...idsIn(actions.b)]) expect(spectator).toContain(`"${id}"`);
  }
  return both.state;
}

const idsIn = (action: DraftAction): string[] =>
  action.step === 'attackers' ? [...action.players] : action.step === 'table' ? [] : [action.player];

function pickTable(state: DraftState, team: TeamSide, table: number, depth: number) {
  const result = commit(state, team, { step: 'table', table }, atStep(depth));
  expect(result.ok, JSON.stringify(result)).toBe(true);
  if (!result.ok) throw new Error('refused');
  return result.state;
}

type Pools = Record<TeamSide, string[]>;

/** Walk the whole draft; onLeaf gets the engine's final state and the games the rules give. */
export function walkDraft(walk: Walk) {
  const { format, firstPicker, tables } = walk;
  const started = startDraft({
    format,
    teams: { a: teamOf('A', format.size), b: teamOf('B', format.size) },
    firstPicker,
    tables,
    at: start,
  });
  if (!started.ok) throw new Error(started.message);
  const pools: Pools = { a: teamOf('A', format.size), b: teamOf('B', format.size) };
  playRound(walk, started.state, 0, pools, [], [...tables], 1, null);
}

function playRound(
  walk: Walk,
  state: DraftState,
  index: number,
  pools: Pools,
  games: ExpectedGame[],
  free: number[],
  depth: number,
  lastRefused: Record<TeamSide, string> | null,
) {
  const { format } = walk;
  const round = index + 1;
  const steps = format.rounds[index];
  if (!steps) {
    finish(walk, state, pools, games, free, lastRefused);
    return;
  }
  walk.each(pools.a, (defenderA) =>
    walk.each(pools.b, (defenderB) => {
      const afterDefenders = commitHidden(
        walk,
        state,
        { a: { step: 'defender', player: defenderA }, b: { step: 'defender', player: defenderB } },
        depth,
      );
      const restA = pools.a.filter((p) => p !== defenderA);
      const restB = pools.b.filter((p) => p !== defenderB);
      const offersA = steps.attackers === 'commit' ? pairsFrom(restA) : [restA as [string, string]];
      const offersB = steps.attackers === 'commit' ? pairsFrom(restB) : [restB as [string, string]];
      if (steps.attackers === 'the-other-two') expect([restA.length, restB.length]).toEqual([2, 2]);
      walk.each(offersA, (offerA) =>
        walk.each(offersB, (offerB) => {
          const afterAttackers =
            steps.attackers === 'commit'
              ? commitHidden(
                  walk,
                  afterDefenders,
                  { a: { step: 'attackers', players: offerA }, b: { step: 'attackers', players: offerB } },
                  depth + 1,
                )
              : afterDefenders;
          // Team A picks one of B's offer to play A's defender, and the other way round.
          walk.each(offerB, (chosenByA) =>
            walk.each(offerA, (chosenByB) => {
              const afterChoices = commitHidden(
                walk,
                afterAttackers,
                { a: { step: 'choice', player: chosenByA }, b: { step: 'choice', player: chosenByB } },
                depth + 2,
              );
              const refused = {
                a: offerA[0] === chosenByB ? offerA[1] : offerA[0],
                b: offerB[0] === chosenByA ? offerB[1] : offerB[0],
              };
              const nextPools: Pools = {
                a: pools.a.filter((p) => p !== defenderA && p !== chosenByB),
                b: pools.b.filter((p) => p !== defenderB && p !== chosenByA),
              };
              const gameOfA: ExpectedGame = { round, a: defenderA, b: chosenByA, kind: 'defender-a', table: null };
              const gameOfB: ExpectedGame = { round, a: chosenByB, b: defenderB, kind: 'defender-b', table: null };
              if (walk.format.tableChoice.kind === 'organiser') {
                const [t1, t2, ...rest] = free;
                playRound(
                  walk,
                  afterChoices,
                  index + 1,
                  nextPools,
                  [...games, { ...gameOfA, table: t1 ?? null }, { ...gameOfB, table: t2 ?? null }],
                  rest,
                  depth + 3,
                  refused,
                );
                return;
              }
              const alternate = walk.format.tableChoice.order === 'alternate-each-round' && round % 2 === 0;
              const firstTeam = alternate ? otherSide(walk.firstPicker) : walk.firstPicker;
              const gameOf = (team: TeamSide) => (team === 'a' ? gameOfA : gameOfB);
              walk.eachTable(free, (firstTable) => {
                const afterFirst = pickTable(afterChoices, firstTeam, firstTable, depth + 3);
                const stillFree = free.filter((t) => t !== firstTable);
                walk.eachTable(stillFree, (secondTable) => {
                  const afterSecond = pickTable(afterFirst, otherSide(firstTeam), secondTable, depth + 4);
                  playRound(
                    walk,
                    afterSecond,
                    index + 1,
                    nextPools,
                    [
                      ...games,
                      { ...gameOf(firstTeam), table: firstTable },
                      { ...gameOf(otherSide(firstTeam)), table: secondTable },
                    ],
                    stillFree.filter((t) => t !== secondTable),
                    depth + 5,
                    refused,
                  );
                });
              });
            }),
          );
        }),
      );
    }),
  );
}

function finish(
  walk: Walk,
  state: DraftState,
  pools: Pools,
  games: ExpectedGame[],
  free: number[],
  refused: Record<TeamSide, string> | null,
) {
  if (!refused) throw new Error('no round was played');
  const round = walk.format.rounds.length;
  const lastA = pools.a.filter((p) => p !== refused.a);
  const lastB = pools.b.filter((p) => p !== refused.b);
  // The refused attackers are still unpaired, plus one more each for refused-and-last.
  expect(pools.a).toContain(refused.a);
  expect(pools.b).toContain(refused.b);
  const expected: ExpectedGame[] = [
    ...games,
    { round, a: refused.a, b: refused.b, kind: 'refused', table: free[0] ?? null },
  ];
  if (walk.format.final === 'refused-vs-refused-and-last-vs-last') {
    expect([lastA.length, lastB.length]).toEqual([1, 1]);
    expected.push({ round, a: lastA[0] ?? '', b: lastB[0] ?? '', kind: 'last', table: free[1] ?? null });
  } else {
    expect([lastA.length, lastB.length]).toEqual([0, 0]);
  }
  walk.onLeaf(state, expected);
}

/** The checks every finished draft must pass, whatever the choices were. */
export function checkFinishedDraft(state: DraftState, expected: ExpectedGame[], tables: number[]) {
  const games = gamesOf(state);
  const key = (g: ExpectedGame) => `${g.round}|${g.kind}|${g.a}|${g.b}|${g.table}`;
  expect(games.map(key).sort()).toEqual(expected.map(key).sort());
  const size = state.teams.a.length;
  expect(games).toHaveLength(size);
  // Everyone exactly once, each game one A player against one B player.
  expect(games.map((g) => g.a).sort()).toEqual(teamOf('A', size).sort());
  expect(games.map((g) => g.b).sort()).toEqual(teamOf('B', size).sort());
  // Every table of the block exactly once.
  expect(games.map((g) => g.table).sort()).toEqual([...tables].sort());
}

/** Exhaustive iteration, and one random option from a seeded source. */
export const everyOption = <T>(options: T[], visit: (option: T) => void) => {
  for (const option of options) visit(option);
};
export const oneRandomOption =
  (random: () => number) =>
  <T>(options: T[], visit: (option: T) => void) => {
    const option = options[Math.floor(random() * options.length)];
    if (option !== undefined) visit(option);
  };
