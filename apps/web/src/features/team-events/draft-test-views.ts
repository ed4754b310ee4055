import type { DraftViewReply } from '@muster/contracts';

/**
 * Test data: a teams-of-3 match drafted by hand, step by step, as the server would show it.
 * Iron Wolves (A): Ana, Ben, Cy. Red Hands (B): Dee, Eli, Fay. Tables 4, 5, 6; B picks first.
 *
 * The draft worked by hand: A defends with Ana, B with Eli; with three players each the other two
 * attack (A: Ben and Cy, B: Dee and Fay). A keeps Fay for Ana (Dee goes back), B keeps Ben for Eli
 * (Cy goes back). B picks table 5 for Eli's game, A table 4 for Ana's; Cy v Dee takes table 6.
 */

type View = DraftViewReply;
type Viewer = Pick<View, 'side' | 'canCommit'>;

export const captainA: Viewer = { side: 'a', canCommit: true };
export const memberA: Viewer = { side: 'a', canCommit: false };
export const captainB: Viewer = { side: 'b', canCommit: true };
export const spectator: Viewer = { side: null, canCommit: false };

const player = (entryId: string, username: string, faction: string | null = null) => ({
  entryId,
  username,
  faction,
});

const base = (viewer: Viewer): View => ({
  matchId: 'match-1',
  round: 2,
  formatName: 'Teams of 3',
  ...viewer,
  tables: [4, 5, 6],
  firstPicker: 'b',
  teams: {
    a: {
      teamId: 'team-a',
      name: 'Iron Wolves',
      players: [player('a1', 'Ana', 'Orks'), player('a2', 'Ben', 'Aeldari'), player('a3', 'Cy')],
    },
    b: {
      teamId: 'team-b',
      name: 'Red Hands',
      players: [player('b1', 'Dee', 'Necrons'), player('b2', 'Eli', 'Tau Empire'), player('b3', 'Fay')],
    },
  },
  pending: {
    status: 'open',
    round: 1,
    step: 'defender',
    simultaneous: true,
    waitingFor: ['a', 'b'],
    game: null,
    deadline: '2027-05-01T10:03:00.000Z',
  },
  committed: { a: false, b: false },
  ownCommit: null,
  rounds: [],
  games: [],
  log: [],
  unpaired: { a: ['a1', 'a2', 'a3'], b: ['b1', 'b2', 'b3'] },
  serverTime: '2027-05-01T10:00:00.000Z',
});

/** Round 1's defenders, not yet committed by either captain. */
export const atDefenders = (viewer: Viewer): View => base(viewer);

/** A has committed Ana as defender; B has not. Only A's own view holds the choice. */
export const afterACommitsDefender = (viewer: Viewer): View => ({
  ...base(viewer),
  pending: { ...openAt('defender'), waitingFor: ['b'] },
  committed: { a: true, b: false },
  ownCommit: viewer.side === 'a' ? { step: 'defender', player: 'a1' } : null,
  log:
    viewer.side === 'a'
      ? [
          {
            round: 1,
            step: 'defender',
            team: 'a',
            action: { step: 'defender', player: 'a1' },
            at: '2027-05-01T10:01:00.000Z',
            how: 'committed',
            revealedAt: null,
          },
        ]
      : [],
});

const openAt = (step: 'defender' | 'choice') => ({
  status: 'open' as const,
  round: 1,
  step,
  simultaneous: true,
  waitingFor: ['a' as const, 'b' as const],
  game: null,
  deadline: '2027-05-01T10:06:00.000Z',
});

const defendersRevealed = {
  round: 1,
  defenders: { a: 'a1', b: 'b2' },
  attackers: { a: ['a2', 'a3'], b: ['b1', 'b3'] },
  chosen: null,
  refused: null,
};

/** Defenders revealed (B's defender Eli committed by default), the other two forced as attackers. */
export const atChoice = (viewer: Viewer): View => ({
  ...base(viewer),
  pending: openAt('choice'),
  rounds: [defendersRevealed],
  log: [
    {
      round: 1,
      step: 'defender',
      team: 'a',
      action: { step: 'defender', player: 'a1' },
      at: '2027-05-01T10:01:00.000Z',
      how: 'committed',
      revealedAt: '2027-05-01T10:03:00.000Z',
    },
    {
      round: 1,
      step: 'defender',
      team: 'b',
      action: { step: 'defender', player: 'b2' },
      at: '2027-05-01T10:03:00.000Z',
      how: 'default',
      revealedAt: '2027-05-01T10:03:00.000Z',
    },
    {
      round: 1,
      step: 'attackers',
      team: 'a',
      action: { step: 'attackers', players: ['a2', 'a3'] },
      at: '2027-05-01T10:03:00.000Z',
      how: 'forced',
      revealedAt: '2027-05-01T10:03:00.000Z',
    },
  ],
});

const choicesRevealed = {
  ...defendersRevealed,
  chosen: { a: 'b3', b: 'a2' },
  refused: { a: 'a3', b: 'b1' },
};

/** Choices revealed: Ana v Fay and Ben v Eli, tables not yet picked; B picks first. */
export const atFirstTablePick = (viewer: Viewer): View => ({
  ...base(viewer),
  pending: {
    status: 'open',
    round: 1,
    step: 'table',
    simultaneous: false,
    waitingFor: ['b'],
    game: 'defender-b',
    deadline: '2027-05-01T10:08:00.000Z',
  },
  rounds: [choicesRevealed],
  games: [
    { round: 1, a: 'a1', b: 'b3', kind: 'defender-a', table: null },
    { round: 1, a: 'a2', b: 'b2', kind: 'defender-b', table: null },
  ],
  unpaired: { a: ['a3'], b: ['b1'] },
});

/** B has picked table 5 for Eli's game; A picks for Ana's. */
export const atSecondTablePick = (viewer: Viewer): View => ({
  ...atFirstTablePick(viewer),
  pending: {
    status: 'open',
    round: 1,
    step: 'table',
    simultaneous: false,
    waitingFor: ['a'],
    game: 'defender-a',
    deadline: '2027-05-01T10:09:00.000Z',
  },
  games: [
    { round: 1, a: 'a1', b: 'b3', kind: 'defender-a', table: null },
    { round: 1, a: 'a2', b: 'b2', kind: 'defender-b', table: 5 },
  ],
});

/** The draft done: the refused pair (Cy v Dee) took the table nobody picked. */
export const complete = (viewer: Viewer): View => ({
  ...atFirstTablePick(viewer),
  pending: { status: 'complete' },
  games: [
    { round: 1, a: 'a1', b: 'b3', kind: 'defender-a', table: 4 },
    { round: 1, a: 'a2', b: 'b2', kind: 'defender-b', table: 5 },
    { round: 1, a: 'a3', b: 'b1', kind: 'refused', table: 6 },
  ],
  unpaired: { a: [], b: [] },
});

/**
 * A teams-of-5 match at round 1's attackers step (the only format step where captains pick two):
 * A defends with p1, B with q3; A's unpaired players are p1–p5.
 */
export const fiveAtAttackers = (viewer: Viewer): View => {
  const names = ['p1', 'p2', 'p3', 'p4', 'p5'];
  const theirs = ['q1', 'q2', 'q3', 'q4', 'q5'];
  return {
    ...base(viewer),
    formatName: 'Teams of 5',
    tables: [1, 2, 3, 4, 5],
    teams: {
      a: { teamId: 'team-a', name: 'Iron Wolves', players: names.map((id) => player(id, id.toUpperCase())) },
      b: { teamId: 'team-b', name: 'Red Hands', players: theirs.map((id) => player(id, id.toUpperCase())) },
    },
    pending: { ...openAt('defender'), step: 'attackers' },
    rounds: [{ round: 1, defenders: { a: 'p1', b: 'q3' }, attackers: null, chosen: null, refused: null }],
    unpaired: { a: names, b: theirs },
  };
};
