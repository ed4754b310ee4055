import { z } from 'zod';
import { factionChoices } from './faction-choices';
import { rateSchema } from './oracle';

export { factionChoices } from './faction-choices';

/** Spec 000 /battles: a game a player records by hand, feeding their analytics. */
const faction = (side: string) =>
  z
    .string({ error: `Choose ${side} faction.` })
    .refine((name) => factionChoices().includes(name), `Choose ${side} faction from the list.`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

const victoryPoints = (whose: string) =>
  z
    .number({ error: `Enter ${whose} victory points.` })
    .int(`${whose[0]?.toUpperCase()}${whose.slice(1)} victory points must be a whole number.`)
    .min(0, `Victory points run from 0 to 100.`)
    .max(100, `Victory points run from 0 to 100.`);

export const battleLogRequestSchema = z.object({
  playedOn: z.iso.date('Enter the date you played (YYYY-MM-DD).'),
  event: z
    .string()
    .trim()
    .max(120, 'The event name can be at most 120 characters.')
    .transform((value) => value || 'Casual game')
    .default('Casual game'),
  myFaction: faction('your'),
  myDetachment: optionalText('Your detachment', 120),
  opponent: optionalText('The opponent’s name', 80),
  opponentFaction: faction('your opponent’s'),
  myVp: victoryPoints('your'),
  opponentVp: victoryPoints('your opponent’s'),
  mission: optionalText('The mission', 120),
  deployment: optionalText('The deployment', 120),
  firstTurn: z.enum(['me', 'opponent', 'unknown']).default('unknown'),
  /**
   * Chosen by the phone when the game is logged, so a send repeated after a lost reply (the
   * offline outbox) logs the game once.
   */
  clientRef: z.uuid('The game reference is not valid.').optional(),
});
export type BattleLogRequest = z.input<typeof battleLogRequestSchema>;

export const outcomes = ['win', 'draw', 'loss'] as const;

export const loggedBattleSchema = z.object({
  id: z.uuid(),
  playedOn: z.string(),
  event: z.string(),
  myFaction: z.string(),
  myDetachment: z.string().nullable(),
  opponent: z.string().nullable(),
  opponentFaction: z.string(),
  myVp: z.number().int(),
  opponentVp: z.number().int(),
  outcome: z.enum(outcomes),
  mission: z.string().nullable(),
  deployment: z.string().nullable(),
  firstTurn: z.enum(['me', 'opponent', 'unknown']),
});
export type LoggedBattle = z.infer<typeof loggedBattleSchema>;
export const loggedBattlesSchema = z.object({ battles: z.array(loggedBattleSchema) });

const namedRate = rateSchema.extend({ name: z.string() });

/** Spec 000 /analytics: one player's games from Muster events and their battle log. */
export const playerAnalyticsSchema = z.object({
  smallSampleBelow: z.number().int(),
  sources: z.object({ events: z.number().int(), logged: z.number().int() }),
  overall: rateSchema,
  games: z.array(
    z.object({
      playedOn: z.string(),
      event: z.string(),
      faction: z.string(),
      opponent: z.string().nullable(),
      opponentFaction: z.string(),
      vp: z.number(),
      opponentVp: z.number(),
      outcome: z.enum(outcomes),
      mission: z.string().nullable(),
    }),
  ),
  byFaction: z.array(namedRate),
  byOpponentFaction: z.array(namedRate),
  byMonth: z.array(rateSchema.extend({ month: z.string() })),
  elo: z
    .object({
      rating: z.number(),
      history: z.array(z.object({ playedOn: z.string(), rating: z.number() })),
    })
    .nullable(),
});
export type PlayerAnalytics = z.infer<typeof playerAnalyticsSchema>;
