import { counterPlanSchema } from '@muster/analysis';
import { z } from 'zod';

export { type CounterPlan, counterPlanSchema, type Engagement } from '@muster/analysis';

export const counterQuerySchema = z.object({
  roster: z.uuid('Invalid roster id format'),
  opponent: z.uuid('Invalid roster id format'),
});

const dataNotesSchema = z.object({ enriched: z.array(z.string()), unmatched: z.array(z.string()) });
const rosterHeadSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  faction: z.string(),
  points: z.number(),
});

export const counterReplySchema = z.object({
  roster: rosterHeadSchema,
  opponent: rosterHeadSchema,
  plan: counterPlanSchema,
  dataNotes: z.object({ yours: dataNotesSchema, theirs: dataNotesSchema }),
});
export type CounterReply = z.infer<typeof counterReplySchema>;
