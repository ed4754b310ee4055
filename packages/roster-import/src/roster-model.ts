import { z } from 'zod';

/** Unit characteristics; "-" when the file does not say (spec 001 §3). */
export const statKeys = ['M', 'T', 'SV', 'W', 'LD', 'OC', 'WS', 'BS', 'S', 'A'] as const;
export const statLineSchema = z.object(
  Object.fromEntries(statKeys.map((key) => [key, z.string()])) as Record<
    (typeof statKeys)[number],
    z.ZodString
  >,
);
export type StatLine = z.infer<typeof statLineSchema>;

export const weaponProfileSchema = z.object({
  name: z.string(),
  kind: z.enum(['ranged', 'melee']),
  range: z.string(),
  attacks: z.string(),
  skill: z.string(),
  strength: z.string(),
  ap: z.string(),
  damage: z.string(),
  keywords: z.array(z.string()),
  /**
   * How many of this weapon the unit carries, summed over its models (every profile of one weapon
   * shares the count). Absent on lists saved before army resolution: the whole unit is assumed.
   */
  count: z.number().int().min(0).max(1000).optional(),
});
export type WeaponProfile = z.infer<typeof weaponProfileSchema>;

/**
 * How a unit was matched to a datasheet of the game data, and where its loadout came from, so
 * nothing is silently guessed: the review and the roster page show it, the user can correct it.
 */
export const unitResolutionSchema = z.object({
  /** exact: the name is the datasheet's; alias: another known name; chosen: picked by the user. */
  match: z.enum(['exact', 'alias', 'chosen', 'unresolved']),
  datasheetId: z.string().nullable(),
  datasheetName: z.string().nullable(),
  factionId: z.string().nullable(),
  /** named: the file named the wargear; default: the datasheet's default loadout; none: unknown. */
  loadout: z.enum(['named', 'default', 'none']),
  /** file: stat lines and weapons as the file printed them; data-set: from the game data. */
  profiles: z.enum(['file', 'data-set', 'none']),
  /** Edition of the game data the profiles come from (the data set carries one edition). */
  dataEdition: z.string().nullable(),
  /** Identically equipped models (per-model weapon counts), when the loadout decomposes. */
  groups: z.array(
    z.object({
      model: z.string(),
      count: z.number().int(),
      weapons: z.array(z.object({ name: z.string(), count: z.number().int() })),
    }),
  ),
  /** Near matches offered when the name did not resolve. */
  candidates: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Plain-language notes: what was assumed, what does not add up. */
  notes: z.array(z.string()),
  /** The datasheet can lead (attach to) a bodyguard unit, per the game data. */
  canLead: z.boolean().optional(),
  /**
   * The loadout by game-data id (weapon or wargear id → how many the unit carries), for lists built
   * on the game data: two items of one datasheet can share a name, ids read back exactly.
   */
  wargearIds: z.record(z.string(), z.number().int().min(0)).optional(),
});
export type UnitResolution = z.infer<typeof unitResolutionSchema>;

export const rosterUnitSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  count: z.number().int(),
  points: z.number(),
  models: z.array(z.object({ name: z.string(), count: z.number().int() })),
  wargear: z.array(z.object({ name: z.string(), count: z.number().int() })),
  abilities: z.array(z.object({ name: z.string(), description: z.string() })),
  keywords: z.array(z.string()),
  stats: statLineSchema,
  weapons: z.array(weaponProfileSchema),
  enhancements: z.array(z.string()),
  resolution: unitResolutionSchema.optional(),
});
export type RosterUnit = z.infer<typeof rosterUnitSchema>;

export const rosterForceSchema = z.object({
  name: z.string(),
  faction: z.string(),
  subFaction: z.string().nullable(),
  detachment: z.string().nullable(),
  units: z.array(rosterUnitSchema),
});

export const rosterSchema = z.object({
  name: z.string(),
  gameSystem: z.string().nullable(),
  edition: z.string().nullable(),
  faction: z.string(),
  subFaction: z.string().nullable(),
  detachments: z.array(z.string()),
  /** What the file says its detachments cost, where it says (11th-edition official-app exports). */
  detachmentPoints: z.number().int().min(0).max(1000).nullable().optional(),
  forceDisposition: z.string().nullable(),
  battleSize: z.string().nullable(),
  pointsLimit: z.number().nullable(),
  pointsTotal: z.number(),
  units: z.array(rosterUnitSchema),
  enhancements: z.array(z.object({ name: z.string(), unit: z.string(), points: z.number() })),
  /** Leader and bodyguard by name, and by unit id when known (a datasheet taken twice repeats its name). */
  attachedLeaders: z.array(
    z.object({
      leader: z.string(),
      unit: z.string(),
      leaderId: z.string().optional(),
      unitId: z.string().optional(),
    }),
  ),
  forces: z.array(rosterForceSchema),
  resolution: z
    .object({
      factionId: z.string().nullable(),
      detachmentIds: z.array(z.string()),
      /** "40kdc-data 1.4.5 (11th edition)": what the units were resolved against. */
      dataVersion: z.string(),
      /** Which revision of army resolution did it (older ones are redone at start-up); absent: 1. */
      resolver: z.number().int().min(1).optional(),
      resolvedUnits: z.number().int(),
      unresolvedUnits: z.number().int(),
      notes: z.array(z.string()),
    })
    .optional(),
});
export type Roster = z.infer<typeof rosterSchema>;

export { unknownStats } from './unknown-stats';
