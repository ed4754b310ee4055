import { z } from 'zod';
import { gameSetupSchema } from './missions';

export const gameStatusValues = ['pending', 'reported', 'confirmed', 'disputed', 'resolved', 'bye'] as const;

const sideSchema = z.object({
  entryId: z.uuid(),
  username: z.string(),
  club: z.string().nullable(),
  /** The faction of the player's event list, if they submitted one. */
  faction: z.string().nullable(),
});

const splitVp = z
  .number()
  .int('Victory points are whole numbers.')
  .min(0, 'Victory points cannot be negative.')
  .max(1000);
/** Army points destroyed in a game: no more than an army can hold (checked against the event's limit). */
const destroyedPoints = z
  .number()
  .int('Points destroyed are whole points.')
  .min(0, 'Points destroyed cannot be negative.')
  .max(100_000);
/** Each side's army points destroyed (Best Coast Pairings' Points Destroyed), side by side. */
const pointsDestroyedSchema = z.object({ a: destroyedPoints, b: destroyedPoints });

/** Primary and secondary VP: within the player's mission caps, and no more than their total. */
function vpSplitSchema() {
  return z.object({ primary: splitVp, secondary: splitVp });
}

export const gameSchema = z.object({
  id: z.uuid(),
  table: z.number().int(),
  a: sideSchema,
  /** Null for a bye. */
  b: sideSchema.nullable(),
  status: z.enum(gameStatusValues),
  vpA: z.number().int().nullable(),
  vpB: z.number().int().nullable(),
  /** Who reported the score on the record (entry id). */
  reportedBy: z.uuid().nullable(),
  disputeReason: z.string().nullable(),
  /** The higher-scored player of a game across score groups (paired down), if either was. */
  pairedDown: z.uuid().nullable(),
  /** Each side's disposition and mission and the table's layout; null for games paired before missions were dealt. */
  setup: gameSetupSchema.nullable(),
  /** The VP split of the result, when it was given. */
  split: z.object({ a: vpSplitSchema(), b: vpSplitSchema() }).nullable(),
  /** The army points each side destroyed, when the result gives them. */
  pointsDestroyed: pointsDestroyedSchema.nullable(),
});
export type Game = z.infer<typeof gameSchema>;

export const pairingWarningSchema = z.object({
  kind: z.enum(['rematch', 'same-club', 'kept-apart', 'repeat-table', 'repeat-bye']),
  players: z.array(z.string()),
  message: z.string(),
});
export type PairingWarning = z.infer<typeof pairingWarningSchema>;

export const roundSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  kind: z.enum(['swiss', 'top-cut']),
  status: z.enum(['paired', 'in_progress', 'completed']),
  startedAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  /** Set while the clock is paused: the time left is endsAt − pausedAt, frozen. */
  pausedAt: z.iso.datetime().nullable(),
  games: z.array(gameSchema),
  /**
   * True when `games` was left out of the reply (`?games=latest`: an earlier Swiss round, whose
   * games the event page does not show). Absent when the games are there.
   */
  gamesOmitted: z.literal(true).optional(),
  /** The table layout the organiser attached to the round, if any. */
  battlefield: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Only on the reply that paired or re-paired the round. */
  warnings: z.array(pairingWarningSchema).optional(),
});
export type Round = z.infer<typeof roundSchema>;

/** The organiser's round clock: pause, resume, add minutes, or call time now. */
export const roundClockSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pause') }),
  z.object({ action: z.literal('resume') }),
  z.object({
    action: z.literal('extend'),
    minutes: z.number().int().min(1, 'Add at least a minute.').max(120, 'Add at most 120 minutes at a time.'),
  }),
  z.object({ action: z.literal('end') }),
]);
export type RoundClock = z.infer<typeof roundClockSchema>;
export const roundListSchema = z.object({ rounds: z.array(roundSchema) });
/**
 * `games=latest`: every round, but games only for the latest round and the top cut (the event
 * page's view: at 800 players the whole event is ~1 MB, a quarter of it by round 4).
 */
export const roundListQuerySchema = z.object({ games: z.enum(['all', 'latest']).default('all') });
export type RoundListView = z.infer<typeof roundListQuerySchema>['games'];
export const roundParamsSchema = z.object({
  id: z.uuid('Invalid tournament id format'),
  number: z.coerce.number().int().min(1).max(64),
});
export const gameParamsSchema = z.object({
  id: z.uuid('Invalid tournament id format'),
  gameId: z.uuid('Invalid game id format'),
});

const vp = z
  .number()
  .int('Victory points are whole numbers.')
  .min(0, 'Victory points cannot be negative.')
  .max(1000);
/**
 * A player reports from their own side: their score first, and optionally how each side's VP
 * splits into primary and secondary (checked against each side's mission caps).
 */
export const resultReportSchema = z.object({
  myVp: vp,
  opponentVp: vp,
  split: z.object({ mine: vpSplitSchema(), theirs: vpSplitSchema() }).nullish(),
  /** The army points each side destroyed, for events that break ties on them. */
  pointsDestroyed: z.object({ mine: destroyedPoints, theirs: destroyedPoints }).nullish(),
});
export const disputeSchema = z.object({
  reason: z.string().trim().min(3, 'Say what is wrong with the result.').max(300),
});
export const resolveSchema = z.object({
  vpA: vp,
  vpB: vp,
  split: z.object({ a: vpSplitSchema(), b: vpSplitSchema() }).nullish(),
  pointsDestroyed: pointsDestroyedSchema.nullish(),
});
export const closeRoundSchema = z.object({ force: z.boolean().default(false) });
export const manualPairingsSchema = z.object({
  pairings: z
    .array(z.object({ table: z.number().int().min(0), a: z.uuid(), b: z.uuid().nullable() }))
    .min(1, 'A round needs at least one pairing.'),
});

export const standingSchema = z.object({
  rank: z.number().int(),
  entryId: z.uuid(),
  username: z.string(),
  club: z.string().nullable(),
  /** The faction of the player's event list, if they submitted one. */
  faction: z.string().nullable(),
  /** Place in the random draw made when round 1 was paired: the last tiebreaker. */
  drawNumber: z.number().int().nullable(),
  dropped: z.boolean(),
  games: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  byes: z.number().int(),
  points: z.number(),
  adjustments: z.number(),
  vpFor: z.number(),
  vpAgainst: z.number(),
  vpMargin: z.number(),
  /** Best Coast Pairings' Points Destroyed: army points of enemy units destroyed, summed. */
  pointsDestroyed: z.number().int(),
  strengthOfSchedule: z.number(),
  extendedStrengthOfSchedule: z.number(),
  opponentsWinPercentage: z.number(),
  /** Best Coast Pairings' tiebreakers (defined in docs/api.md), for events that use them. */
  opponentsGameWinPercentage: z.number(),
  extendedOpponentsGameWinPercentage: z.number(),
  pathToVictory: z.number().int(),
  winsStrengthOfSchedule: z.number(),
  battlePointsStrengthOfSchedule: z.number(),
});
export type StandingRow = z.infer<typeof standingSchema>;
export const standingsSchema = z.object({
  tiebreakers: z.array(z.string()),
  roundsCounted: z.number().int(),
  standings: z.array(standingSchema),
});
export type Standings = z.infer<typeof standingsSchema>;

/** The signed-in player's game in the current round, if any. */
export const myGameSchema = z.object({
  round: z.number().int(),
  roundStatus: z.enum(['paired', 'in_progress', 'completed']),
  endsAt: z.iso.datetime().nullable(),
  pausedAt: z.iso.datetime().nullable(),
  game: gameSchema,
  mySide: z.enum(['a', 'b']),
});
export type MyGame = z.infer<typeof myGameSchema>;
export const myGameReplySchema = z.object({ current: myGameSchema.nullable() });

/**
 * Tournament mode's view of the player's event (spec 000 §4): the event in progress (else the next
 * one they are confirmed for), its rounds as matches and the opponents met.
 */
export const activeEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  currentRound: z.number().int().min(0),
  opponents: z.array(z.object({ id: z.string(), name: z.string().optional() })),
  matches: z.array(
    z.object({
      id: z.string(),
      status: z.enum(['in-progress', 'upcoming', 'completed']),
      roundNumber: z.number().int().min(1),
      opponentId: z.string().optional(),
      table: z.string().optional(),
    }),
  ),
  /** At a teams event: the player's team's match this round while its pairing draft runs. */
  teamDraft: z
    .object({ matchId: z.string(), roundNumber: z.number().int(), against: z.string() })
    .nullable()
    .optional(),
});
export type ActiveEvent = z.infer<typeof activeEventSchema>;
export const activeEventReplySchema = z.object({ active: activeEventSchema.nullable() });
