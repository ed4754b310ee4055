import { z } from 'zod';
import { entryStatuses } from './tournaments';

export * from './tournament-team-settings';

const uuid = (what: string) => z.uuid(`Invalid ${what} id format`);
export const teamParamsSchema = z.object({ id: uuid('tournament'), teamId: uuid('team') });
export const teamMemberParamsSchema = teamParamsSchema.extend({ userId: uuid('user') });
export const teamMatchParamsSchema = z.object({ id: uuid('tournament'), matchId: uuid('team match') });

export const teamCreateSchema = z.object({
  name: z.string().trim().min(3, 'The team needs a name of at least 3 characters.').max(60),
  /** Club or country, shown beside the name. */
  club: z.string().trim().max(80).nullish(),
});
export const teamInviteSchema = z.object({ username: z.string().trim().min(1, 'Give a username.').max(60) });
/** The captain's team sheet: every member once, in the order the draft's defaults follow. */
export const teamOrderSchema = z.object({
  userIds: z.array(uuid('user')).min(1).max(8),
});
export const teamActionSchema = z.object({
  action: z.enum(['approve', 'promote', 'check-in', 'undo-check-in', 'drop', 'reinstate']),
});

export const teamMemberSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  /** Team-sheet position, 1 first. */
  slot: z.number().int(),
  status: z.enum(['invited', 'accepted']),
  captain: z.boolean(),
  /** The member's event entry (their list, check-in and games hang off it); null while invited. */
  entryId: z.uuid().nullable(),
  /** Faction of the submitted list, when there is one. */
  faction: z.string().nullable(),
});
export const teamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  club: z.string().nullable(),
  captainId: z.uuid(),
  status: z.enum(entryStatuses),
  checkedIn: z.boolean(),
  droppedAfterRound: z.number().int().nullable(),
  registeredAt: z.iso.datetime(),
  members: z.array(teamMemberSchema),
  /** Every seat filled by a member who accepted. */
  complete: z.boolean(),
});
export type Team = z.infer<typeof teamSchema>;
export const teamListSchema = z.object({
  teamSize: z.number().int(),
  teams: z.array(teamSchema),
  /** The viewer's team (as captain, member or invitee), if any. */
  mine: z.object({ teamId: z.uuid(), role: z.enum(['captain', 'member', 'invited']) }).nullable(),
});
export type TeamList = z.infer<typeof teamListSchema>;

const side = z.enum(['a', 'b']);
const draftActionSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('defender'), player: z.uuid('Choose one of your players.') }),
  z.object({
    step: z.literal('attackers'),
    players: z.array(z.uuid('Choose two of your players.')).max(2),
  }),
  z.object({ step: z.literal('choice'), player: z.uuid('Choose one of the attackers offered.') }),
  z.object({ step: z.literal('table'), table: z.number().int().min(1).max(10_000) }),
]);
export const draftCommitSchema = z.object({ action: draftActionSchema });
export type DraftCommit = z.infer<typeof draftCommitSchema>;

const pairOf = <T extends z.ZodType>(item: T) => z.object({ a: item, b: item });
const draftRoundSchema = z.object({
  round: z.number().int(),
  defenders: pairOf(z.string()).nullable(),
  attackers: pairOf(z.array(z.string())).nullable(),
  chosen: pairOf(z.string()).nullable(),
  refused: pairOf(z.string()).nullable(),
});
const draftGameSchema = z.object({
  round: z.number().int(),
  a: z.string(),
  b: z.string(),
  kind: z.enum(['defender-a', 'defender-b', 'refused', 'last']),
  table: z.number().int().nullable(),
});
const draftLogSchema = z.object({
  round: z.number().int(),
  step: z.enum(['defender', 'attackers', 'choice', 'table']),
  team: side,
  action: draftActionSchema,
  at: z.iso.datetime(),
  how: z.enum(['committed', 'default', 'forced']),
  revealedAt: z.iso.datetime().nullable(),
});
const pendingSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('complete') }),
  z.object({
    status: z.literal('open'),
    round: z.number().int(),
    step: z.enum(['defender', 'attackers', 'choice', 'table']),
    simultaneous: z.boolean(),
    waitingFor: z.array(side),
    game: z.enum(['defender-a', 'defender-b']).nullable(),
    deadline: z.iso.datetime(),
  }),
]);
const draftPlayerSchema = z.object({
  entryId: z.uuid(),
  username: z.string(),
  faction: z.string().nullable(),
});
const draftTeamSchema = z.object({
  teamId: z.uuid(),
  name: z.string(),
  /** In team-sheet order. */
  players: z.array(draftPlayerSchema),
});

/** A team match's draft as one viewer may see it: hidden commits stay hidden until both are in. */
export const draftViewSchema = z.object({
  matchId: z.uuid(),
  round: z.number().int(),
  formatName: z.string(),
  /** The viewer's side, when they are on one of the teams; null for spectators. */
  side: side.nullable(),
  /** The viewer is their team's captain: only captains commit (time-outs apply the team sheet). */
  canCommit: z.boolean(),
  tables: z.array(z.number().int()),
  firstPicker: side,
  teams: z.object({ a: draftTeamSchema, b: draftTeamSchema }),
  pending: pendingSchema,
  committed: pairOf(z.boolean()),
  ownCommit: draftActionSchema.nullable(),
  rounds: z.array(draftRoundSchema),
  games: z.array(draftGameSchema),
  log: z.array(draftLogSchema),
  /** Each side's players still to be paired (everyone can work this out from what was revealed). */
  unpaired: pairOf(z.array(z.uuid())),
  serverTime: z.iso.datetime(),
});
export type DraftViewReply = z.infer<typeof draftViewSchema>;

export const teamMatchScoreSchema = z.object({
  gamePoints: pairOf(z.number()),
  vp: pairOf(z.number()),
  teamPoints: pairOf(z.number()),
  result: z.enum(['a', 'b', 'draw']),
});
export const teamMatchSchema = z.object({
  id: z.uuid(),
  round: z.number().int(),
  /** Match number in the round (1 is the top match). */
  number: z.number().int(),
  tables: z.array(z.number().int()),
  a: z.object({ teamId: z.uuid(), name: z.string() }),
  b: z.object({ teamId: z.uuid(), name: z.string() }).nullable(),
  status: z.enum(['drafting', 'playing', 'complete', 'bye']),
  gamesSettled: z.number().int(),
  gamesTotal: z.number().int(),
  /** The running (or final) score from the games settled so far; null before any. */
  score: teamMatchScoreSchema.nullable(),
});
export type TeamMatch = z.infer<typeof teamMatchSchema>;
export const teamMatchListSchema = z.object({ matches: z.array(teamMatchSchema) });

export const teamStandingSchema = z.object({
  rank: z.number().int(),
  teamId: z.uuid(),
  name: z.string(),
  club: z.string().nullable(),
  dropped: z.boolean(),
  played: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  byes: z.number().int(),
  teamPoints: z.number(),
  gamePoints: z.number(),
  vpFor: z.number(),
  vpAgainst: z.number(),
});
export const teamStandingsSchema = z.object({
  roundsCounted: z.number().int(),
  standings: z.array(teamStandingSchema),
});
export type TeamStandings = z.infer<typeof teamStandingsSchema>;

/** The captain's matchup matrix: expected game points (0–20) of each of ours against each of theirs. */
export const MATRIX_MAX = 20;
export const matrixUpdateSchema = z.object({
  expected: z
    .array(z.array(z.number().min(0, 'Scores run 0–20.').max(MATRIX_MAX, 'Scores run 0–20.')).max(8))
    .max(8),
});
export const matrixSuggestionSchema = z.object({
  step: z.enum(['defender', 'attackers', 'choice']),
  players: z.array(z.uuid()),
  reason: z.string(),
});
export const matrixSchema = z.object({
  matchId: z.uuid(),
  /** Our players (rows) and theirs (columns), in team-sheet order. */
  ours: z.array(draftPlayerSchema),
  theirs: z.array(draftPlayerSchema),
  /** Null cells are not filled in yet. */
  expected: z.array(z.array(z.number().nullable())),
  /** Who filled it: the captain, Muster's analysis of the two lists, or nobody yet. */
  source: z.enum(['captain', 'analysis', 'empty']),
  updatedAt: z.iso.datetime().nullable(),
  suggestion: matrixSuggestionSchema.nullable(),
});
export type Matrix = z.infer<typeof matrixSchema>;
