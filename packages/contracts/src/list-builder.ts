import { z } from 'zod';
import { builtListLimits } from './list-builder-limits';

export { builtListLimits } from './list-builder-limits';

/** A game-data id (datasheet, detachment, enhancement, wargear, Force Disposition) or a unit's uid. */
export const gameDataIdSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,120}$/, 'Ids are 1–120 lower-case letters, digits and hyphens');

export const builtListUnitSchema = z.object({
  uid: gameDataIdSchema,
  unitId: gameDataIdSchema,
  modelCount: z.number().int().min(1).max(builtListLimits.countMax),
  /** Weapon or wargear id → how many the unit carries; empty: the datasheet's default loadout. */
  wargear: z
    .record(gameDataIdSchema, z.number().int().min(0).max(builtListLimits.countMax))
    .refine((items) => Object.keys(items).length <= builtListLimits.wargearMax, {
      message: `A unit names at most ${builtListLimits.wargearMax} wargear items`,
    }),
  enhancementId: gameDataIdSchema.nullable(),
  /** The uid of the bodyguard unit a leader is attached to. */
  attachedTo: gameDataIdSchema.nullable(),
  warlord: z.boolean(),
});
export type BuiltListUnit = z.infer<typeof builtListUnitSchema>;

export const builtListEditionSchema = z.enum(['10th', '11th']);
export const battleSizeIdSchema = z.enum(['incursion', 'strike-force', 'onslaught']);

/** An army list built on the game data: every choice by the data's ids. */
export const builtListSchema = z
  .object({
    name: z.string().trim().max(builtListLimits.nameMax),
    edition: builtListEditionSchema,
    factionId: gameDataIdSchema,
    detachmentIds: z.array(gameDataIdSchema).max(builtListLimits.detachmentsMax),
    forceDisposition: gameDataIdSchema.nullable(),
    battleSize: battleSizeIdSchema,
    units: z
      .array(builtListUnitSchema)
      .max(builtListLimits.unitsMax, `A list holds at most ${builtListLimits.unitsMax} units`),
  })
  .refine((list) => new Set(list.units.map((unit) => unit.uid)).size === list.units.length, {
    message: 'Each unit needs its own uid',
    path: ['units'],
  });
export type BuiltList = z.infer<typeof builtListSchema>;

export const builtListCheckSchema = z.object({
  severity: z.enum(['error', 'warning']),
  code: z.string(),
  /** In plain words, naming the unit and the rule. */
  message: z.string(),
  unitUid: z.string().nullable(),
});
export type BuiltListCheck = z.infer<typeof builtListCheckSchema>;

/** POST /api/rosters/check: the list's points against its limits, and everything it breaks. */
export const builtListCheckReplySchema = z.object({
  points: z.number().int(),
  pointsLimit: z.number().int(),
  /** What the chosen detachments cost (11th edition); null in 10th. */
  detachmentPoints: z.number().int().nullable(),
  /** The battle size's budget; null in 10th edition and where the game data gives none (Onslaught). */
  detachmentCap: z.number().int().nullable(),
  units: z.array(
    z.object({
      uid: z.string(),
      base: z.number().int(),
      wargear: z.number().int(),
      enhancement: z.number().int(),
      points: z.number().int(),
    }),
  ),
  checks: z.array(builtListCheckSchema),
});
export type BuiltListCheckReply = z.infer<typeof builtListCheckReplySchema>;

export const builderFactionsReplySchema = z.object({
  edition: z.string(),
  factions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      parentId: z.string().nullable(),
      datasheets: z.number().int(),
    }),
  ),
});
export type BuilderFactionsReply = z.infer<typeof builderFactionsReplySchema>;

export const builderFactionParamsSchema = z.object({ factionId: gameDataIdSchema });

const battleSizeSchema = z.object({
  id: battleSizeIdSchema,
  label: z.string(),
  points: z.number().int(),
  detachmentPoints: z.number().int().nullable(),
});

const editionRuleSchema = z.object({
  copiesPerDatasheet: z.number().int(),
  copiesOfBattlelineAndTransports: z.number().int(),
  enhancements: z.number().int(),
  severity: z.enum(['error', 'warning']),
  detachments: z.number().int().nullable(),
  note: z.string(),
});

const enhancementSchema = z.object({
  id: z.string(),
  name: z.string(),
  cost: z.number(),
  /** Bearer keywords: all of one group, any group; empty: any Character. */
  keywords: z.array(z.array(z.string())),
  excludedKeywords: z.array(z.string()),
  unique: z.boolean(),
  upgrade: z.boolean(),
  maxTargets: z.number().int(),
});

const optionSchema = z.object({
  id: z.string(),
  model: z.string().nullable(),
  replaces: z.array(z.string()),
  choices: z.array(z.array(z.string())),
  limit: z.object({ anyNumber: z.boolean(), perModels: z.number().nullable(), max: z.number().nullable() }),
  text: z.string(),
  cost: z.number().nullable(),
});

const datasheetSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string().nullable(),
  keywords: z.array(z.string()),
  factionKeywords: z.array(z.string()),
  character: z.boolean(),
  epicHero: z.boolean(),
  battleline: z.boolean(),
  dedicatedTransport: z.boolean(),
  supportOnly: z.boolean(),
  size: z.object({ min: z.number().int(), max: z.number().int() }),
  points: z.array(
    z.object({
      models: z.number().int(),
      modelsMax: z.number().int(),
      cost: z.number(),
      copies: z.tuple([z.number().int(), z.number().int().nullable()]).nullable(),
    }),
  ),
  maxPerList: z.number().int().nullable(),
  composition: z.array(
    z.object({
      name: z.string(),
      min: z.number().int(),
      max: z.number().int(),
      defaults: z.array(z.string()),
    }),
  ),
  defaultLoadout: z.record(z.string(), z.number().int()),
  options: z.array(optionSchema),
  budgets: z.array(
    z.object({
      items: z.array(z.string()),
      count: z.number().int(),
      perModels: z.number().int(),
      duplicateLimit: z.number().int().nullable(),
      text: z.string(),
    }),
  ),
  wargearCosts: z.record(z.string(), z.number()),
  leads: z.array(z.string()),
});

/** GET /api/game-data/builder/factions/:factionId: everything needed to build a list of one faction. */
export const builderCatalogueSchema = z.object({
  edition: z.string(),
  dataVersion: z.string(),
  faction: z.object({
    id: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    keywords: z.array(z.string()),
  }),
  battleSizes: z.object({ '10th': z.array(battleSizeSchema), '11th': z.array(battleSizeSchema) }),
  rules: z.object({ '10th': editionRuleSchema, '11th': editionRuleSchema }),
  dispositions: z.array(z.object({ id: z.string(), name: z.string() })),
  detachments: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      detachmentPoints: z.number().int().nullable(),
      forceDispositions: z.array(z.string()),
      tags: z.array(z.string()),
      requiredKeywords: z.array(z.string()),
      excludedKeywords: z.array(z.string()),
      enhancements: z.array(enhancementSchema),
    }),
  ),
  datasheets: z.array(datasheetSchema),
  /** Display names of every weapon and wargear id the datasheets refer to. */
  wargear: z.record(z.string(), z.string()),
});
export type BuilderCatalogue = z.infer<typeof builderCatalogueSchema>;

/** A saved roster in the builder's terms: units without a datasheet are left out and named. */
export const rosterBuiltListReplySchema = z.object({
  list: builtListSchema,
  unresolved: z.array(z.object({ id: z.string(), name: z.string(), reason: z.string() })),
  notes: z.array(z.string()),
});
export type RosterBuiltListReply = z.infer<typeof rosterBuiltListReplySchema>;
export const builtListSaveSchema = z.object({ list: builtListSchema });

/** A saved roster's legality: the builder's checks on it, plus the units no datasheet matched. */
export const rosterLegalityReplySchema = z.object({
  report: builtListCheckReplySchema,
  unresolved: z.array(z.object({ id: z.string(), name: z.string(), reason: z.string() })),
  notes: z.array(z.string()),
});
export type RosterLegalityReply = z.infer<typeof rosterLegalityReplySchema>;
