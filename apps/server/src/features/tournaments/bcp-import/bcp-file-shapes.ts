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

export const exporterPairingSchema = z.object({
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
  army: named,
  faction: named,
  team: named,
  dropped: z.boolean().nullish(),
});
export type BcpPerson = z.infer<typeof bcpPersonSchema>;

export const bcpPlayerRecordSchema = bcpPersonSchema.extend({
  eventId: optionalText,
});

const bcpGameSchema = z
  .object({
    gamePoints: points,
    points: points,
    gameResult: z.number().int().nullish(),
  })
  .nullish();

export const bcpPairingRecordSchema = z.object({
  round: z.number().int(),
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
export type BcpArmyListRecord = z.infer<typeof bcpArmyListRecordSchema>;

/** One record, an array of them, or BCP's paged `{ data: [...] }`. */
export function recordsOf(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') {
    const data = (value as { data?: unknown }).data;
    if (Array.isArray(data)) return data;
    return [value];
  }
  return null;
}
