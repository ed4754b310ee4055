import { z } from 'zod';

/**
 * Rules & Updates (/rules): the game data and editions the app runs on, the core-rule numbers the
 * dice engine uses, and how datasheet points changed between the game-data versions recorded.
 */

/** A wording that holds for one or more editions; editions that share a wording are listed together. */
export const editionTextSchema = z.object({ editions: z.array(z.string()), text: z.string() });
export type EditionText = z.infer<typeof editionTextSchema>;

export const coreRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  applies: z.array(editionTextSchema),
});
export type CoreRule = z.infer<typeof coreRuleSchema>;

export const coreRuleGroupSchema = z.object({
  id: z.string(),
  title: z.string(),
  rules: z.array(coreRuleSchema),
});
export type CoreRuleGroup = z.infer<typeof coreRuleGroupSchema>;

/** The wound roll needed by Strength against Toughness, for the editions that share the table. */
export const woundTableSchema = z.object({
  editions: z.array(z.string()),
  rows: z.array(z.object({ condition: z.string(), need: z.number().int() })),
  /** The table applied to a few Strength/Toughness pairs, worked by the engine's own function. */
  examples: z.array(
    z.object({ strength: z.number().int(), toughness: z.number().int(), need: z.number().int() }),
  ),
});
export type WoundTable = z.infer<typeof woundTableSchema>;

export const supportedEditionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'current': the edition the game data is written for; 'still-played': supported alongside it. */
  status: z.enum(['current', 'still-played']),
  /** Datasheets, points and missions of the game data are for this edition. */
  gameData: z.boolean(),
  /** The dice engine has this edition's rule numbers. */
  diceEngine: z.boolean(),
  /** Events can be run in this edition. */
  events: z.boolean(),
  /** The engine's summary of this edition's numbers and what it knowingly leaves out. */
  engineNote: z.string(),
  notModelled: z.array(z.string()),
});
export type SupportedEdition = z.infer<typeof supportedEditionSchema>;

/** One dataslate of the game data (its gameVersions), e.g. "Codex: Orks rules snapshot". */
export const gameDataReleaseSchema = z.object({
  edition: z.string(),
  dataslate: z.string(),
  label: z.string(),
  effectiveDate: z.string(),
});
export type GameDataRelease = z.infer<typeof gameDataReleaseSchema>;

export const rulesOverviewSchema = z.object({
  data: z.object({
    packageName: z.string(),
    packageVersion: z.string(),
    edition: z.string(),
    /** The dataslate the data is at; null when the data names none. */
    release: gameDataReleaseSchema.nullable(),
    /** Every dataslate the data lists, newest first. */
    releases: z.array(gameDataReleaseSchema),
    credit: z.object({ label: z.string(), url: z.string(), attribution: z.string() }),
  }),
  editions: z.array(supportedEditionSchema),
  woundTables: z.array(woundTableSchema),
  coreRules: z.array(coreRuleGroupSchema),
});
export type RulesOverview = z.infer<typeof rulesOverviewSchema>;

/** A game-data version whose points this site has recorded. */
export const pointsVersionSchema = z.object({
  /** The game-data package's version ("1.4.5"): what versions are ordered and asked for by. */
  version: z.string(),
  packageName: z.string(),
  edition: z.string(),
  dataslate: z.string().nullable(),
  releaseLabel: z.string().nullable(),
  effectiveDate: z.string().nullable(),
  /** When a server of this site first ran on this version (ISO 8601). */
  recordedAt: z.string(),
  datasheets: z.number().int(),
});
export type PointsVersion = z.infer<typeof pointsVersionSchema>;

export const pointsVersionsReplySchema = z.object({
  /** The version this server runs on. */
  current: z.string(),
  /** Newest first. */
  versions: z.array(pointsVersionSchema),
});
export type PointsVersionsReply = z.infer<typeof pointsVersionsReplySchema>;

const dataVersion = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/, 'A data version looks like 1.4.5.');

export const pointsChangesQuerySchema = z.object({
  /** Defaults to the version recorded before `to`. */
  from: dataVersion.optional(),
  /** Defaults to the newest version recorded. */
  to: dataVersion.optional(),
});
export type PointsChangesQuery = z.infer<typeof pointsChangesQuerySchema>;

export const pointsChangeKinds = [
  'up',
  'down',
  'tier-added',
  'tier-removed',
  'datasheet-added',
  'datasheet-removed',
] as const;
export type PointsChangeKind = (typeof pointsChangeKinds)[number];

export const pointsChangeSchema = z.object({
  datasheetId: z.string(),
  datasheetName: z.string(),
  /** "5 models", "6–10 models", "5 models, 3rd copy on". */
  tier: z.string(),
  kind: z.enum(pointsChangeKinds),
  before: z.number().int().nullable(),
  after: z.number().int().nullable(),
  /** after − before when both exist. */
  difference: z.number().int().nullable(),
});
export type PointsChange = z.infer<typeof pointsChangeSchema>;

export const factionPointsChangesSchema = z.object({
  factionId: z.string(),
  factionName: z.string(),
  changes: z.array(pointsChangeSchema),
});
export type FactionPointsChanges = z.infer<typeof factionPointsChangesSchema>;

/**
 * From one recorded version to another. `from` is null while only one version is recorded (and both
 * are null before any); unchanged prices and factions with no change are left out.
 */
export const pointsChangesReplySchema = z.object({
  from: pointsVersionSchema.nullable(),
  to: pointsVersionSchema.nullable(),
  factions: z.array(factionPointsChangesSchema),
});
export type PointsChangesReply = z.infer<typeof pointsChangesReplySchema>;
