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
});
export type WeaponProfile = z.infer<typeof weaponProfileSchema>;

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
  forceDisposition: z.string().nullable(),
  battleSize: z.string().nullable(),
  pointsLimit: z.number().nullable(),
  pointsTotal: z.number(),
  units: z.array(rosterUnitSchema),
  enhancements: z.array(z.object({ name: z.string(), unit: z.string(), points: z.number() })),
  attachedLeaders: z.array(z.object({ leader: z.string(), unit: z.string() })),
  forces: z.array(rosterForceSchema),
});
export type Roster = z.infer<typeof rosterSchema>;

export const unknownStats = (): StatLine => ({
  M: '-',
  T: '-',
  SV: '-',
  W: '-',
  LD: '-',
  OC: '-',
  WS: '-',
  BS: '-',
  S: '-',
  A: '-',
});
