import type { Roster } from './roster-model';

export type ParseIssue = { code: string; message: string };

/** Spec 001 §9 confidence weights; PDF text is noisier, so its name and faction weigh less. */
export const confidenceWeights = {
  standard: { name: 0.1, faction: 0.2, points: 0.2, units: 0.5 },
  pdf: { name: 0.15, faction: 0.15, points: 0.2, units: 0.5 },
} as const;

/** LOW_UNIT_CONFIDENCE is raised when more than this share of units is low-confidence. */
export const LOW_UNIT_SHARE = 0.3;

export type RosterAssessment = { confidenceScore: number; warnings: ParseIssue[]; missingFields: string[] };

/** A unit is low-confidence when it lacks a name, a model count or (in pointed games) points. */
function isLowConfidenceUnit(unit: Roster['units'][number], pointed: boolean): boolean {
  return !unit.name.trim() || unit.count <= 0 || (pointed && unit.points <= 0);
}

/**
 * Scores how much of a roster was recovered (0–1) and says what is missing, with the codes of
 * spec 001 §8. Games without points (Kill Team) are not penalised for having none.
 */
export function assessRoster(
  roster: Roster,
  options: { source?: 'standard' | 'pdf'; pointed?: boolean } = {},
): RosterAssessment {
  const weights = confidenceWeights[options.source ?? 'standard'];
  const pointed = options.pointed ?? roster.pointsTotal > 0;
  const warnings: ParseIssue[] = [];
  const missingFields: string[] = [];

  const hasName = roster.name.trim().length > 0;
  const hasFaction = roster.faction.trim().length > 0;
  const hasPoints = !pointed || roster.pointsTotal > 0;
  if (!hasName) {
    missingFields.push('name');
    warnings.push({
      code: 'MISSING_ROSTER_NAME',
      message: 'The roster has no name; one was not found in the file.',
    });
  }
  if (!hasFaction) {
    missingFields.push('faction');
    warnings.push({
      code: 'MISSING_FACTION',
      message: 'No faction was recognised. Choose it before saving.',
    });
  }
  if (!hasPoints) {
    missingFields.push('points');
    warnings.push({ code: 'MISSING_POINTS', message: 'No points total was found.' });
  }

  let unitScore = 0;
  if (roster.units.length === 0) {
    missingFields.push('units');
    warnings.push({ code: 'NO_UNITS', message: 'No units were found in the file.' });
  } else {
    const low = roster.units.filter((unit) => isLowConfidenceUnit(unit, pointed)).length;
    const lowShare = low / roster.units.length;
    unitScore = 1 - lowShare;
    if (lowShare > LOW_UNIT_SHARE) {
      warnings.push({
        code: 'LOW_UNIT_CONFIDENCE',
        message: `${low} of ${roster.units.length} units were read without a name, model count or points. Check them before saving.`,
      });
    }
  }

  const score =
    (hasName ? weights.name : 0) +
    (hasFaction ? weights.faction : 0) +
    (hasPoints ? weights.points : 0) +
    weights.units * unitScore;
  return { confidenceScore: Math.round(score * 1000) / 1000, warnings, missingFields };
}
