import { dataEdition, type GameData } from '../game-data';
import type { BuiltList } from './built-list';
import { type BuiltListCheck, checkContext } from './check-context';
import { dataChecks, foreignWargear } from './data-checks';
import { listPoints, type UnitPoints } from './list-points';
import {
  datasheetLimits,
  detachmentRules,
  dispositionRules,
  enhancementRules,
  factionRules,
  leaderRules,
  onslaughtPoints,
  unitRules,
  warlordRules,
} from './list-rules';

export type { BuiltListCheck } from './check-context';

/**
 * Everything wrong with a built list, in plain words naming the unit and the rule — a warning
 * never stops the player. The data package's own checks (`validateRosterCore`) come first; to them
 * this adds what they lack: the faction and its datasheets, datasheet limits (Epic Heroes once;
 * three of a datasheet, six of Battleline and Dedicated Transports), how many enhancements, unknown
 * ids, leaders attached to a unit of the list, the Warlord a Character, detachments of the faction
 * (one in 10th edition), Onslaught's points, sizes the data has no points for and wargear that is
 * not the datasheet's. Errors first, then by unit.
 */
export function checkBuiltList(data: GameData, list: BuiltList): BuiltListCheck[] {
  return builtListReport(data, list).checks;
}

export type BuiltListReport = {
  points: number;
  pointsLimit: number;
  /** Detachment points the chosen detachments cost (11th edition); null in 10th. */
  detachmentPoints: number | null;
  /** The battle size's budget; null in 10th edition and where the data gives none. */
  detachmentCap: number | null;
  units: UnitPoints[];
  checks: BuiltListCheck[];
};

/** Wargear checks a unit may get before the rest are summed up in one. */
const WARGEAR_CHECKS_PER_UNIT = 5;

/** At most five wargear checks per unit, and one saying how many more: a reply stays readable. */
function capWargearChecks(checks: BuiltListCheck[]): BuiltListCheck[] {
  const seen = new Map<string, number>();
  const out: BuiltListCheck[] = [];
  for (const check of checks) {
    if (!check.code.startsWith('wargear-') || check.unitUid === null) {
      out.push(check);
      continue;
    }
    const n = (seen.get(check.unitUid) ?? 0) + 1;
    seen.set(check.unitUid, n);
    if (n <= WARGEAR_CHECKS_PER_UNIT) out.push(check);
  }
  for (const [uid, n] of seen) {
    if (n <= WARGEAR_CHECKS_PER_UNIT) continue;
    const first = out.find((c) => c.unitUid === uid && c.code.startsWith('wargear-'));
    const unit = first?.message.split(':')[0] ?? 'This unit';
    out.push({
      severity: 'error',
      code: 'wargear-more',
      message: `${unit}: ${n - WARGEAR_CHECKS_PER_UNIT} more wargear problems.`,
      unitUid: uid,
    });
  }
  return out;
}

/**
 * Rules that read the same in every edition: a list of another edition than the game data's
 * breaks them whatever the data says. Every other check rests on the data's datasheets,
 * detachments, enhancements and loadouts, which change between editions (Firestorm Assault
 * Force's enhancements moved to the Salamanders' Forgefather's Seekers in 11th): for a
 * 10th-edition list those are warnings that say which edition's data found them.
 */
const EDITION_INDEPENDENT = new Set([
  'epic-hero-repeated',
  'datasheet-limit',
  'enhancement-limit',
  'enhancement-on-epic-hero',
  'no-warlord',
  'multiple-warlords',
  'warlord-not-character',
  'detachment-count',
  'detachment-repeated',
  'no-detachment',
  'points-over-limit',
  'unknown-faction',
  'leader-self',
  'leader-chain',
  'leader-target-missing',
]);

function acrossEditions(checks: BuiltListCheck[], list: BuiltList, dataEdition: string): BuiltListCheck[] {
  if (list.edition === dataEdition) return checks;
  return checks.map((check) =>
    check.severity === 'error' && !EDITION_INDEPENDENT.has(check.code)
      ? {
          ...check,
          severity: 'warning',
          message: `${check.message} (By the ${dataEdition}-edition game data; ${list.edition}-edition rules may allow it.)`,
        }
      : check,
  );
}

/** A list's points, its limits and its checks: what the list builder shows beside the list. */
export function builtListReport(data: GameData, list: BuiltList): BuiltListReport {
  const ctx = checkContext(data, list);
  const points = listPoints(data, list);
  const foreign = foreignWargear(ctx);
  const fromData = dataChecks(ctx, new Set(foreign.map((f) => f.key)));
  const sized = new Set(
    fromData.flatMap((c) =>
      c.code === 'wargear-invalid-model-count' ? [list.units.findIndex((u) => u.uid === c.unitUid)] : [],
    ),
  );
  const ours = [
    factionRules,
    detachmentRules,
    dispositionRules,
    onslaughtPoints(points.total),
    datasheetLimits,
    enhancementRules,
    leaderRules,
    warlordRules,
    unitRules(foreign, sized),
  ].flatMap((rule) => rule(ctx));
  // An unknown Force Disposition is named once, as unknown, not also as one no detachment grants;
  // a Support character attached to a unit not in the list is named for that, not as unattached.
  const unknownDisposition = ours.some((c) => c.code === 'disposition-unknown');
  const attached = new Set(list.units.flatMap((u) => (u.attachedTo ? [u.uid] : [])));
  const checks = capWargearChecks(
    [...fromData, ...ours].filter(
      (c) =>
        !(unknownDisposition && c.code === 'disposition-invalid') &&
        !(c.code === 'leader-must-attach' && c.unitUid !== null && attached.has(c.unitUid)),
    ),
  );
  const judged = acrossEditions(checks, list, dataEdition(data));
  const order = new Map(list.units.map((unit, index) => [unit.uid, index]));
  const rank = (c: BuiltListCheck) => (c.unitUid === null ? -1 : (order.get(c.unitUid) ?? -1));
  judged.sort(
    (a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning') || rank(a) - rank(b),
  );
  return {
    points: points.total,
    pointsLimit: ctx.size.points,
    detachmentPoints:
      list.edition === '11th'
        ? ctx.detachments.reduce((sum, d) => sum + (d.detachment_points ?? 0), 0)
        : null,
    detachmentCap: ctx.size.detachmentPoints,
    units: points.units,
    checks: judged,
  };
}
