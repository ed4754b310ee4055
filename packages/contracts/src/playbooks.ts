import { battleSimulationSchema, playbookContentSchema } from '@muster/analysis';
import { z } from 'zod';

export {
  type BattleSimulation,
  battleSimulationSchema,
  type PlaybookContent,
  playbookContentSchema,
  playbookRoles,
} from '@muster/analysis';

const title = z
  .string()
  .trim()
  .min(1, 'A playbook needs a title.')
  .max(120, 'Titles are at most 120 characters.');

export const playbookCreateSchema = z.object({
  rosterId: z.uuid('Invalid roster id format'),
  opponentRosterId: z.uuid('Invalid roster id format').nullish(),
  title: title.optional(),
});
export type PlaybookCreate = z.infer<typeof playbookCreateSchema>;

export const playbookUpdateSchema = z
  .object({ title: title.optional(), isPublic: z.boolean().optional() })
  .refine((body) => body.title !== undefined || body.isPublic !== undefined, 'Nothing to change.');
export type PlaybookUpdate = z.infer<typeof playbookUpdateSchema>;

export const playbookSchema = z.object({
  id: z.string(),
  title: z.string(),
  isPublic: z.boolean(),
  /** The signed-in caller owns it (may edit, share and delete). */
  isOwner: z.boolean(),
  createdAt: z.iso.datetime(),
  content: playbookContentSchema,
});
export type Playbook = z.infer<typeof playbookSchema>;

export const playbookSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  rosterName: z.string(),
  opponentName: z.string().nullable(),
  isPublic: z.boolean(),
  createdAt: z.iso.datetime(),
});
export const playbookListSchema = z.object({ playbooks: z.array(playbookSummarySchema) });
export const playbookIdParamsSchema = z.object({ id: z.uuid('Invalid playbook id format') });

export const playbookTestQuerySchema = z.object({ firstTurn: z.enum(['yours', 'theirs']).default('yours') });
export const playbookTestSchema = z.object({
  playbook: z.object({ id: z.string(), title: z.string() }),
  opponent: z.object({
    name: z.string(),
    faction: z.string(),
    points: z.number(),
    /** The playbook's own opponent, or the sample list when it has none. */
    source: z.enum(['playbook', 'sample']),
  }),
  simulation: battleSimulationSchema,
});
export type PlaybookTest = z.infer<typeof playbookTestSchema>;
