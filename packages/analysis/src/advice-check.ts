import type { Roster, RosterUnit } from '@muster/roster-import';
import type { RosterAnalysis } from './analysis-report';
import { attachedPairs } from './unit-metrics';

/**
 * A piece of advice that contradicts the unit it is about, read from the report's words and the
 * unit's own datacard, not from the numbers the advice was made from.
 */
export type AdviceContradiction = {
  unit: string;
  kind:
    | 'melee-unit-told-to-shoot'
    | 'told-to-charge-without-melee'
    | 'placed-out-of-range'
    | 'leader-and-bodyguard-split'
    | 'impossible-target'
    | 'cuts-a-led-unit'
    | 'circular-swap';
  detail: string;
};

const inches = (text: string) => Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
/** The mean of a characteristic as printed ("D6+1" → 4.5, "2D3" → 4), 1 when unreadable. */
function meanOf(text: string): number {
  const dice = /^(\d*)D(3|6)(?:\+(\d+))?$/i.exec(text.replace(/\s+/g, ''));
  if (dice) return Number(dice[1] || 1) * ((Number(dice[2]) + 1) / 2) + Number(dice[3] ?? 0);
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : 1;
}
/** A rough weight of what a weapon line can do: copies × attacks × damage × strength. */
const heft = (w: RosterUnit['weapons'][number]) =>
  (w.count ?? 1) * meanOf(w.attacks) * meanOf(w.damage) * Math.max(1, Number(w.strength) || 1);

const firstTarget = (advice: string) => /point it at (.+?) first\./.exec(advice)?.[1] ?? null;

/**
 * Every contradiction between a report's advice and the units it advises: a unit without ranged
 * weapons told to shoot or to stand back, a unit without melee weapons told to charge, a back-field
 * placement for guns that do not reach or do little of the work, a leader and the unit it leads told
 * different first targets, a first target the unit cannot touch, and suggestions that cut a led unit
 * or undo each other.
 */
export function adviceContradictions(roster: Roster, analysis: RosterAnalysis): AdviceContradiction[] {
  const out: AdviceContradiction[] = [];
  const unitOf = new Map(roster.units.map((unit) => [unit.id, unit]));
  for (const assessment of analysis.unitAssessments) {
    const unit = unitOf.get(assessment.unitId);
    if (!unit) continue;
    const ranged = unit.weapons.filter((w) => w.kind === 'ranged' && (w.count ?? 1) > 0);
    const melee = unit.weapons.filter((w) => w.kind === 'melee' && (w.count ?? 1) > 0);
    const words = `${assessment.tacticalAdvice} ${assessment.optimalDeployment}`;
    if (ranged.length === 0 && /\bguns?\b|sight lines|\bshoot/i.test(words))
      out.push({ unit: unit.name, kind: 'melee-unit-told-to-shoot', detail: assessment.optimalDeployment });
    if (melee.length === 0 && /\bcharge\b/i.test(words))
      out.push({
        unit: unit.name,
        kind: 'told-to-charge-without-melee',
        detail: assessment.optimalDeployment,
      });
    const backField = /Back field .*?its (\d+)" guns/.exec(assessment.optimalDeployment);
    if (backField) {
      const reach = Number(backField[1]);
      const far = ranged.filter((w) => inches(w.range) >= reach);
      const near = ranged.filter((w) => inches(w.range) < 24);
      const farHeft = far.reduce((sum, w) => sum + heft(w), 0);
      const nearHeft = near.reduce((sum, w) => sum + heft(w), 0);
      if (far.length === 0 || nearHeft > 2 * farHeft)
        out.push({
          unit: unit.name,
          kind: 'placed-out-of-range',
          detail: `${assessment.optimalDeployment} (weapons under 24": ${near.map((w) => `${w.name} ${w.range}`).join(', ') || 'none'})`,
        });
    }
    const target = firstTarget(assessment.tacticalAdvice);
    if (target !== null && assessment.targetPriority.length === 0)
      out.push({
        unit: unit.name,
        kind: 'impossible-target',
        detail: `told to attack ${target} first but removes nothing of any target`,
      });
  }
  const byId = new Map(analysis.unitAssessments.map((a) => [a.unitId, a]));
  for (const pair of attachedPairs(roster)) {
    const leaderUnit = roster.units[pair.leader] as RosterUnit;
    const bodyguardUnit = roster.units[pair.bodyguard] as RosterUnit;
    const leader = byId.get(leaderUnit.id);
    const bodyguard = byId.get(bodyguardUnit.id);
    if (!leader || !bodyguard) continue;
    const a = firstTarget(leader.tacticalAdvice);
    const b = firstTarget(bodyguard.tacticalAdvice);
    if (a !== null && b !== null && a !== b)
      out.push({
        unit: leaderUnit.name,
        kind: 'leader-and-bodyguard-split',
        detail: `${leaderUnit.name} is told ${a} first, ${bodyguardUnit.name} ${b}`,
      });
  }
  const paired = new Set(roster.attachedLeaders.flatMap((pair) => [pair.leader, pair.unit]));
  const removed = new Set<string>();
  const added = new Set<string>();
  for (const suggestion of analysis.improvementSuggestions) {
    for (const name of suggestion.remove ?? []) {
      if (paired.has(name)) out.push({ unit: name, kind: 'cuts-a-led-unit', detail: suggestion.suggestion });
      if (added.has(name)) out.push({ unit: name, kind: 'circular-swap', detail: suggestion.suggestion });
    }
    for (const name of suggestion.add ?? [])
      if (removed.has(name)) out.push({ unit: name, kind: 'circular-swap', detail: suggestion.suggestion });
    for (const name of suggestion.remove ?? []) removed.add(name);
    for (const name of suggestion.add ?? []) added.add(name);
  }
  return out;
}
