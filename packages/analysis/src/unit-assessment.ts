import { type Roster, type RosterUnit, weaponFamily } from '@muster/roster-import';
import type { UnitAssessment } from './analysis-report';
import { benchmarkAttackers, benchmarkTargets } from './benchmarks';
import { percentile, type ReferencePopulation, removalPer100 } from './reference-population';
import type { OffenceAgainst, UnitMetrics } from './unit-metrics';

export const one = (n: number) => (Math.round(n * 10) / 10).toString();
const percent = (n: number) => `${Math.round(n * 100)} %`;
const targetLabel = (id: string) => benchmarkTargets.find((t) => t.id === id)?.label ?? id;
const shortLabel = (id: string) =>
  targetLabel(id)
    .replace(/\s*\(.*\)$/, '')
    .toLowerCase();
const attackerLabel = (id: string) => benchmarkAttackers.find((a) => a.id === id)?.label ?? id;

/** 0–10 without a population: removing half of its own points in a turn rates 10. */
const ratingOf = (pointsRemoved: number, points: number) =>
  points > 0 ? Math.min(10, Math.round((200 * pointsRemoved) / points) / 10) : 0;

/**
 * 0–10: where a unit's removal of a target per point spent stands among every datasheet of the
 * game data (its percentile × 10); 0 when it cannot hurt the target at all.
 */
function relativeRating(
  population: ReferencePopulation | null,
  metrics: UnitMetrics,
  targetId: string,
): number {
  const value = removalPer100(metrics, targetId);
  if (!population) return ratingOf((value * metrics.points) / 100, metrics.points);
  if (value <= 0) return 0;
  return Math.round(percentile(population.unitRemoval[targetId] ?? [], value) * 100) / 10;
}

/** The better of shooting and melee against each benchmark. */
export function bestAgainst(metrics: UnitMetrics): (OffenceAgainst & { mode: 'shooting' | 'melee' })[] {
  return metrics.shooting.map((shot, index) => {
    const melee = metrics.melee[index] ?? shot;
    return melee.pointsRemoved > shot.pointsRemoved
      ? { ...melee, mode: 'melee' }
      : { ...shot, mode: 'shooting' };
  });
}

/** Share of a benchmark unit's wounds removed per 100 points spent, best of shooting and melee. */
function sharePer100(metrics: UnitMetrics, targetId: string): number {
  const target = benchmarkTargets.find((t) => t.id === targetId)?.target;
  const total = (target?.models ?? 1) * (target?.wounds ?? 1);
  const damage = Math.max(
    metrics.shooting.find((m) => m.targetId === targetId)?.meanDamage ?? 0,
    metrics.melee.find((m) => m.targetId === targetId)?.meanDamage ?? 0,
  );
  return metrics.points > 0 ? (100 * damage) / total / metrics.points : 0;
}

/** A fifth of a battle tank or monster per 100 points is dedicated anti-tank; likewise for infantry. */
const ROLE_THRESHOLD = 0.2;

/** A unit's use as advice reads it: "Use it to hunt tanks and monsters". */
const useVerbs: Record<string, string> = {
  leader: 'lead a bodyguard unit',
  'anti-tank and monster hunting': 'hunt tanks and monsters',
  'anti-infantry': 'clear infantry',
  'melee threat': 'threaten in melee',
  'objective holder': 'hold objectives',
  'screening and actions': 'screen and take actions',
  support: 'support your other units',
};

/** Top 30 % of datasheets against a kind of target makes it a unit's job. */
const ROLE_RATING = 7;

function usesOf(
  unit: RosterUnit,
  metrics: UnitMetrics,
  ratings: Record<string, number>,
  population: ReferencePopulation | null,
): string[] {
  const uses: string[] = [];
  // The game data says who can lead; a list saved before resolution goes by its role line.
  const big = unit.keywords.some((k) => /^(vehicle|monster)$/i.test(k));
  const leads = unit.resolution?.canLead ?? (/character|epic hero|hq|leader/i.test(unit.role) && !big);
  if (leads) uses.push('leader');
  const rated = (ids: string[]) => Math.max(0, ...ids.map((id) => ratings[id] ?? 0));
  const antiTank = population
    ? rated(['battle-tank', 'monster', 'knight']) >= ROLE_RATING
    : Math.max(sharePer100(metrics, 'battle-tank'), sharePer100(metrics, 'monster')) >= ROLE_THRESHOLD;
  const antiInfantry = population
    ? rated(['horde', 'elite-infantry', 'heavy-infantry']) >= ROLE_RATING
    : Math.max(sharePer100(metrics, 'horde'), sharePer100(metrics, 'elite-infantry')) >= ROLE_THRESHOLD;
  if (antiTank) uses.push('anti-tank and monster hunting');
  if (antiInfantry) uses.push('anti-infantry');
  const meleeBest = Math.max(0, ...metrics.melee.map((m) => m.pointsRemoved));
  const shootingBest = Math.max(0, ...metrics.shooting.map((m) => m.pointsRemoved));
  if (meleeBest > shootingBest && ratingOf(meleeBest, unit.points) >= 4) uses.push('melee threat');
  const survives = metrics.durability?.find((d) => d.attackerId === 'small-arms')?.volleysToDestroy ?? 0;
  if (metrics.objectiveControl >= 6 || survives >= 4) uses.push('objective holder');
  if (unit.points <= 90 && uses.length === 0) uses.push('screening and actions');
  return uses.length > 0 ? uses : ['support'];
}

function deploymentFor(uses: string[], metrics: UnitMetrics): string {
  if (uses.includes('melee threat')) {
    return 'Forward, behind terrain or in a transport, close enough to charge in the second turn.';
  }
  if (metrics.mainRange >= 36)
    return `Back field with long sight lines: its ${metrics.mainRange}" guns do their work from safety.`;
  if (uses.includes('objective holder'))
    return 'On a home or centre objective, where its control and toughness count.';
  if (uses.includes('screening and actions'))
    return 'Wide on the flanks or in front of your key units, to screen and take actions.';
  if (metrics.mainRange > 0)
    return `Mid-field within ${metrics.mainRange}" of likely targets, out of sight until it moves up.`;
  return 'Close to the units it supports.';
}

/** Whether the unit is measured on game-data profiles of another edition than its list's. */
export function standInEdition(unit: RosterUnit, roster: Roster): boolean {
  const resolution = unit.resolution;
  return (
    resolution?.profiles === 'data-set' &&
    roster.edition !== null &&
    resolution.dataEdition !== null &&
    resolution.dataEdition !== roster.edition
  );
}

/** "Hellblaster Squad, 5 models: 5× Plasma Incinerator, 5× Bolt Pistol; 11th-edition data." */
function basisOf(unit: RosterUnit): string {
  const weapons = new Map<string, number | undefined>();
  for (const weapon of unit.weapons) {
    const family = weaponFamily(weapon.name);
    if (!weapons.has(family)) weapons.set(family, weapon.count);
  }
  const carried = [...weapons]
    .filter(([, count]) => count !== 0)
    .map(([name, count]) => (count === undefined ? name : `${count}× ${name}`))
    .join(', ');
  const resolution = unit.resolution;
  const sheet = resolution?.datasheetName ?? unit.name;
  const source =
    resolution?.profiles === 'data-set'
      ? `${resolution.dataEdition ?? ''}-edition game data`.replace(/^-/, '')
      : resolution?.profiles === 'file' || !resolution
        ? 'profiles from the list file'
        : 'no profiles';
  const loadout = resolution?.loadout === 'default' ? ' (default loadout)' : '';
  return `${sheet}, ${unit.count} ${unit.count === 1 ? 'model' : 'models'}${loadout}: ${carried || 'no weapons'}; ${source}.`;
}

function datacardOf(unit: RosterUnit): NonNullable<UnitAssessment['datacard']> {
  const { M, T, SV, W, LD, OC } = unit.stats;
  return {
    datasheet: unit.resolution?.datasheetName ?? null,
    models: unit.count,
    stats: { M, T, SV, W, LD, OC },
    weapons: unit.weapons.map((w) => ({
      name: w.name,
      count: w.count ?? null,
      range: w.range,
      attacks: w.attacks,
      skill: w.skill,
      strength: w.strength,
      ap: w.ap,
      damage: w.damage,
      keywords: w.keywords,
    })),
  };
}

/**
 * The order in which a unit (or a leader with its bodyguard) should pick targets: among the targets
 * it removes at least half as many points of as its best, the one it is best at relative to other
 * datasheets first. A unit that scratches a super-heavy walker better than most datasheets but
 * removes five times more points of infantry is pointed at infantry.
 */
function targetOrder(metrics: UnitMetrics, population: ReferencePopulation | null) {
  const best = bestAgainst(metrics);
  const most = Math.max(0, ...best.map((row) => row.pointsRemoved));
  const meaningful = (row: (typeof best)[number]) => most > 0 && row.pointsRemoved >= most / 2;
  const rating = (row: (typeof best)[number]) => relativeRating(population, metrics, row.targetId);
  return [...best].sort(
    (a, b) =>
      Number(meaningful(b)) - Number(meaningful(a)) ||
      rating(b) - rating(a) ||
      b.pointsRemoved - a.pointsRemoved,
  );
}

/**
 * What the numbers say about one unit, in the spec's assessment fields. With a reference
 * population, each rating is where the unit stands among every datasheet (so an anti-infantry unit
 * is pointed at infantry, not at the most expensive target it can scratch).
 */
export function assessUnit(
  unit: RosterUnit,
  metrics: UnitMetrics,
  roster: Roster,
  all: UnitMetrics[],
  population: ReferencePopulation | null = null,
  /** The leader and its bodyguard as one, when this unit is either: they share their targets. */
  joint: UnitMetrics | null = null,
): UnitAssessment {
  const best = bestAgainst(metrics);
  const ratings = Object.fromEntries(
    best.map((row) => [row.targetId, relativeRating(population, metrics, row.targetId)]),
  );
  // Its own numbers describe it; the targets it is told to pick are the pair's when it leads or is
  // led, so a leader and its bodyguard never split.
  const own = targetOrder(metrics, population);
  const ordered = joint ? targetOrder(joint, population) : own;
  const top = own[0];
  const worst = own[own.length - 1];
  const first = ordered[0];
  // The job named first is the one its first target calls for: a unit good against both tanks
  // and infantry that should shoot infantry first is told to clear infantry.
  const infantryFirst = first !== undefined && /infantry|horde/.test(first.targetId);
  const uses = usesOf(unit, metrics, ratings, population).sort(
    (a, b) =>
      Number(b === (infantryFirst ? 'anti-infantry' : 'anti-tank and monster hunting')) -
      Number(a === (infantryFirst ? 'anti-infantry' : 'anti-tank and monster hunting')),
  );
  const strengths: string[] = [];
  const weaknesses: string[] = [];
  if (top && top.pointsRemoved > 0) {
    const standing = population
      ? `; more per point than ${Math.round((ratings[top.targetId] ?? 0) * 10)} % of datasheets`
      : '';
    strengths.push(
      `Best against ${shortLabel(top.targetId)}: ${one(top.meanModelsSlain)} models (${one(top.meanDamage)} wounds, about ${Math.round(top.pointsRemoved)} points) a turn in ${top.mode}${standing}.`,
    );
  }
  const hardest = metrics.durability
    ? [...metrics.durability].sort((a, b) => a.shareLostPerVolley - b.shareLostPerVolley)[0]
    : undefined;
  const softest = metrics.durability
    ? [...metrics.durability].sort((a, b) => b.shareLostPerVolley - a.shareLostPerVolley)[0]
    : undefined;
  if (hardest && hardest.volleysToDestroy >= 3) {
    strengths.push(
      `Hard to remove with ${attackerLabel(hardest.attackerId).toLowerCase()}: about ${one(hardest.volleysToDestroy)} volleys.`,
    );
  }
  if (
    worst &&
    top &&
    worst.targetId !== top.targetId &&
    ratings[worst.targetId] !== undefined &&
    (ratings[worst.targetId] ?? 0) < 2
  ) {
    weaknesses.push(
      `Little effect on ${shortLabel(worst.targetId)}: ${one(worst.meanDamage)} wounds a turn.`,
    );
  }
  if (softest && softest.shareLostPerVolley >= 0.5) {
    weaknesses.push(
      `${attackerLabel(softest.attackerId)} remove ${percent(Math.min(1, softest.shareLostPerVolley))} of it in one volley.`,
    );
  }
  if (metrics.shooting.every((m) => m.meanDamage === 0) && metrics.melee.every((m) => m.meanDamage === 0)) {
    weaknesses.push(
      unit.weapons.length === 0
        ? 'No weapon profiles in the file: its damage is not counted.'
        : 'Deals no measurable damage.',
    );
  }
  for (const note of metrics.notes) weaknesses.push(`Not counted: ${note}.`);

  const efficiency = Math.max(0, ...best.map((b) => b.pointsRemoved)) / Math.max(unit.points, 1);
  const bestPer100 = Math.max(0, ...best.map((b) => removalPer100(metrics, b.targetId)));
  const costEfficiency = population
    ? bestPer100 > 0
      ? Math.round(percentile(population.unitBest, bestPer100) * 100) / 10
      : 0
    : Math.min(10, Math.round(efficiency * 200) / 10);
  const synergies = [
    ...roster.attachedLeaders.filter((a) => a.unit === unit.name).map((a) => `Led by ${a.leader}.`),
    ...roster.attachedLeaders.filter((a) => a.leader === unit.name).map((a) => `Leads ${a.unit}.`),
    ...unit.enhancements.map((e) => `Carries ${e}.`),
  ];
  // A unit strong where this one is weak covers for it.
  if (worst && (ratings[worst.targetId] ?? 0) < 3) {
    const partner = all
      .filter((m) => m.unitId !== unit.id)
      .map((m) => ({ m, rating: relativeRating(population, m, worst.targetId) }))
      .sort((a, b) => b.rating - a.rating)[0];
    if (partner && partner.rating >= (population ? ROLE_RATING : 4))
      synergies.push(`${partner.m.unitName} covers ${shortLabel(worst.targetId)} for it.`);
  }
  let confidence = 1;
  if (unit.weapons.length === 0) confidence -= 0.4;
  // Profiles from another edition than the list's stand in for its own: the numbers are a guide.
  if (standInEdition(unit, roster)) confidence -= 0.3;
  if (!metrics.durability) confidence -= 0.3;
  confidence -= Math.min(0.3, metrics.notes.length * 0.1);
  const deployment = deploymentFor(uses, metrics);
  const bodyguard = roster.attachedLeaders.find((a) => a.leader === unit.name)?.unit;
  const job = bodyguard
    ? `lead ${bodyguard} (their damage and durability are its work)`
    : (useVerbs[uses[0] ?? 'support'] ?? 'support your other units');
  return {
    unitName: unit.name,
    unitId: unit.id,
    strengths,
    weaknesses,
    tacticalAdvice:
      first && first.pointsRemoved > 0
        ? `Use it to ${job}: point it at ${shortLabel(first.targetId)} first. ${deployment}`
        : `Use it to ${job}. ${deployment}`,
    matchupRatings: ratings,
    confidence: Math.max(0, Math.round(confidence * 100) / 100),
    optimalDeployment: deployment,
    targetPriority: ordered
      .filter((row) => row.pointsRemoved > 0)
      .slice(0, 3)
      .map((row) => targetLabel(row.targetId)),
    synergies,
    tacticalUses: uses,
    costEfficiencyRating: costEfficiency,
    basis: `${basisOf(unit)}${standInEdition(unit, roster) ? ` Stand-in: this ${roster.edition}-edition list is measured on ${unit.resolution?.dataEdition}-edition profiles.` : ''}`,
    datacard: datacardOf(unit),
  };
}
