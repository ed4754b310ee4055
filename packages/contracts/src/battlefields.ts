import {
  battlefieldDifficulties,
  battlefieldSizeSchema,
  deploymentZoneSchema,
  objectiveSchema,
  sizeCategories,
  templateCategories,
  terrainPieceSchema,
  unitPlacementSchema,
} from '@muster/battlefield';
import { z } from 'zod';

export {
  type BattlefieldInput,
  battlefieldInputSchema,
  type SnapshotInput,
  snapshotInputSchema,
  type TemplateInput,
  templateInputSchema,
} from '@muster/battlefield';

export const battlefieldClassificationSchema = z.object({
  sizeCategory: z.enum(sizeCategories),
  complexity: z.number(),
  difficulty: z.enum(battlefieldDifficulties),
});

const layout = {
  name: z.string(),
  description: z.string(),
  size: battlefieldSizeSchema,
  terrain: z.array(terrainPieceSchema),
  objectives: z.array(objectiveSchema),
  deploymentZones: z.array(deploymentZoneSchema),
  missionName: z.string(),
  missionRules: z.string(),
  classification: battlefieldClassificationSchema,
};

export const battlefieldSchema = z.object({
  id: z.string(),
  ...layout,
  unitPlacements: z.array(unitPlacementSchema),
  isPublic: z.boolean(),
  isOwner: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Battlefield = z.infer<typeof battlefieldSchema>;

export const battlefieldSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  size: battlefieldSizeSchema,
  missionName: z.string(),
  isPublic: z.boolean(),
  isOwner: z.boolean(),
  classification: battlefieldClassificationSchema,
  terrainCount: z.number().int(),
  placementCount: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type BattlefieldSummary = z.infer<typeof battlefieldSummarySchema>;

/** Spec 001 §9: the list is paged by 20 from offset 0. */
export const battlefieldListQuerySchema = z.object({
  scope: z.enum(['mine', 'public']).default('mine'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const battlefieldListReplySchema = z.object({
  items: z.array(battlefieldSummarySchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});

export const battlefieldSnapshotSchema = z.object({
  id: z.string(),
  battlefieldId: z.string(),
  turnNumber: z.number().int(),
  phase: z.string(),
  unitPlacements: z.array(unitPlacementSchema),
  notes: z.string(),
  sizeEstimate: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type BattlefieldSnapshot = z.infer<typeof battlefieldSnapshotSchema>;
export const battlefieldSnapshotsReplySchema = z.object({ snapshots: z.array(battlefieldSnapshotSchema) });

export const battlefieldTemplateSchema = z.object({
  id: z.string(),
  ...layout,
  category: z.enum(templateCategories),
  isOfficial: z.boolean(),
  isOwner: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type BattlefieldTemplate = z.infer<typeof battlefieldTemplateSchema>;
export const battlefieldTemplatesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).default(0),
});
export const battlefieldTemplatesReplySchema = z.object({
  templates: z.array(battlefieldTemplateSchema),
  total: z.number().int(),
});

export const battlefieldIdParamsSchema = z.object({ id: z.uuid('Invalid battlefield id format') });
export const battlefieldSnapshotParamsSchema = z.object({
  id: z.uuid('Invalid battlefield id format'),
  snapshotId: z.uuid('Invalid snapshot id format'),
});
export const templateIdParamsSchema = z.object({ id: z.uuid('Invalid template id format') });

export const roundBattlefieldSchema = z.object({
  battlefieldId: z.uuid('Invalid battlefield id format').nullable(),
});

/**
 * The 11th-edition deployment patterns of the game data (GET /api/game-data/deployments), drawn as
 * the designer draws zones: board-space polygons in inches on the data's own board, defender as
 * player 1 and attacker as player 2, and the pattern's objective markers.
 */
export const officialDeploymentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  source: z.string(),
  size: battlefieldSizeSchema,
  deploymentZones: z.array(deploymentZoneSchema),
  objectives: z.array(objectiveSchema),
});
export type OfficialDeployment = z.infer<typeof officialDeploymentSchema>;
export const officialDeploymentsReplySchema = z.object({
  edition: z.string(),
  deployments: z.array(officialDeploymentSchema),
});

/** The pairing of Force Dispositions a layout is dealt for, and the mission each side plays in it. */
export const terrainLayoutMatchupSchema = z.object({
  id: z.string(),
  name: z.string(),
  missions: z.array(z.object({ disposition: z.string(), mission: z.string() })),
});

export const terrainLayoutSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  source: z.string(),
  variant: z.number().int().nullable(),
  matchup: terrainLayoutMatchupSchema.nullable(),
  deploymentId: z.string().nullable(),
  deploymentName: z.string().nullable(),
  size: battlefieldSizeSchema,
  terrainCount: z.number().int(),
  objectiveCount: z.number().int(),
});
export type TerrainLayoutSummary = z.infer<typeof terrainLayoutSummarySchema>;
export const terrainLayoutsReplySchema = z.object({
  edition: z.string(),
  layouts: z.array(terrainLayoutSummarySchema),
});

/** One layout with what the designer places: its pieces, its objective markers and its deployment's zones. */
export const terrainLayoutSchema = terrainLayoutSummarySchema.extend({
  terrain: z.array(terrainPieceSchema),
  objectives: z.array(objectiveSchema),
  deploymentZones: z.array(deploymentZoneSchema),
});
export type TerrainLayout = z.infer<typeof terrainLayoutSchema>;
export const terrainLayoutReplySchema = z.object({ edition: z.string(), layout: terrainLayoutSchema });
export const terrainLayoutParamsSchema = z.object({
  layoutId: z.string().regex(/^[a-z0-9-]{1,120}$/, 'Invalid terrain layout id'),
});
