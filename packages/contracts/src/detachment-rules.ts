import { z } from 'zod';

const ruleTextSchema = z.object({ name: z.string(), text: z.string() });

/**
 * GET /api/rosters/{id}/detachment-rules: the rules a player reads at the table for the list's
 * detachments, as the game data has them (text is null where the data has none yet).
 */
export const detachmentRulesReplySchema = z.object({
  /** "40kdc-data (11th edition, data of 2026-08-20)": shown as "Powered by …", the data credit. */
  source: z.string(),
  detachments: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      detachmentPoints: z.number().int().nullable(),
      rules: z.array(ruleTextSchema),
      enhancements: z.array(z.object({ name: z.string(), cost: z.number(), text: z.string().nullable() })),
      stratagems: z.array(
        z.object({
          name: z.string(),
          cp: z.number().nullable(),
          /** "battle-tactic", "strategic-ploy", …, as the data names the kind. */
          type: z.string().nullable(),
          phases: z.array(z.string()),
          text: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type DetachmentRulesReply = z.infer<typeof detachmentRulesReplySchema>;
