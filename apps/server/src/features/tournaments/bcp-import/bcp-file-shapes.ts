import { z } from 'zod';

/**
 * The shapes of the files an organiser can bring from Best Coast Pairings. BCP has no export
 * button for results; what exists is its public API (events, players, pairings, army lists) and
 * the files exporters save from it. Two families are read:
 * - BCP's own API records (`/v1/players`, `/v1/pairings`, `/v1/armylists/{id}`), one per file or
 *   as an array or a `{ data: [...] }` page;
 * - the flattened files of the 40k-enhanced exporter (CrusherJoe/40k-enhanced, `data/bcp/`): an
 *   event's players `{ event, players: [{ name, faction, team, dropped, listId }] }` and its
 *   pairings `[{ round, p1, p2, p1_pts, p2_pts }]`.
 * Unknown keys are ignored; only what the import uses is validated, with limits on every string.
 */

const name = z.string().max(200);
const optionalText = z.string().max(200).nullish();
const named = z.object({ name: optionalText }).nullish();
/** A faction as BCP's endpoints give it: an object with a name, or (some) the name alone. */
const faction = z.union([z.string().max(200), z.object({ name: optionalText })]).nullish();
export const factionName = (value: z.infer<typeof faction>) =>
  (typeof value === 'string' ? value : value?.name)?.trim() || null;
const points = z.number().finite().nullish();

export const exporterPlayersFileSchema = z.object({
  event: z
    .object({ id: optionalText, name: optionalText, eventDate: z.string().max(40).nullish() })
    .nullish(),
  players: z
    .array(
      z.object({
        name,
        faction: optionalText,
        detachment: optionalText,
        team: optionalText,
        dropped: z.boolean().nullish(),
        listId: optionalText,
      }),
    )
    .min(1),
});

const exporterPairingSchema = z.object({
  round: z.number().int(),
  table: z.number().int().nullish(),
  // Required keys (BCP writes '' for a missing player), so BCP's own records never match.
  p1: name.nullable(),
  p2: name.nullable(),
  p1_pts: points,
  p2_pts: points,
});
export const exporterPairingsFileSchema = z.array(exporterPairingSchema).min(1);

/** A person as BCP's API embeds one: its own names, or its user's. */
const bcpPersonSchema = z.object({
  id: optionalText,
  userId: optionalText,
  firstName: optionalText,
  lastName: optionalText,
  name: optionalText,
  user: z.object({ id: optionalText, firstName: optionalText, lastName: optionalText }).nullish(),
  army: faction,
  faction: faction,
  team: named,
  dropped: z.boolean().nullish(),
});
export type BcpPerson = z.infer<typeof bcpPersonSchema>;

/**
 * A `/v1/players?placings=true` record carries the player's games (`gameResult` 2 a win, 1 a draw,
 * 0 a loss; `gamePoints`) and the BCP code (`playerId`) of each round's opponent: the pairings can
 * be rebuilt from these files alone.
 */
export const bcpPlayerRecordSchema = bcpPersonSchema.extend({
  eventId: optionalText,
  playerId: optionalText,
  games: z
    .array(
      z.object({ gameNum: z.number().int(), gameResult: z.number().int().nullish(), gamePoints: points }),
    )
    .max(100)
    .nullish(),
  opponentIds: z.record(z.string().max(40), z.string().max(200)).nullish(),
});
export type BcpPlayerRecord = z.infer<typeof bcpPlayerRecordSchema>;

const bcpGameSchema = z
  .object({
    gamePoints: points,
    points: points,
    gameResult: z.number().int().nullish(),
    result: z.number().int().nullish(),
  })
  .nullish();

export const bcpPairingRecordSchema = z.object({
  round: z.number().int(),
  /** False while the game is unplayed: its points (0 or none) are no result yet. */
  isDone: z.boolean().nullish(),
  table: z.number().int().nullish(),
  player1: bcpPersonSchema.nullish(),
  player2: bcpPersonSchema.nullish(),
  player1Game: bcpGameSchema,
  player2Game: bcpGameSchema,
  metaData: z.record(z.string(), z.unknown()).nullish(),
});
export type BcpPairingRecord = z.infer<typeof bcpPairingRecordSchema>;

export const bcpArmyListRecordSchema = z.object({
  id: optionalText,
  userId: optionalText,
  playerId: optionalText,
  armyListText: z.string().max(200_000).nullish(),
  player: bcpPersonSchema,
  user: z.object({ firstName: optionalText, lastName: optionalText }).nullish(),
  army: named,
  subFaction: named,
  event: z
    .object({ id: optionalText, name: optionalText, eventDate: z.string().max(40).nullish() })
    .nullish(),
});

/**
 * One record, an array of them, BCP's paged `{ data: [...] }`, or its current endpoints'
 * `{ active: [...], dropped: [...] }` (players under `dropped` have dropped; `deleted` ones were
 * registrations removed, and are left out).
 */
export function recordsOf(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') {
    const page = value as { data?: unknown; active?: unknown; dropped?: unknown };
    if (Array.isArray(page.data)) return page.data;
    if (Array.isArray(page.active)) {
      const dropped = Array.isArray(page.dropped) ? page.dropped : [];
      return [
        ...page.active,
        ...dropped.map((record: unknown) =>
          record && typeof record === 'object' ? { ...record, dropped: true } : record,
        ),
      ];
    }
    return [value];
  }
  return null;
}
