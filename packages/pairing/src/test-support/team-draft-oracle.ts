import type { DraftAction, DraftGameKind, DraftState, TeamDraftFormat, TeamSide } from '../team-draft';
import { commit, gamesOf, startDraft, viewFor } from '../team-draft';

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

const teamOf = (letter: 'A' | 'B', size: number) =>
  Array.from({ length: size }, (_, i) => `${letter}${i + 1}`);

const start = new Date('2026-06-01T09:00:00.000Z');
const atStep = (depth: number) => new Date(start.getTime() + depth * 1000);

/** Every pair of distinct players (order as listed). */
const pairsFrom = (pool: string[]): [string, string][] =>
  pool.flatMap((x, i) => pool.slice(i + 1).map((y): [string, string] => [x, y]));

/** A plain check (vitest's expect is too slow for the hundreds of thousands of checks here). */
function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
const same = (actual: unknown, wanted: unknown, what: string) => {
  const [x, y] = [JSON.stringify(actual), JSON.stringify(wanted)];
  check(x === y, `${what}: got ${x}, wanted ${y}`);
};

const otherSide = (team: TeamSide): TeamSide => (team === 'a' ? 'b' : 'a');

/**
 * A view serialized with the yes/no of who has committed blanked out: the only thing a hidden
 * commit may change in the opponent's view (and those flags hold no player ids). Cached per state:
 * the walk asks for the same state's views once per sibling branch.
 */
const seenCache = new WeakMap<DraftState, Map<string, string>>();
function seen(state: DraftState, viewer: TeamSide | 'spectator'): string {
  let byViewer = seenCache.get(state);
  if (!byViewer) {
    byViewer = new Map();
    seenCache.set(state, byViewer);
  }
  const cached = byViewer.get(viewer);
  if (cached) return cached;
  const view = viewFor(state, viewer);
  const pending = view.pending.status === 'open' ? { ...view.pending, waitingFor: [] } : view.pending;
  const fresh = JSON.stringify({ ...view, committed: null, pending });
  byViewer.set(viewer, fresh);
  return fresh;
}

let walkCounter = 0;
const firstToCommit = new WeakMap<DraftState, TeamSide>();

/** The first of two hidden commits, shared by the sibling branches that differ only in the second. */
const firstCommits = new WeakMap<DraftState, Map<string, ReturnType<typeof commit>>>();
const viewsChecked = new WeakSet<DraftState>();
function firstCommit(state: DraftState, team: TeamSide, action: DraftAction, depth: number) {
  let byAction = firstCommits.get(state);
  if (!byAction) {
    byAction = new Map();
    firstCommits.set(state, byAction);
  }
  const key = `${team}|${depth}|${JSON.stringify(action)}`;
  const cached = byAction.get(key);
  if (cached) return cached;
  const result = commit(state, team, action, atStep(depth));
  byAction.set(key, result);
  return result;
}

/**
 * Both teams commit a hidden step, in an order that alternates from call to call; checks that the
 * first commit leaves the opponent's and spectators' views unchanged but for the committed flag,
 * and that its player ids only show in them once revealed.
 */
function commitHidden(walk: Walk, state: DraftState, actions: Record<TeamSide, DraftAction>, depth: number) {
  // Who commits first alternates from one state to the next (the same for a state's siblings).
  let first = firstToCommit.get(state);
  if (!first) {
    walkCounter += 1;
    first = walkCounter % 2 === 0 ? 'a' : 'b';
    firstToCommit.set(state, first);
  }
  const second = otherSide(first);
  const once = firstCommit(state, first, actions[first], depth);
  check(once.ok, `refused ${JSON.stringify(actions[first])}: ${JSON.stringify(once)}`);
  if (walk.checkViews && !viewsChecked.has(once.state)) {
    viewsChecked.add(once.state);
    const hiddenIds = idsIn(actions[first]);
    for (const viewer of [second, 'spectator'] as const) {
      const before = seen(state, viewer);
      const after = seen(once.state, viewer);
      for (const id of hiddenIds)
        if (!before.includes(`"${id}"`))
          check(!after.includes(`"${id}"`), `${viewer} sees hidden ${id}: ${after}`);
      check(after === before, `${viewer}'s view changed: ${after}`);
      check(viewFor(once.state, viewer).committed[first], `${viewer} is not told ${first} committed`);
    }
    same(viewFor(once.state, first).ownCommit, actions[first], 'own commit');
  }
  const both = commit(once.state, second, actions[second], atStep(depth));
  check(both.ok, `refused ${JSON.stringify(actions[second])}: ${JSON.stringify(both)}`);
  if (walk.checkViews) {
    // Revealed: now everyone sees both commits.
    const spectator = seen(both.state, 'spectator');
    for (const id of [...idsIn(actions.a), ...idsIn(actions.b)])
      check(spectator.includes(`"${id}"`), `${id} not revealed to spectators`);
  }
  return both.state;
}

const idsIn = (action: DraftAction): string[] =>
  action.step === 'attackers' ? [...action.players] : action.step === 'table' ? [] : [action.player];

function pickTable(state: DraftState, team: TeamSide, table: number, depth: number) {
  const result = commit(state, team, { step: 'table', table }, atStep(depth));
  check(result.ok, `refused table ${table} for ${team}: ${JSON.stringify(result)}`);
  return result.state;
}

type Pools = Record<TeamSide, string[]>;

/** Walk the whole draft; onLeaf gets the engine's final state and the games the rules give. */
function walkDraft(walk: Walk) {
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
      if (steps.attackers === 'the-other-two') same([restA.length, restB.length], [2, 2], 'players left');
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
              const gameOfA: ExpectedGame = {
                round,
                a: defenderA,
                b: chosenByA,
                kind: 'defender-a',
                table: null,
              };
              const gameOfB: ExpectedGame = {
                round,
                a: chosenByB,
                b: defenderB,
                kind: 'defender-b',
                table: null,
              };
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
  check(pools.a.includes(refused.a) && pools.b.includes(refused.b), 'refused attackers are unpaired');
  const expected: ExpectedGame[] = [
    ...games,
    { round, a: refused.a, b: refused.b, kind: 'refused', table: free[0] ?? null },
  ];
  if (walk.format.final === 'refused-vs-refused-and-last-vs-last') {
    same([lastA.length, lastB.length], [1, 1], 'last players');
    expected.push({ round, a: lastA[0] ?? '', b: lastB[0] ?? '', kind: 'last', table: free[1] ?? null });
  } else {
    same([lastA.length, lastB.length], [0, 0], 'players left');
  }
  walk.onLeaf(state, expected);
}

/** The checks every finished draft must pass, whatever the choices were. */
function checkFinishedDraft(state: DraftState, expected: ExpectedGame[], tables: number[]) {
  const games = gamesOf(state);
  const key = (g: ExpectedGame) => `${g.round}|${g.kind}|${g.a}|${g.b}|${g.table}`;
  same(games.map(key).sort(), expected.map(key).sort(), 'games');
  const size = state.teams.a.length;
  same(games.length, size, 'number of games');
  // Everyone exactly once, each game one A player against one B player.
  same(games.map((g) => g.a).sort(), teamOf('A', size).sort(), 'team A players');
  same(games.map((g) => g.b).sort(), teamOf('B', size).sort(), 'team B players');
  // Every table of the block exactly once.
  same(games.map((g) => g.table).sort(), [...tables].sort(), 'tables');
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

export const blockOf = (size: number, from: number) => Array.from({ length: size }, (_, i) => from + i);

/** Walk every draft the walk allows, checking each finished one; how many there were. */
export function runDraftWalk(walk: Omit<Walk, 'onLeaf'>) {
  let leaves = 0;
  walkDraft({
    ...walk,
    onLeaf: (state, expected) => {
      leaves += 1;
      checkFinishedDraft(state, expected, walk.tables);
    },
  });
  return leaves;
}

/** One table per decision, turning through the options, so every pick position gets used. */
export const rotatingTable = () => {
  let turn = 0;
  return <T>(options: T[], visit: (option: T) => void) => {
    const option = options[turn % options.length];
    turn += 1;
    if (option !== undefined) visit(option);
  };
};
