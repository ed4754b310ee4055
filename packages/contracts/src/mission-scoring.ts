import { z } from 'zod';
import { missionSchema } from './missions';

/**
 * The mission cards of the game data as the score tracker needs them (GET
 * /api/game-data/mission-scoring): every award a card prints, with its wording and the numbers the
 * data package's scoring rules use. Award fields keep the data's own names, so the browser can hand
 * them straight to the data package's scoring functions (scoreTurn, scoreSecondaryEvent, setPrimary).
 */
export const scoringAwardSchema = z.object({
  /** The award in words, e.g. "End of your Command phase (round 2+): 3 VP per controlled objective". */
  label: z.string(),
  trigger: z
    .object({
      timing: z
        .enum(['start-of-turn', 'end-of-turn', 'start-of-phase', 'end-of-phase', 'end-of-battle'])
        .optional(),
      player_turn: z.enum(['your-turn', 'opponent-turn', 'either']).optional(),
      battle_round: z
        .object({ min: z.number().int().optional(), max: z.number().int().optional() })
        .optional(),
    })
    .optional(),
  vp: z.number().int().optional(),
  vp_per: z.number().int().optional(),
  per: z.string().optional(),
  per_max: z.number().int().optional(),
  vp_max: z.number().int().optional(),
  cumulative: z.boolean().optional(),
  exclusive_group: z.string().optional(),
  mode: z.enum(['fixed', 'tactical']).optional(),
});
export type ScoringAwardData = z.infer<typeof scoringAwardSchema>;

export const scoringCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['primary', 'secondary']),
  text: z.string(),
  awards: z.array(scoringAwardSchema),
});
export type ScoringCard = z.infer<typeof scoringCardSchema>;

export const missionScoringSchema = z.object({
  edition: z.string(),
  /** Battle rounds in a game. */
  rounds: z.number().int(),
  /** Most VP one tactical secondary can score. */
  tacticalCardCap: z.number().int(),
  /** A player's grand total cannot exceed this. */
  gameVpCap: z.number().int(),
  /** The missions with their caps; a mission's primary card has the mission's id. */
  missions: z.array(missionSchema),
  cards: z.array(scoringCardSchema),
});
export type MissionScoring = z.infer<typeof missionScoringSchema>;
