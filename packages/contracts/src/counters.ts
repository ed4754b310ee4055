import { counterPlanSchema } from '@muster/analysis';
import { z } from 'zod';

export { type CounterPlan, counterPlanSchema, type Engagement } from '@muster/analysis';

export const counterQuerySchema = z.object({
  roster: z.uuid('Invalid roster id format'),
  opponent: z.uuid('Invalid roster id format'),
});

const dataNotesSchema = z.object({ enriched: z.array(z.string()), unmatched: z.array(z.string()) });
/** A pasted list is read, matched and used, never saved: the most text it may be. */
export const MAX_PASTED_LIST_CHARS = 100_000;

/** Your saved roster against a list pasted as text (from an opponent's app, a tournament site). */
export const counterPasteSchema = z.object({
  roster: z.uuid('Invalid roster id format'),
  opponentList: z
    .string()
    .trim()
    .min(1, "Paste your opponent's list.")
    .max(
      MAX_PASTED_LIST_CHARS,
      `A pasted list must be at most ${MAX_PASTED_LIST_CHARS.toLocaleString('en-GB')} characters.`,
    ),
});
export type CounterPaste = z.infer<typeof counterPasteSchema>;

const rosterHeadSchema = z.object({
  /** Null for a pasted list, which is not saved. */
  id: z.uuid().nullable(),
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
