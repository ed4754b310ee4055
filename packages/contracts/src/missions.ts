import { z } from 'zod';

/**
 * The 11th-edition mission layer of the game data (GET /api/game-data/missions): each list names a
 * Force Disposition; in a game each player plays the mission their disposition meets the other's
 * with (25 ordered matchups), and the table takes a terrain layout dealt for that pair.
 */
export const forceDispositionSchema = z.object({ id: z.string(), name: z.string(), text: z.string() });
export type ForceDisposition = z.infer<typeof forceDispositionSchema>;

export const missionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Primary VP a player can score over the game, and in one battle round. */
  primaryCap: z.number().int(),
  primaryRoundCap: z.number().int(),
  secondaryCap: z.number().int(),
  secondaryRoundCap: z.number().int(),
  source: z.string(),
});
export type Mission = z.infer<typeof missionSchema>;

export const missionMatchupSchema = z.object({
  /** The player's own disposition, the opponent's, and the mission the player plays. */
  disposition: z.string(),
  opponent: z.string(),
  missionId: z.string(),
});

/** A layout as an event's layout set deals it: for which pair of dispositions, in which variant. */
export const missionLayoutSchema = z.object({
  id: z.string(),
  name: z.string(),
  source: z.string(),
  variant: z.number().int().nullable(),
  /** The two dispositions it is dealt for (in either order); null for a layout outside the matchups. */
  dispositions: z.tuple([z.string(), z.string()]).nullable(),
  deploymentName: z.string().nullable(),
});
export type MissionLayout = z.infer<typeof missionLayoutSchema>;

/** A family of layouts covering every pair of dispositions (e.g. the Battlemaster set, variants 1–3). */
export const layoutSetSchema = z.object({
  source: z.string(),
  name: z.string(),
  variants: z.array(z.number().int()),
});

export const missionCatalogueSchema = z.object({
  edition: z.string(),
  /** A player's grand total cannot exceed this (primary + secondary + what the event adds, e.g. battle ready). */
  gameVpCap: z.number().int(),
  dispositions: z.array(forceDispositionSchema),
  missions: z.array(missionSchema),
  matchups: z.array(missionMatchupSchema),
  layouts: z.array(missionLayoutSchema),
  layoutSets: z.array(layoutSetSchema),
});
export type MissionCatalogue = z.infer<typeof missionCatalogueSchema>;

const catalogueId = z.string().regex(/^[a-z0-9-]{1,120}$/, 'Unknown id.');

/**
 * An event pack's mission settings. By default (11th edition) every game's missions follow from the
 * two lists' dispositions and its layout from the chosen layout set; a round may instead be fixed
 * to one mission for everyone (a data mission, or a named one for 10th-edition events), and/or to
 * one layout.
 */
export const eventPackSchema = z.object({
  layouts: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('none') }),
    z.object({
      kind: z.literal('matchup'),
      source: catalogueId,
      /** One variant for the whole event, or variant 1 in round 1, 2 in round 2… and round again. */
      variant: z.union([z.literal('by-round'), z.number().int().min(1).max(99)]),
    }),
  ]),
  rounds: z
    .array(
      z
        .object({
          round: z.number().int().min(1).max(64),
          missionId: catalogueId.nullable(),
          missionName: z
            .string()
            .trim()
            .min(2, 'Give the round’s mission a name, or choose another option.')
            .max(80)
            .nullable(),
          layoutId: catalogueId.nullable(),
        })
        .refine((r) => !(r.missionId && r.missionName), {
          message: 'Fix a round to a mission from the data or to a named one, not both.',
          path: ['missionName'],
        }),
    )
    .max(64)
    .refine((rounds) => new Set(rounds.map((r) => r.round)).size === rounds.length, {
      message: 'Each round once.',
    }),
});
export type EventPack = z.infer<typeof eventPackSchema>;

export { defaultEventPack } from './tournament-options';

const missionRefSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  /** Caps when the mission is one of the data's; null for a named mission of an event pack. */
  primaryCap: z.number().int().nullable(),
  secondaryCap: z.number().int().nullable(),
});
export type MissionRef = z.infer<typeof missionRefSchema>;

const setupSideSchema = z.object({
  disposition: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The mission this player plays; null when it cannot be known yet (a disposition missing). */
  mission: missionRefSchema.nullable(),
});

/** What a game is played as: each side's disposition and mission, and the table's layout. */
export const gameSetupSchema = z.object({
  a: setupSideSchema,
  b: setupSideSchema.nullable(),
  layout: z.object({ id: z.string(), name: z.string(), deploymentName: z.string().nullable() }).nullable(),
  /** The event pack fixed this round's mission (everyone plays it), rather than the matchups. */
  fixed: z.boolean(),
  /** Why a mission or layout is missing, in words ("Ann's list names no force disposition."). */
  notes: z.array(z.string()),
});
export type GameSetup = z.infer<typeof gameSetupSchema>;
