import { z } from 'zod';

export { type TeamSize, teamSizes } from './tournament-options';

/**
 * The team result from the summed game points, as data: a draw when the two sums are within
 * drawWithin of each other, otherwise a win and a loss; team points for each.
 */
export const teamResultRulesSchema = z
  .object({
    kind: z.literal('margin'),
    drawWithin: z.number().int().min(0).max(1000),
    win: z.number().min(0).max(100),
    draw: z.number().min(0).max(100),
    loss: z.number().min(0).max(100),
  })
  .refine((r) => r.win >= r.draw && r.draw >= r.loss, {
    message: 'Team points must not fall from a loss to a draw to a win.',
  });
export type TeamResultRulesInput = z.infer<typeof teamResultRulesSchema>;

/** What a teams event adds to an event's settings. */
export const teamSettingsSchema = z.object({
  teamSize: z.union([z.literal(3), z.literal(5), z.literal(8)]),
  /** Most teams seated; later teams go to the waitlist. Null: no cap. */
  teamCap: z.number().int().min(2).max(500).nullable(),
  /** No two members of a team may bring the same faction. */
  factionUnique: z.boolean(),
  /** How each team match's tables are chosen: by the defenders (WTC) or in order by the organiser. */
  tableChoice: z.enum(['defender-picks', 'organiser']),
  /** Seconds for each secret draft step, and for each table pick. */
  draftStepSeconds: z.number().int().min(30).max(1800),
  tablePickSeconds: z.number().int().min(15).max(600),
  teamResult: teamResultRulesSchema,
});
export type TeamSettings = z.infer<typeof teamSettingsSchema>;
