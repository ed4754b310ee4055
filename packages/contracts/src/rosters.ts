import {
  inputDiagnosisSchema,
  parseResultSchema,
  rosterSchema,
  rosterUnitSchema,
} from '@muster/roster-import';
import { z } from 'zod';
import { rosterExportFormats } from './roster-export-formats';

export {
  exampleListText,
  type InputDiagnosis,
  inputDiagnosisSchema,
  type ParseResult,
  parseResultSchema,
  type Roster,
  type RosterUnit,
  rosterSchema,
  type UnitResolution,
  unknownStats,
} from '@muster/roster-import';

/** Spec 001 §5: "Validation failed for field X: …". */
const requiredText = (field: string, max: number) =>
  z
    .string({ error: `Validation failed for field ${field}: is required` })
    .trim()
    .min(1, `Validation failed for field ${field}: cannot be empty`)
    .max(max, `Validation failed for field ${field}: must be no more than ${max} characters`);

/** An army takes a handful of enhancements; the caps leave room for any real file, and no more. */
export const rosterLimits = {
  nameMax: 200,
  unitsMax: 300,
  unitNameMax: 200,
  enhancementsMax: 60,
  unitEnhancementsMax: 6,
} as const;

export const rosterIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid roster id format' }) });

export const rosterSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  faction: z.string(),
  detachment: z.string().nullable(),
  points: z.number().int(),
  pointsLimit: z.number().int().nullable(),
  unitCount: z.number().int(),
  edition: z.string().nullable(),
  sourceFormat: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type RosterSummary = z.infer<typeof rosterSummarySchema>;

export const savedRosterSchema = rosterSummarySchema.extend({
  sourceFileName: z.string().nullable(),
  roster: rosterSchema,
});
export type SavedRoster = z.infer<typeof savedRosterSchema>;

export const rosterListSchema = z.object({ rosters: z.array(rosterSummarySchema) });

const editableUnitSchema = rosterUnitSchema.extend({
  name: requiredText('unit name', rosterLimits.unitNameMax),
  count: z.number().int().min(1, 'A unit needs at least one model.').max(1000),
  points: z.number().int().min(0, 'Points cannot be negative.').max(10_000),
  enhancements: z
    .array(z.string().max(200))
    .max(
      rosterLimits.unitEnhancementsMax,
      `A unit can bear at most ${rosterLimits.unitEnhancementsMax} enhancements.`,
    ),
});

/** What may be saved: the parsed roster, checked again (spec 001 §5: name, faction, points, units). */
export const rosterCreateSchema = z.object({
  roster: rosterSchema.extend({
    name: requiredText('name', rosterLimits.nameMax),
    faction: requiredText('faction', 120),
    enhancements: z
      .array(z.object({ name: z.string().max(200), unit: z.string().max(200), points: z.number() }))
      .max(
        rosterLimits.enhancementsMax,
        `A roster can hold at most ${rosterLimits.enhancementsMax} enhancements.`,
      ),
    units: z
      .array(editableUnitSchema)
      .min(1, 'A roster needs at least one unit.')
      .max(rosterLimits.unitsMax, `A roster can hold at most ${rosterLimits.unitsMax} units.`),
  }),
  sourceFormat: z.string().trim().min(1).max(60),
  sourceFileName: z.string().trim().max(255).nullable(),
});
export type RosterCreate = z.infer<typeof rosterCreateSchema>;

export const rosterUpdateSchema = z
  .object({
    name: requiredText('name', rosterLimits.nameMax),
    detachments: z.array(z.string().trim().min(1).max(120)).max(6),
    units: z
      .array(editableUnitSchema)
      .min(1, 'A roster needs at least one unit.')
      .max(rosterLimits.unitsMax, `A roster can hold at most ${rosterLimits.unitsMax} units.`),
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'Nothing to update.');
export type RosterUpdate = z.infer<typeof rosterUpdateSchema>;

/** A roster under review, matched against the game data again after the user picked datasheets. */
export const rosterResolveSchema = z.object({
  roster: rosterSchema.extend({
    units: z
      .array(
        rosterUnitSchema.extend({
          count: z.number().int().min(1, 'A unit needs at least one model.').max(1000),
          // Typed by hand in the review: bounded, so no count can make the resolver work forever.
          wargear: z
            .array(
              z.object({
                name: z.string().trim().max(200),
                count: z
                  .number()
                  .int()
                  .min(0, 'Counts cannot be negative.')
                  .max(1000, 'At most 1,000 of one item.'),
              }),
            )
            .max(100, 'At most 100 wargear lines per unit.'),
        }),
      )
      .max(rosterLimits.unitsMax, `A roster can hold at most ${rosterLimits.unitsMax} units.`),
  }),
});
export const rosterResolveReplySchema = z.object({ roster: rosterSchema });

export const rosterParseReplySchema = parseResultSchema.extend({ fileName: z.string().nullable() });
export type RosterParseReply = z.infer<typeof rosterParseReplySchema>;

/** The `details` of a refused parse (422): the format guessed and what the input holds and lacks. */
export const rosterParseFailureDetailsSchema = z.object({
  detectedFormat: z.string(),
  diagnosis: inputDiagnosisSchema.optional(),
});
export type RosterParseFailureDetails = z.infer<typeof rosterParseFailureDetailsSchema>;

export {
  type GameDataExportFormat,
  type RosterExportFormat,
  rosterExportFormatInfo,
  rosterExportFormats,
} from './roster-export-formats';

export const rosterExportQuerySchema = z.object({
  format: z
    .enum(rosterExportFormats, {
      error: `Unknown export format. Use one of: ${rosterExportFormats.join(', ')}.`,
    })
    .default('text'),
});

export { rosterImportAccept } from './roster-import-accept';
