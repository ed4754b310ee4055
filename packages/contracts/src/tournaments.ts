import { scoringPresets, tiebreakerIds, topCutSizes } from '@muster/pairing';
import { z } from 'zod';
import { eventPackSchema } from './missions';
import { CUSTOM_SCORING } from './tournament-options';
import { teamSettingsSchema } from './tournament-team-settings';

export { CUSTOM_SCORING, suggestedRounds } from './tournament-options';

export const tournamentStatuses = ['registration', 'in_progress', 'completed', 'cancelled'] as const;
export const entryStatuses = ['pending', 'confirmed', 'waitlisted', 'withdrawn', 'dropped'] as const;
export type EntryStatus = (typeof entryStatuses)[number];
export const tournamentEditions = ['10th', '11th'] as const;
/** Singles, or teams of 3, 5 or 8 with captain pairing drafts (the team settings say which). */
export const tournamentFormats = ['singles', 'teams'] as const;

const gapBandSchema = z.object({
  /** A VP difference up to this (inclusive); null = every larger difference (the last band). */
  upTo: z.number().int().min(0).nullable(),
  winner: z.number().min(0).max(1000),
  loser: z.number().min(0).max(1000),
});

/** The fields without defaults: an update must never fill in what it did not send. */
const tournamentFieldsSchema = z.object({
  name: z.string().trim().min(3, 'The event needs a name of at least 3 characters.').max(120),
  description: z.string().trim().max(4000),
  edition: z.enum(tournamentEditions),
  startsOn: z.iso.date('Choose a start date.'),
  endsOn: z.iso.date('Choose an end date.'),
  venue: z.string().trim().min(1, 'Where is it? Give a venue.').max(200),
  format: z.enum(tournamentFormats),
  pointsLimit: z.number().int().min(250, 'Points limit: at least 250.').max(10_000),
  rounds: z.number().int().min(1).max(15),
  roundMinutes: z.number().int().min(30).max(480),
  playerCap: z.number().int().min(2).max(2000).nullable(),
  registrationOpensAt: z.iso.datetime({ offset: true }),
  registrationClosesAt: z.iso.datetime({ offset: true }),
  listDeadline: z.iso.datetime({ offset: true }).nullable(),
  /** When players can see each other's lists; null keeps them with the organisers. */
  listsPublishAt: z.iso.datetime({ offset: true }).nullable(),
  visibility: z.enum(['public', 'unlisted']),
  requireApproval: z.boolean(),
  scoringPresetId: z.string(),
  customGapTable: z.array(gapBandSchema).max(30).nullable(),
  tiebreakers: z.array(z.enum(tiebreakerIds)).max(tiebreakerIds.length).nullable(),
  /**
   * The floor on each opponent's win share in opponents' win % (Best Coast Pairings uses 0.33, so
   * one opponent's bad day cannot sink you); null keeps the scoring preset's.
   */
  opponentWinFloor: z
    .number()
    .min(0, 'The floor is a share from 0 to 1 (BCP: 0.33).')
    .max(1, 'The floor is a share from 0 to 1 (BCP: 0.33).')
    .nullable(),
  topCut: z
    .number()
    .int()
    .refine(
      (n) => n === 0 || (topCutSizes as readonly number[]).includes(n),
      'A top cut is 0, 2, 4, 8, 16, 32 or 64 players.',
    ),
  /** Avoid repeat tables instead of seating the top game on table 1 and so on by standings. */
  freshTables: z.boolean(),
  /** When clubmates are kept apart in pairings. */
  clubAvoidance: z.enum(['first-round', 'every-round', 'off']),
  /** How the rounds a late joiner missed count: as losses, or as not played. */
  lateJoinMissedRounds: z.enum(['loss', 'not-played']),
  /** Missions and terrain: from the lists' Force Dispositions and a layout set, or fixed per round. */
  eventPack: eventPackSchema,
  /** A teams event's settings (team size, cap, draft times, team result bands); null for singles. */
  teams: teamSettingsSchema.nullable(),
});

/** Cross-field rules shared by create and update. */
function checkTournament(value: Partial<z.infer<typeof tournamentFieldsSchema>>, ctx: z.RefinementCtx): void {
  if (value.startsOn && value.endsOn && value.endsOn < value.startsOn)
    ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'The event cannot end before it starts.' });
  if (
    value.registrationOpensAt &&
    value.registrationClosesAt &&
    Date.parse(value.registrationClosesAt) <= Date.parse(value.registrationOpensAt)
  )
    ctx.addIssue({
      code: 'custom',
      path: ['registrationClosesAt'],
      message: 'Registration must close after it opens.',
    });
  if (value.scoringPresetId !== undefined) {
    const known =
      value.scoringPresetId === CUSTOM_SCORING || scoringPresets.some((p) => p.id === value.scoringPresetId);
    if (!known)
      ctx.addIssue({ code: 'custom', path: ['scoringPresetId'], message: 'Unknown scoring preset.' });
    if (value.scoringPresetId === CUSTOM_SCORING && !value.customGapTable?.length)
      ctx.addIssue({
        code: 'custom',
        path: ['customGapTable'],
        message: 'Custom scoring needs a gap table.',
      });
  }
  if (value.format === 'teams' && value.teams === null)
    ctx.addIssue({ code: 'custom', path: ['teams'], message: 'A teams event needs its team settings.' });
  if (value.format === 'teams' && value.topCut)
    ctx.addIssue({
      code: 'custom',
      path: ['topCut'],
      message: 'A teams event has no top cut: the Swiss rounds decide it.',
    });
  if (value.format === 'singles' && value.teams)
    ctx.addIssue({ code: 'custom', path: ['teams'], message: 'Team settings are for a teams event.' });
  if (value.tiebreakers && new Set(value.tiebreakers).size !== value.tiebreakers.length)
    ctx.addIssue({ code: 'custom', path: ['tiebreakers'], message: 'Each tiebreaker once.' });
  if (value.topCut && value.playerCap && value.topCut > value.playerCap)
    ctx.addIssue({
      code: 'custom',
      path: ['topCut'],
      message: 'The top cut cannot be larger than the player cap.',
    });
}

export const tournamentCreateSchema = tournamentFieldsSchema
  .extend({
    description: tournamentFieldsSchema.shape.description.default(''),
    format: tournamentFieldsSchema.shape.format.default('singles'),
    requireApproval: tournamentFieldsSchema.shape.requireApproval.default(false),
    customGapTable: tournamentFieldsSchema.shape.customGapTable.default(null),
    listsPublishAt: tournamentFieldsSchema.shape.listsPublishAt.default(null),
    tiebreakers: tournamentFieldsSchema.shape.tiebreakers.default(null),
    opponentWinFloor: tournamentFieldsSchema.shape.opponentWinFloor.default(null),
    topCut: tournamentFieldsSchema.shape.topCut.default(0),
    freshTables: tournamentFieldsSchema.shape.freshTables.default(false),
    clubAvoidance: tournamentFieldsSchema.shape.clubAvoidance.default('first-round'),
    lateJoinMissedRounds: tournamentFieldsSchema.shape.lateJoinMissedRounds.default('loss'),
    teams: tournamentFieldsSchema.shape.teams.default(null),
    /** Left out: the edition's default (11th: missions from dispositions, Battlemaster layouts by round). */
    eventPack: eventPackSchema.optional(),
  })
  .superRefine(checkTournament);
export type TournamentCreate = z.infer<typeof tournamentCreateSchema>;
export const tournamentUpdateSchema = tournamentFieldsSchema.partial().superRefine(checkTournament);
export type TournamentUpdate = z.infer<typeof tournamentUpdateSchema>;

const personSchema = z.object({ id: z.uuid(), username: z.string() });

export const tournamentSchema = tournamentFieldsSchema.extend({
  id: z.uuid(),
  status: z.enum(tournamentStatuses),
  currentRound: z.number().int(),
  gameSystem: z.string(),
  organiser: personSchema,
  coOrganisers: z.array(personSchema),
  counts: z.object({
    confirmed: z.number().int(),
    pending: z.number().int(),
    waitlisted: z.number().int(),
    /** Confirmed players who have checked in (by themselves or by an organiser). */
    checkedIn: z.number().int(),
  }),
  /** Registration is open right now (status and window). */
  registrationOpen: z.boolean(),
  /** The organiser has opened self check-in (and the event is not finished). */
  checkInOpen: z.boolean(),
  viewer: z.object({
    isOrganiser: z.boolean(),
    entry: z
      .object({ id: z.uuid(), status: z.enum(entryStatuses), checkedIn: z.boolean(), paid: z.boolean() })
      .nullable(),
  }),
  createdAt: z.iso.datetime(),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const tournamentSummarySchema = tournamentSchema.pick({
  id: true,
  name: true,
  edition: true,
  startsOn: true,
  endsOn: true,
  venue: true,
  pointsLimit: true,
  rounds: true,
  playerCap: true,
  status: true,
  counts: true,
  registrationOpen: true,
});
export const tournamentListSchema = z.object({ tournaments: z.array(tournamentSummarySchema) });
export const tournamentListQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
  /** Only events you organise or entered. */
  mine: z.enum(['true', 'false']).optional(),
});
export const tournamentIdParamsSchema = z.object({ id: z.uuid('Invalid tournament id format') });
export const entryParamsSchema = z.object({
  id: z.uuid('Invalid tournament id format'),
  entryId: z.uuid('Invalid entry id format'),
});

export const registrationSchema = z.object({ club: z.string().trim().max(80).nullish() });

export const entrySchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  username: z.string(),
  club: z.string().nullable(),
  status: z.enum(entryStatuses),
  paid: z.boolean(),
  checkedIn: z.boolean(),
  droppedAfterRound: z.number().int().nullable(),
  /** Added by the organiser after this many rounds were paired (a late joiner). */
  joinedAfterRound: z.number().int().nullable(),
  /** Place in the random draw made when round 1 was paired: the last tiebreaker. */
  drawNumber: z.number().int().nullable(),
  registeredAt: z.iso.datetime(),
});
export type Entry = z.infer<typeof entrySchema>;
export const entryListSchema = z.object({ entries: z.array(entrySchema) });

export const entryActionSchema = z.object({
  action: z.enum([
    'approve',
    'promote',
    'mark-paid',
    'mark-unpaid',
    'check-in',
    'undo-check-in',
    'drop',
    'reinstate',
  ]),
});
export const adjustmentCreateSchema = z.object({
  entryId: z.uuid('Invalid entry id format'),
  points: z
    .number()
    .refine(
      (n) => n !== 0 && Math.abs(n) <= 1000,
      'An adjustment is a non-zero number of points, at most 1000 either way.',
    ),
  reason: z.string().trim().min(3, 'Give the reason players will see.').max(200),
});
export const adjustmentSchema = z.object({
  id: z.uuid(),
  entryId: z.uuid(),
  username: z.string(),
  points: z.number(),
  reason: z.string(),
  createdAt: z.iso.datetime(),
});
export const adjustmentListSchema = z.object({ adjustments: z.array(adjustmentSchema) });
export const coOrganiserSchema = z.object({ username: z.string().trim().min(1) });
/** A late join or walk-in; past the player cap only when the organiser says so. */
export const addPlayerSchema = z.object({
  username: z.string().trim().min(1),
  overCap: z.boolean().default(false),
});
export type AddPlayer = z.infer<typeof addPlayerSchema>;

/** The organiser opens or closes self check-in. */
export const checkInWindowSchema = z.object({ open: z.boolean() });

/** Largest number of entries one bulk request may name (the largest event cap). */
export const BULK_ENTRY_LIMIT = 2000;
const bulkEntryIdsSchema = z
  .array(z.uuid('Invalid entry id format'))
  .min(1, 'Choose at least one player.')
  .max(BULK_ENTRY_LIMIT, `At most ${BULK_ENTRY_LIMIT} players at once.`);

/** Check several players in (or undo it) in one go. */
export const bulkEntryActionSchema = z.object({
  action: z.enum(['check-in', 'undo-check-in']),
  entryIds: bulkEntryIdsSchema,
});
export type BulkEntryAction = z.infer<typeof bulkEntryActionSchema>;

export const bulkSkipReasons = [
  /** The id is not an entry of this event. */
  'not-in-event',
  /** Only confirmed players check in. */
  'not-confirmed',
  'already-checked-in',
  'not-checked-in',
] as const;
export const bulkEntryResultSchema = z.object({
  updated: z.number().int(),
  skipped: z.array(
    z.object({
      entryId: z.uuid(),
      /** Null when the id is not an entry of this event. */
      username: z.string().nullable(),
      reason: z.enum(bulkSkipReasons),
      message: z.string(),
    }),
  ),
});
export type BulkEntryResult = z.infer<typeof bulkEntryResultSchema>;
