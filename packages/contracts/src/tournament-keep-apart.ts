import { z } from 'zod';

/**
 * Players the organiser keeps apart in pairings beyond clubs (friends who travelled together,
 * family): kept apart in the same rounds as clubmates, by the event's clubAvoidance setting.
 */
const keptPlayerSchema = z.object({ entryId: z.uuid(), username: z.string() });

export const keepApartPairSchema = z.object({
  id: z.uuid(),
  a: keptPlayerSchema,
  b: keptPlayerSchema,
  reason: z.string(),
  createdAt: z.iso.datetime(),
});
export type KeepApartPair = z.infer<typeof keepApartPairSchema>;

export const keepApartListSchema = z.object({ pairs: z.array(keepApartPairSchema) });
export type KeepApartList = z.infer<typeof keepApartListSchema>;

export const keepApartCreateSchema = z
  .object({
    a: z.uuid('Invalid entry id format'),
    b: z.uuid('Invalid entry id format'),
    reason: z.string().trim().max(200).default(''),
  })
  .refine((pair) => pair.a !== pair.b, { message: 'Choose two different players.', path: ['b'] });
export type KeepApartCreate = z.input<typeof keepApartCreateSchema>;

export const keepApartParamsSchema = z.object({
  id: z.uuid('Invalid tournament id format'),
  pairId: z.uuid('Invalid pair id format'),
});
