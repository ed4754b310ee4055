import { draftFormatProblem, type PlayerId, type TeamDraftFormat, type TeamSide } from './draft-format';
import type {
  DraftAction,
  DraftGame,
  DraftLogEntry,
  DraftRefusalCode,
  DraftResult,
  DraftRoundRecord,
  DraftState,
  PendingStep,
  PlannedStep,
} from './draft-model';

/**
 * The team pairing draft as a state machine. Every function is pure: it returns a new state and
 * never throws on bad input (a refusal with a code and a plain-English message instead). Times come
 * from the caller (an injected clock), so the log and the deadlines are deterministic.
 */

const sides: readonly TeamSide[] = ['a', 'b'];
const other = (team: TeamSide): TeamSide => (team === 'a' ? 'b' : 'a');
const refuse = (code: DraftRefusalCode, message: string): DraftResult => ({ ok: false, code, message });
const validTime = (at: unknown): at is Date => at instanceof Date && !Number.isNaN(at.getTime());

/** The steps in order, from the format: hidden steps by both, then the table picks of the round. */
export function draftPlan(format: TeamDraftFormat, firstPicker: TeamSide): PlannedStep[] {
  const plan: PlannedStep[] = [];
  format.rounds.forEach((steps, index) => {
    const round = index + 1;
    plan.push({ round, step: 'defender', by: 'both' });
    if (steps.attackers === 'commit') plan.push({ round, step: 'attackers', by: 'both' });
    plan.push({ round, step: 'choice', by: 'both' });
    if (format.tableChoice.kind === 'defender-picks') {
      const swap = format.tableChoice.order === 'alternate-each-round' && round % 2 === 0;
      const first = swap ? other(firstPicker) : firstPicker;
      for (const team of [first, other(first)])
        plan.push({ round, step: 'table', by: team, game: team === 'a' ? 'defender-a' : 'defender-b' });
    }
  });
  return plan;
}

export function startDraft(input: {
  format: TeamDraftFormat;
  teams: { a: readonly PlayerId[]; b: readonly PlayerId[] };
  firstPicker: TeamSide;
  tables: readonly number[];
  at: Date;
}): DraftResult {
  const { format, teams, firstPicker, tables, at } = input;
  const formatProblem = draftFormatProblem(format);
  if (formatProblem) return refuse('invalid-format', formatProblem);
  if (!validTime(at)) return refuse('invalid-time', 'The draft needs a valid start time.');
  if (firstPicker !== 'a' && firstPicker !== 'b')
    return refuse('unknown-team', 'The first picker must be team A or team B.');
  for (const team of sides) {
    const players = teams[team];
    if (!Array.isArray(players) || players.length !== format.size)
      return refuse('invalid-teams', `Each team needs exactly ${format.size} players.`);
    if (players.some((p) => typeof p !== 'string' || p === ''))
      return refuse('invalid-teams', 'Every player needs an id.');
  }
  const everyone = [...teams.a, ...teams.b];
  if (new Set(everyone).size !== everyone.length)
    return refuse('invalid-teams', 'A player can only be listed once, in one team.');
  if (
    tables.length !== format.size ||
    tables.some((t) => !Number.isInteger(t) || t < 1) ||
    new Set(tables).size !== tables.length
  )
    return refuse('invalid-tables', `The match needs a block of ${format.size} different table numbers.`);
  return {
    ok: true,
    state: {
      format,
      teams: { a: [...teams.a], b: [...teams.b] },
      firstPicker,
      tables: [...tables],
      plan: draftPlan(format, firstPicker),
      stepIndex: 0,
      stepStartedAt: at.toISOString(),
      pending: { a: null, b: null },
      rounds: [],
      games: [],
      log: [],
    },
  };
}

const currentStep = (state: DraftState): PlannedStep | undefined => state.plan[state.stepIndex];

const deadlineOf = (state: DraftState, step: PlannedStep): number =>
  Date.parse(state.stepStartedAt) + state.format.secondsPerStep[step.step] * 1000;

export function pendingStep(state: DraftState): PendingStep {
  const step = currentStep(state);
  if (!step) return { status: 'complete' };
  const waitingFor = step.by === 'both' ? sides.filter((team) => state.pending[team] === null) : [step.by];
  return {
    status: 'open',
    round: step.round,
    step: step.step,
    simultaneous: step.by === 'both',
    waitingFor,
    game: step.step === 'table' ? step.game : null,
    deadline: new Date(deadlineOf(state, step)).toISOString(),
  };
}

/** The games set so far, in order; all N of them once the draft is complete. */
export const gamesOf = (state: DraftState): DraftGame[] => state.games.map((game) => ({ ...game }));

const pairedPlayers = (state: DraftState) => new Set(state.games.flatMap((g) => [g.a, g.b]));
const unpairedOf = (state: DraftState, team: TeamSide) => {
  const paired = pairedPlayers(state);
  return state.teams[team].filter((p) => !paired.has(p));
};
const roundRecord = (state: DraftState, round: number): DraftRoundRecord =>
  state.rounds.find((r) => r.round === round) ?? {
    round,
    defenders: null,
    attackers: null,
    chosen: null,
    refused: null,
  };
const withRound = (state: DraftState, record: DraftRoundRecord): DraftState => ({
  ...state,
  rounds: [...state.rounds.filter((r) => r.round !== record.round), record].sort((x, y) => x.round - y.round),
});
const freeTables = (state: DraftState) => {
  const used = new Set(state.games.map((g) => g.table));
  return state.tables.filter((t) => !used.has(t));
};

/** Why a player may not be used by `team` now (null when they may). */
function playerProblem(
  state: DraftState,
  team: TeamSide,
  player: unknown,
  message: string,
): DraftResult | null {
  if (typeof player !== 'string' || !(state.teams.a.includes(player) || state.teams.b.includes(player)))
    return refuse('unknown-player', `That player is not in this match. ${message}`);
  if (!state.teams[team].includes(player))
    return refuse('not-your-player', `That player is on the other team. ${message}`);
  if (pairedPlayers(state).has(player))
    return refuse('already-paired', `That player is already paired. ${message}`);
  return null;
}

/** The refusal for an action that breaks the rules at this step, or null when it is legal. */
function actionProblem(state: DraftState, team: TeamSide, action: DraftAction): DraftResult | null {
  const step = currentStep(state);
  if (!step) return refuse('draft-complete', 'The draft is complete.');
  const record = roundRecord(state, step.round);
  switch (action.step) {
    case 'defender':
      return playerProblem(state, team, action.player, 'Choose your defender from your unpaired players.');
    case 'attackers': {
      const players = action.players;
      if (!Array.isArray(players) || players.length !== 2)
        return refuse('wrong-attacker-count', 'Offer exactly two attackers.');
      for (const player of players) {
        const problem = playerProblem(
          state,
          team,
          player,
          'Offer two of your unpaired players as attackers.',
        );
        if (problem) return problem;
        if (record.defenders?.[team] === player)
          return refuse(
            'defender-cannot-attack',
            'Your defender cannot also attack. Offer two other players.',
          );
      }
      if (players[0] === players[1]) return refuse('same-attacker-twice', 'Offer two different attackers.');
      return null;
    }
    case 'choice': {
      const offered: readonly PlayerId[] = record.attackers?.[other(team)] ?? [];
      if (typeof action.player !== 'string' || !offered.includes(action.player))
        return refuse('not-offered', 'Choose one of the two attackers offered against your defender.');
      return null;
    }
    case 'table': {
      if (!state.tables.includes(action.table))
        return refuse('unknown-table', `Choose one of this match's tables: ${state.tables.join(', ')}.`);
      if (!freeTables(state).includes(action.table))
        return refuse('table-taken', 'That table already has a game. Choose a free table.');
      return null;
    }
  }
}

const stepWords = {
  defender: 'a defender',
  attackers: 'two attackers',
  choice: 'an attacker',
  table: 'a table',
};

function isAction(action: unknown): action is DraftAction {
  if (typeof action !== 'object' || action === null) return false;
  const step = (action as { step?: unknown }).step;
  return step === 'defender' || step === 'attackers' || step === 'choice' || step === 'table';
}

/** A captain's commit at the current step, at time `at`. */
export function commit(state: DraftState, team: TeamSide, action: DraftAction, at: Date): DraftResult {
  if (!validTime(at)) return refuse('invalid-time', 'The commit needs a valid time.');
  if (team !== 'a' && team !== 'b') return refuse('unknown-team', 'Only team A or team B can commit.');
  const step = currentStep(state);
  if (!step) return refuse('draft-complete', 'The draft is complete; nothing more can be committed.');
  if (!isAction(action)) return refuse('malformed-action', 'Say which step this commit is for.');
  if (action.step !== step.step)
    return refuse(
      'wrong-step',
      `This is not the time to choose ${stepWords[action.step]}: the draft is at choosing ${stepWords[step.step]}.`,
    );
  if (step.by !== 'both' && step.by !== team)
    return refuse('not-your-turn', 'It is the other team’s turn to pick a table.');
  if (state.pending[team]) return refuse('already-committed', 'You have already committed this step.');
  if (at.getTime() > deadlineOf(state, step))
    return refuse('time-up', 'The time for this step ran out; the default choice applies.');
  const problem = actionProblem(state, team, action);
  if (problem) return problem;
  return { ok: true, state: applyCommit(state, team, cleanAction(action), at.toISOString(), 'committed') };
}

/** Only the fields of the action (a caller's object may carry more). */
function cleanAction(action: DraftAction): DraftAction {
  switch (action.step) {
    case 'attackers':
      return { step: 'attackers', players: [...action.players] };
    case 'table':
      return { step: 'table', table: action.table };
    default:
      return { step: action.step, player: action.player };
  }
}

function applyCommit(
  state: DraftState,
  team: TeamSide,
  action: DraftAction,
  at: string,
  how: 'committed' | 'default',
): DraftState {
  const step = currentStep(state);
  if (!step) return state;
  if (step.by !== 'both') {
    // A table pick: public at once.
    const entry: DraftLogEntry = { round: step.round, step: 'table', team, action, at, how, revealedAt: at };
    const table = action.step === 'table' ? action.table : null;
    const games = state.games.map((g) =>
      step.step === 'table' && g.round === step.round && g.kind === step.game ? { ...g, table } : g,
    );
    return advance({ ...state, games, log: [...state.log, entry] }, at);
  }
  const entry: DraftLogEntry = {
    round: step.round,
    step: step.step,
    team,
    action,
    at,
    how,
    revealedAt: null,
  };
  const next: DraftState = {
    ...state,
    pending: { ...state.pending, [team]: action },
    log: [...state.log, entry],
  };
  return next.pending.a && next.pending.b ? reveal(next, at) : next;
}

/** Both have committed: show both, apply the step, and move on. */
function reveal(state: DraftState, at: string): DraftState {
  const step = currentStep(state);
  const { a, b } = state.pending;
  if (!step || !a || !b) return state;
  const log = state.log.map((e) =>
    e.round === step.round && e.step === step.step && e.revealedAt === null ? { ...e, revealedAt: at } : e,
  );
  let next: DraftState = { ...state, log, pending: { a: null, b: null } };
  const record = roundRecord(next, step.round);
  if (a.step === 'defender' && b.step === 'defender') {
    next = withRound(next, { ...record, defenders: { a: a.player, b: b.player } });
    if (next.format.rounds[step.round - 1]?.attackers === 'the-other-two')
      next = forceAttackers(next, step.round, at);
  } else if (a.step === 'attackers' && b.step === 'attackers') {
    next = withRound(next, { ...record, attackers: { a: pairOf(a.players), b: pairOf(b.players) } });
  } else if (a.step === 'choice' && b.step === 'choice' && record.defenders && record.attackers) {
    const refused = {
      a: record.attackers.a.find((p) => p !== b.player) ?? '',
      b: record.attackers.b.find((p) => p !== a.player) ?? '',
    };
    next = withRound(next, { ...record, chosen: { a: a.player, b: b.player }, refused });
    next = addGames(next, [
      { round: step.round, a: record.defenders.a, b: a.player, kind: 'defender-a' },
      { round: step.round, a: b.player, b: record.defenders.b, kind: 'defender-b' },
    ]);
  }
  return advance(next, at);
}

const pairOf = (players: readonly PlayerId[]): readonly [PlayerId, PlayerId] => [
  players[0] ?? '',
  players[1] ?? '',
];

/** A round on the last three: the two players besides the defender are the attackers, logged as forced. */
function forceAttackers(state: DraftState, round: number, at: string): DraftState {
  const record = roundRecord(state, round);
  const attackers = {
    a: pairOf(unpairedOf(state, 'a').filter((p) => p !== record.defenders?.a)),
    b: pairOf(unpairedOf(state, 'b').filter((p) => p !== record.defenders?.b)),
  };
  const entries: DraftLogEntry[] = sides.map((team) => ({
    round,
    step: 'attackers',
    team,
    action: { step: 'attackers', players: [...attackers[team]] },
    at,
    how: 'forced',
    revealedAt: at,
  }));
  return withRound({ ...state, log: [...state.log, ...entries] }, { ...record, attackers });
}

/** New games; with organiser tables each takes the block's next table in game order. */
function addGames(state: DraftState, games: Omit<DraftGame, 'table'>[]): DraftState {
  const organiser = state.format.tableChoice.kind === 'organiser';
  const added = games.map((game, i) => ({
    ...game,
    table: organiser ? (state.tables[state.games.length + i] ?? null) : null,
  }));
  return { ...state, games: [...state.games, ...added] };
}

/** The next step starts now; after the last one, the final games are paired. */
function advance(state: DraftState, at: string): DraftState {
  const next = { ...state, stepIndex: state.stepIndex + 1, stepStartedAt: at };
  return next.stepIndex >= next.plan.length ? finalGames(next) : next;
}

function finalGames(state: DraftState): DraftState {
  const lastRound = state.format.rounds.length;
  const refused = roundRecord(state, lastRound).refused;
  if (!refused) return state;
  const games: Omit<DraftGame, 'table'>[] = [
    { round: lastRound, a: refused.a, b: refused.b, kind: 'refused' },
  ];
  if (state.format.final === 'refused-vs-refused-and-last-vs-last') {
    const lastA = unpairedOf(state, 'a').find((p) => p !== refused.a);
    const lastB = unpairedOf(state, 'b').find((p) => p !== refused.b);
    if (lastA && lastB) games.push({ round: lastRound, a: lastA, b: lastB, kind: 'last' });
  }
  if (state.format.tableChoice.kind === 'organiser') return addGames(state, games);
  // Picked tables: the final games take the tables nobody picked, in block order.
  const free = freeTables(state);
  return { ...state, games: [...state.games, ...games.map((g, i) => ({ ...g, table: free[i] ?? null }))] };
}

/**
 * The default for a team that let the time run out, from its team-sheet order (first listed =
 * the captain's first choice): the first-listed unpaired player defends; the first two listed
 * unpaired players other than the defender attack; of the two attackers offered against the
 * defender, the one listed first on the opponent's sheet is chosen; the first free table of the
 * block (in block order) is picked.
 */
export function defaultAction(state: DraftState, team: TeamSide): DraftAction | null {
  const step = currentStep(state);
  if (!step) return null;
  const record = roundRecord(state, step.round);
  switch (step.step) {
    case 'defender': {
      const player = unpairedOf(state, team)[0];
      return player ? { step: 'defender', player } : null;
    }
    case 'attackers':
      return {
        step: 'attackers',
        players: unpairedOf(state, team)
          .filter((p) => p !== record.defenders?.[team])
          .slice(0, 2),
      };
    case 'choice': {
      const offered: readonly PlayerId[] = record.attackers?.[other(team)] ?? [];
      const player = state.teams[other(team)].find((p) => offered.includes(p));
      return player ? { step: 'choice', player } : null;
    }
    case 'table': {
      const table = freeTables(state)[0];
      return table === undefined ? null : { step: 'table', table };
    }
  }
}

/**
 * Apply the defaults for every step whose time ran out by `now`: each team that had not committed
 * gets defaultAction, logged as 'default' at the deadline; the step is revealed at the deadline and
 * the next step's time starts there, so a long silence defaults step after step.
 */
export function expire(state: DraftState, now: Date): DraftState {
  if (!validTime(now)) return state;
  let next = state;
  for (;;) {
    const step = currentStep(next);
    if (!step) return next;
    const deadline = deadlineOf(next, step);
    if (now.getTime() <= deadline) return next;
    const at = new Date(deadline).toISOString();
    const before = next;
    const index = next.stepIndex;
    for (const team of step.by === 'both' ? sides : [step.by]) {
      if (next.stepIndex !== index || next.pending[team]) continue;
      const action = defaultAction(next, team);
      if (action) next = applyCommit(next, team, action, at, 'default');
    }
    if (next === before) return next; // nothing to default: cannot happen for a sound format
  }
}
