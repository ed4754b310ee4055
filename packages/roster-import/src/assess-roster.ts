import { otherGame, otherGameMessage } from './game-system';
import type { Roster } from './roster-model';

export type ParseIssue = { code: string; message: string };

/** Spec 001 §9 confidence weights; PDF text is noisier, so its name and faction weigh less. */
export const confidenceWeights = {
  standard: { name: 0.1, faction: 0.2, points: 0.2, units: 0.5 },
  pdf: { name: 0.15, faction: 0.15, points: 0.2, units: 0.5 },
} as const;

/** LOW_UNIT_CONFIDENCE is raised when more than this share of units is low-confidence. */
export const LOW_UNIT_SHARE = 0.3;

/**
 * What an anomaly the parser could not repair costs the score, once per code: units that do not
 * add up to the list's total, a list for another game than Warhammer 40,000.
 */
export const anomalyPenalties: Record<string, number> = {
  LOW_POINTS_CONFIDENCE: 0.15,
  NOT_WARHAMMER_40K: 0.25,
};

/** The list's declared total against the sum of its units' points, when both are known. */
export function unitPointsIssue(declared: number, units: { points: number }[]): ParseIssue | null {
  const sum = Math.round(units.reduce((total, unit) => total + unit.points, 0) * 100) / 100;
  if (declared <= 0 || units.length === 0 || Math.abs(declared - sum) < 0.01) return null;
  return {
    code: 'LOW_POINTS_CONFIDENCE',
    message: `The list says ${declared} points but its units add up to ${sum}.`,
  };
}

export type RosterAssessment = { confidenceScore: number; warnings: ParseIssue[]; missingFields: string[] };

/** A unit is low-confidence when it lacks a name, a model count or (in pointed games) points. */
function isLowConfidenceUnit(unit: Roster['units'][number], pointed: boolean): boolean {
  return !unit.name.trim() || unit.count <= 0 || (pointed && unit.points <= 0);
}

/**
 * Scores how much of a roster was recovered (0–1) and says what is missing, with the codes of
 * spec 001 §8. Games without points (Kill Team) are not penalised for having none, but a list for
 * another game than Warhammer 40,000 is flagged. `issues` are the parser's own warnings: the
 * anomalies among them (anomalyPenalties) lower the score.
 */
export function assessRoster(
  roster: Roster,
  options: { source?: 'standard' | 'pdf'; pointed?: boolean; issues?: ParseIssue[] } = {},
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

  const game = otherGame(roster.gameSystem);
  if (game) warnings.push({ code: 'NOT_WARHAMMER_40K', message: otherGameMessage(game) });

  const anomalies = new Set([...(options.issues ?? []), ...warnings].map((issue) => issue.code));
  const penalty = [...anomalies].reduce((sum, code) => sum + (anomalyPenalties[code] ?? 0), 0);
  const score =
    (hasName ? weights.name : 0) +
    (hasFaction ? weights.faction : 0) +
    (hasPoints ? weights.points : 0) +
    weights.units * unitScore -
    penalty;
  return { confidenceScore: Math.max(0, Math.round(score * 1000) / 1000), warnings, missingFields };
}
