import { weaponProfileSchema } from '@muster/roster-import';
import { z } from 'zod';

/** Spec 000's roster analysis result, as produced by the offline engine (and phrased by models). */
export const unitAssessmentSchema = z.object({
  unitName: z.string().min(1),
  unitId: z.string(),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  tacticalAdvice: z.string(),
  /** 0–10 per benchmark target id. */
  matchupRatings: z.record(z.string(), z.number().min(0).max(10)),
  /** 0–1: how much of the unit's data the numbers rest on. */
  confidence: z.number().min(0).max(1),
  optimalDeployment: z.string(),
  targetPriority: z.array(z.string()),
  synergies: z.array(z.string()),
  tacticalUses: z.array(z.string()),
  /** 0–10: where its best points removed per point spent stands among all datasheets. */
  costEfficiencyRating: z.number().min(0).max(10),
  /** What the numbers were measured on: datasheet, models and the weapons they carry. */
  basis: z.string().optional(),
  /** The unit as measured, so the report reads the same after the roster changes. */
  datacard: z
    .object({
      datasheet: z.string().nullable(),
      models: z.number(),
      stats: z.record(z.string(), z.string()),
      weapons: z.array(
        weaponProfileSchema.omit({ kind: true, count: true }).extend({ count: z.number().nullable() }),
      ),
    })
    .optional(),
});
export type UnitAssessment = z.infer<typeof unitAssessmentSchema>;

export const rosterAnalysisSchema = z.object({
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  opportunities: z.array(z.string()),
  threats: z.array(z.string()),
  tacticalAdvice: z.array(z.string()),
  unitAssessments: z.array(unitAssessmentSchema),
  commandPoints: z.object({ priorities: z.array(z.string()) }),
  secondaryObjectives: z.array(z.object({ name: z.string(), reason: z.string() })),
  overallRating: z.number().min(0).max(10),
  tacticalRecommendations: z.array(z.string()),
  rosterOverview: z.object({
    summary: z.string(),
    pointsEfficiency: z.string(),
    battlefieldRole: z.string(),
  }),
  performanceMetrics: z.object({
    totalPoints: z.number(),
    pointsLimit: z.number().nullable(),
    units: z.number(),
    models: z.number(),
    objectiveControl: z.number(),
    /** Expected wounds per turn of all shooting / all melee, per benchmark id. */
    shootingDamage: z.record(z.string(), z.number()),
    meleeDamage: z.record(z.string(), z.number()),
    /** Points of the benchmark removed per 100 points spent, best of shooting or melee. */
    pointsRemovedPer100: z.number(),
    unitsWithoutData: z.array(z.string()),
    /**
     * P(all your shooting has destroyed the reference unit by the end of turn 1…5), per target id:
     * a distribution, not a lone mean.
     */
    turnsToDestroy: z.record(z.string(), z.array(z.number().min(0).max(1))).optional(),
    /** Where the list stands among the reference population, per measure (0–1). */
    standing: z.record(z.string(), z.number().min(0).max(1)).optional(),
  }),
  metaPositioning: z.object({
    metaSummary: z.string(),
    matchups: z.array(z.object({ faction: z.string(), matchupScore: z.number(), commentary: z.string() })),
    tournamentViability: z.string(),
  }),
  /**
   * What the overall rating rests on: an expected win rate against the current field, from
   * published and recorded results for the faction, adjusted by how the list measures against its
   * own faction's reference lists. Absent from analyses made before it existed.
   */
  ratingBasis: z
    .object({
      expectedWinRate: z.number().min(0).max(1),
      interval: z.object({ low: z.number().min(0).max(1), high: z.number().min(0).max(1) }),
      faction: z.string().nullable(),
      /** The faction's own expected win rate, before the list's adjustment; null without results. */
      factionWinRate: z.number().min(0).max(1).nullable(),
      games: z.number(),
      sources: z.array(
        z.object({
          source: z.string(),
          url: z.string(),
          from: z.string(),
          to: z.string(),
          edition: z.string(),
        }),
      ),
      /** Win-rate points added for how the list measures among its faction's reference lists. */
      listAdjustment: z.number(),
      /** Where the list stands among its faction's reference lists (0–1); null when too few. */
      factionPercentile: z.number().min(0).max(1).nullable(),
      /** The basis in one paragraph, for the report. */
      summary: z.string(),
    })
    .optional(),
  improvementSuggestions: z.array(
    z.object({
      suggestion: z.string(),
      remove: z.array(z.string()),
      add: z.array(z.string()),
      tacticalBenefit: z.string(),
    }),
  ),
});
export type RosterAnalysis = z.infer<typeof rosterAnalysisSchema>;
