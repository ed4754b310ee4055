import { z } from 'zod';
import {
  deploymentZoneSchema,
  objectiveSchema,
  type Point,
  templateCategories,
  terrainPieceSchema,
  unitPlacementSchema,
} from './battlefield-model';

type Noun = 'Battlefield' | 'Template';

/** Spec 001 §5 size rules, word for word, for battlefields and (with "Template") templates. */
export const sizeSchemaFor = (noun: Noun) => {
  const required = `${noun} size with width and height is required`;
  return z
    .object(
      { width: z.number({ error: required }), height: z.number({ error: required }) },
      { error: required },
    )
    .refine((size) => size.width > 0 && size.height > 0, `${noun} size dimensions must be positive numbers`)
    .refine((size) => size.width <= 200 && size.height <= 200, `${noun} size is at most 200" on a side`);
};

export const ZONE_TOO_FEW_POINTS = 'A deployment zone needs at least 3 points';
export const ZONE_OFF_BOARD = 'Deployment zone points must lie within the battlefield width and height';

const inside = (point: Point, size: { width: number; height: number }) =>
  point.x >= 0 && point.y >= 0 && point.x <= size.width && point.y <= size.height;

/** The layout fields every battlefield and template shares. */
const layoutFields = (noun: Noun) => ({
  name: z
    .string({ error: `${noun} name is required` })
    .trim()
    .min(1, `${noun} name is required`)
    .max(120, `${noun} names are at most 120 characters`),
  description: z.string().max(2000).default(''),
  size: sizeSchemaFor(noun),
  terrain: z.array(terrainPieceSchema).max(200).default([]),
  objectives: z.array(objectiveSchema).max(20).default([]),
  deploymentZones: z.array(deploymentZoneSchema).max(10).default([]),
  missionName: z.string().max(120).default(''),
  missionRules: z.string().max(4000).default(''),
});

/** Spec 001 §5: a zone needs three points, each within the battlefield's width and height. */
function checkZones(
  layout: { size: { width: number; height: number }; deploymentZones: { points: Point[] }[] },
  context: z.RefinementCtx,
) {
  layout.deploymentZones.forEach((zone, index) => {
    if (zone.points.length < 3)
      context.addIssue({
        code: 'custom',
        message: ZONE_TOO_FEW_POINTS,
        path: ['deploymentZones', index, 'points'],
      });
    else if (!zone.points.every((p) => inside(p, layout.size)))
      context.addIssue({
        code: 'custom',
        message: ZONE_OFF_BOARD,
        path: ['deploymentZones', index, 'points'],
      });
  });
}

export const battlefieldInputSchema = z
  .object({
    ...layoutFields('Battlefield'),
    unitPlacements: z.array(unitPlacementSchema).max(300).default([]),
    isPublic: z.boolean().default(false),
  })
  .superRefine(checkZones);
export type BattlefieldInput = z.infer<typeof battlefieldInputSchema>;

export const templateInputSchema = z
  .object({
    ...layoutFields('Template'),
    category: z.enum(templateCategories).default('Custom'),
    isOfficial: z.boolean().default(false),
  })
  .superRefine(checkZones);
export type TemplateInput = z.infer<typeof templateInputSchema>;

/** Spec 001 §5 snapshot rules. */
export const snapshotInputSchema = z.object({
  turnNumber: z
    .number({ error: 'Turn number must be a non-negative integer' })
    .int('Turn number must be a non-negative integer')
    .min(0, 'Turn number must be a non-negative integer')
    .max(99, 'Turn number must be a non-negative integer'),
  phase: z.string({ error: 'Phase is required' }).trim().min(1, 'Phase is required').max(40),
  unitPlacements: z.array(unitPlacementSchema, { error: 'Unit placements are required' }).max(300),
  notes: z.string().max(2000).default(''),
});
export type SnapshotInput = z.infer<typeof snapshotInputSchema>;
