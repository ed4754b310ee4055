import { z } from 'zod';

/** Battlefields are measured in inches, origin top-left, y down (as the SVG draws them). */
export const pointSchema = z.object({ x: z.number().finite(), y: z.number().finite() });
export type Point = z.infer<typeof pointSchema>;

export const battlefieldSizeSchema = z.object({ width: z.number(), height: z.number() });
export type BattlefieldSize = z.infer<typeof battlefieldSizeSchema>;

/** 'area' is an 11th-edition terrain area: the footprint its rules apply to, with its scenery on top. */
export const terrainKinds = ['ruin', 'woods', 'crater', 'container', 'hill', 'barricade', 'area'] as const;
export type TerrainKind = (typeof terrainKinds)[number];
/**
 * A piece that is not a rectangle (an L-shaped ruin, a triangular area) carries its outline: points
 * as fractions of its width and height about its centre, before its rotation (so -0.5..0.5 spans it).
 */
export const terrainOutlineSchema = z
  .array(z.object({ x: z.number().min(-1).max(1), y: z.number().min(-1).max(1) }))
  .min(3)
  .max(64);
export const terrainPieceSchema = z.object({
  id: z.string().min(1).max(64),
  kind: z.enum(terrainKinds),
  label: z.string().max(80).default(''),
  x: z.number().finite(),
  y: z.number().finite(),
  width: z.number().positive().max(200),
  height: z.number().positive().max(200),
  rotation: z.number().finite().default(0),
  outline: terrainOutlineSchema.optional(),
});
export type TerrainPiece = z.infer<typeof terrainPieceSchema>;

export const objectiveSchema = z.object({
  id: z.string().min(1).max(64),
  label: z.string().max(40).default(''),
  x: z.number().finite(),
  y: z.number().finite(),
});
export type Objective = z.infer<typeof objectiveSchema>;

export const playerNumberSchema = z.union([z.literal(1), z.literal(2)]);
export type PlayerNumber = z.infer<typeof playerNumberSchema>;

/** Spec 001: id, name, points, color, custom_properties.player. */
export const deploymentZoneSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(80),
  points: z.array(pointSchema).max(64),
  color: z.string().max(32),
  customProperties: z.object({ player: playerNumberSchema }),
});
export type DeploymentZone = z.infer<typeof deploymentZoneSchema>;

/** Spec 001: id, unit_id, unit_name, position, size, rotation, player_id, player_name, player_color. */
export const unitPlacementSchema = z.object({
  id: z.string().min(1).max(64),
  unitId: z.string().max(128),
  unitName: z.string().min(1).max(120),
  position: pointSchema,
  size: z.object({ width: z.number().positive().max(40), height: z.number().positive().max(40) }),
  rotation: z.number().finite().default(0),
  playerId: playerNumberSchema,
  playerName: z.string().max(80),
  playerColor: z.string().max(32),
});
export type UnitPlacement = z.infer<typeof unitPlacementSchema>;

export const deploymentPresets = [
  'hammer_and_anvil',
  'dawn_of_war',
  'search_and_destroy',
  'diagonal',
  'frontline',
  'custom',
] as const;
export type DeploymentPreset = (typeof deploymentPresets)[number];

export { playerColorNames, playerColors } from './player-colors';

export const templateCategories = ['Standard', 'Tournament', 'Narrative', 'Custom', 'Experimental'] as const;
export const battlefieldDifficulties = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
export type BattlefieldDifficulty = (typeof battlefieldDifficulties)[number];
export const sizeCategories = ['small', 'medium', 'large', 'huge'] as const;
export type SizeCategory = (typeof sizeCategories)[number];

export const battlePhases = ['Command', 'Movement', 'Shooting', 'Charge', 'Fight', 'End of turn'] as const;

/** Common board sizes in inches (width × height as drawn). */
export const boardSizes = [
  { label: 'Strike Force / Onslaught (60" × 44")', width: 60, height: 44 },
  { label: 'Incursion (44" × 30")', width: 44, height: 30 },
  { label: 'Combat Patrol (44" × 30")', width: 44, height: 30 },
  { label: 'Kill Team (30" × 22")', width: 30, height: 22 },
] as const;
