import type { Roster } from '@muster/roster-import';
import type { RosterAnalysis, UnitAssessment } from './analysis-report';
import { benchmarkTargets } from './benchmarks';
import {
  type ListMetricId,
  listMetricIds,
  listMetricsOf,
  ratedMetrics,
  scaledToPoints,
} from './list-metrics';
import { standingLines, standingOf, threatLines } from './list-standing';
import { compositeOf, type ReferencePopulation } from './reference-population';
import { turnsToDestroy } from './turns-to-destroy';
import { assessUnit, bestAgainst, one, standInEdition } from './unit-assessment';
import { attachedPairs, combinedMetrics, measureUnit, type UnitMetrics } from './unit-metrics';
import { type FactionResults, ratingOnScale, winRateRating } from './win-rate-rating';

const sumBy = (metrics: UnitMetrics[], mode: 'shooting' | 'melee', targetId: string) =>
  metrics.reduce(
    (total, m) => total + (m[mode].find((row) => row.targetId === targetId)?.meanDamage ?? 0),
    0,
  );
const wounds = (targetId: string) => {
  const target = benchmarkTargets.find((t) => t.id === targetId)?.target;
  return (target?.models ?? 1) * (target?.wounds ?? 1);
};
const rounded = (values: Record<string, number>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, Math.round(value * 100) / 100]));

type Totals = {
  metrics: UnitMetrics[];
  /** The metrics of the units that have data. */
  measuredMetrics: UnitMetrics[];
  assessments: UnitAssessment[];
  shooting: Record<string, number>;
  melee: Record<string, number>;
  /** Turns of all shooting to destroy each benchmark unit. */
  turnsToKill: Record<string, number>;
  objectiveControl: number;
  models: number;
  cheapUnits: string[];
  durableShare: number;
  pointsRemovedPer100: number;
  withoutData: string[];
  /** Points of the units without data: not measured, left out of every figure. */
  unmeasuredPoints: number;
  /** Units measured on another edition's profiles than the list's own. */
  standIns: string[];
};

/** A unit is measured when the engine has its characteristics or weapons. */
const unmeasured = (unit: Roster['units'][number]) =>
  (unit.weapons.length === 0 && unit.stats.T === '-') || unit.resolution?.profiles === 'none';

/** How a unit is measured: `measureUnit`, or a caller's cache of it (a batch of many lists). */
export type UnitMeasure = (unit: Roster['units'][number], edition: string) => UnitMetrics;

function totalsOf(
  roster: Roster,
  edition: string,
  population: ReferencePopulation | null,
  measure: UnitMeasure = measureUnit,
): Totals {
  const measured = roster.units.filter((unit) => !unmeasured(unit));
  const metrics = roster.units.map((unit) => measure(unit, edition));
  const measuredMetrics = metrics.filter(
    (_, index) => !unmeasured(roster.units[index] as Roster['units'][number]),
  );
  // A leader (or two) and the unit it leads pick their targets as one.
  const joint = new Map<number, UnitMetrics>();
  const leadersOf = new Map<number, number[]>();
  for (const { leader, bodyguard } of attachedPairs(roster))
    leadersOf.set(bodyguard, [...(leadersOf.get(bodyguard) ?? []), leader]);
  for (const [bodyguard, leaders] of leadersOf) {
    const together = leaders.reduce(
      (sum, leader) => combinedMetrics(sum, metrics[leader] as UnitMetrics),
      metrics[bodyguard] as UnitMetrics,
    );
    for (const index of [bodyguard, ...leaders]) joint.set(index, together);
  }
  const assessments = roster.units.map((unit, i) =>
    assessUnit(unit, metrics[i] as UnitMetrics, roster, metrics, population, joint.get(i) ?? null),
  );
  const shooting = Object.fromEntries(benchmarkTargets.map((t) => [t.id, sumBy(metrics, 'shooting', t.id)]));
  const melee = Object.fromEntries(benchmarkTargets.map((t) => [t.id, sumBy(metrics, 'melee', t.id)]));
  const turnsToKill = Object.fromEntries(
    benchmarkTargets.map((t) => [
      t.id,
      (shooting[t.id] ?? 0) > 0 ? wounds(t.id) / (shooting[t.id] ?? 1) : Number.POSITIVE_INFINITY,
    ]),
  );
  const removed = metrics.reduce(
    (total, m) => total + Math.max(0, ...bestAgainst(m).map((b) => b.pointsRemoved)),
    0,
  );
  const points = roster.units.reduce((total, unit) => total + unit.points, 0);
  const durable = metrics.filter(
    (m) => (m.durability?.find((d) => d.attackerId === 'small-arms')?.volleysToDestroy ?? 0) >= 3,
  );
  return {
    metrics,
    assessments,
    shooting,
    melee,
    turnsToKill,
    objectiveControl: metrics.reduce((total, m) => total + m.objectiveControl, 0),
    models: roster.units.reduce((total, unit) => total + unit.count, 0),
    cheapUnits: roster.units.filter((unit) => unit.points > 0 && unit.points <= 90).map((unit) => unit.name),
    durableShare: metrics.length > 0 ? durable.length / metrics.length : 0,
    pointsRemovedPer100: points > 0 ? (100 * removed) / points : 0,
    withoutData: roster.units.filter(unmeasured).map((u) => u.name),
    unmeasuredPoints: roster.units.filter(unmeasured).reduce((sum, unit) => sum + unit.points, 0),
    standIns: measured.filter((unit) => standInEdition(unit, roster)).map((unit) => unit.name),
    measuredMetrics,
  };
}

function archetype(t: Totals): string {
  const shootingTotal = Object.values(t.shooting).reduce((a, b) => a + b, 0);
  const meleeTotal = Object.values(t.melee).reduce((a, b) => a + b, 0);
  const lean =
    shootingTotal > meleeTotal * 1.5 ? 'shooting' : meleeTotal > shootingTotal * 1.5 ? 'melee' : 'balanced';
  const size = t.models >= 80 ? 'horde' : t.models <= 30 ? 'elite' : 'mid-sized';
  return `${size} ${lean === 'balanced' ? 'balanced army' : `${lean} army`}`;
}

/** A measure's change in words: "damage output 45 → 52 points removed per 100 spent". */
const changeLine: Record<ListMetricId, (from: number, to: number) => string> = {
  damage: (a, b) =>
    `damage output ${Math.round(a)} → ${Math.round(b)} points removed per 100 spent each turn`,
  antiTank: (a, b) => `anti-tank ${a.toFixed(2)} → ${b.toFixed(2)} battle tanks a turn`,
  antiElite: (a, b) => `heavy infantry ${a.toFixed(2)} → ${b.toFixed(2)} units a turn`,
  antiHorde: (a, b) => `hordes ${a.toFixed(2)} → ${b.toFixed(2)} a turn`,
  objectiveControl: (a, b) => `objective control ${Math.round(a)} → ${Math.round(b)}`,
  durability: (a, b) => `durable points ${Math.round(a * 100)} % → ${Math.round(b * 100)} %`,
  activations: (a, b) => `units ${a} → ${b}`,
};

type Candidate = { index: number; unit: Roster['units'][number]; metrics: UnitMetrics; rating: number };

/**
 * Swaps that make the list better by the same measures the rating uses, kept legal (at most three
 * of a datasheet, one of an Epic Hero) and near the points limit (not below what is spent now, never
 * over it). Leaders, transports, the warlord and units carrying an enhancement are never cut;
 * leaders and Epic Heroes are never copied. Each suggestion says what it gains, in numbers.
 */
function improvements(
  roster: Roster,
  t: Totals,
  population: ReferencePopulation | null,
): RosterAnalysis['improvementSuggestions'] {
  const limit = roster.pointsLimit ?? roster.pointsTotal;
  const total = roster.units.reduce((sum, unit) => sum + unit.points, 0);
  const score = (metrics: UnitMetrics[]) => {
    const list = listMetricsOf(metrics);
    if (!population) return list.damage;
    const points = metrics.reduce((sum, m) => sum + m.points, 0);
    return compositeOf(scaledToPoints(list, points, population.pointsLimit), population.lists);
  };
  const current = score(t.metrics);
  const rows: Candidate[] = roster.units.map((unit, index) => ({
    index,
    unit,
    metrics: t.metrics[index] as UnitMetrics,
    rating: t.assessments[index]?.costEfficiencyRating ?? 0,
  }));
  const trusted = rows.filter(
    (row) => (t.assessments[row.index]?.confidence ?? 0) >= 0.6 && row.unit.points > 0,
  );
  const leads = (row: Candidate) => t.assessments[row.index]?.tacticalUses.includes('leader') ?? false;
  const epic = (row: Candidate) =>
    row.unit.keywords.some((k) => /^epic hero$/i.test(k)) || /epic hero/i.test(row.unit.role);
  const transport = (row: Candidate) =>
    row.unit.keywords.some((k) => /^(transport|dedicated transport)$/i.test(k)) ||
    /transport/i.test(row.unit.role);
  const special = (row: Candidate) =>
    row.unit.enhancements.length > 0 || row.unit.wargear.some((w) => /^warlord$/i.test(w.name.trim()));
  // A unit with a leader attached carries that leader's plan: cutting it strands the leader.
  const paired = (row: Candidate) =>
    roster.attachedLeaders.some((pair) => pair.unit === row.unit.name || pair.leader === row.unit.name);
  const removable = trusted
    .filter((row) => !leads(row) && !transport(row) && !special(row) && !paired(row))
    .sort((a, b) => a.rating - b.rating)
    .slice(0, 3);
  const copies = (name: string) => roster.units.filter((unit) => unit.name === name).length;
  const addable = [
    ...new Map(
      trusted.filter((row) => !leads(row) && !epic(row)).map((row) => [row.unit.name, row]),
    ).values(),
  ];

  type Option = { remove: Candidate; add: Candidate[]; total: number; gain: number; metrics: UnitMetrics[] };
  const options: Option[] = [];
  for (const remove of removable) {
    const rest = t.metrics.filter((_, index) => index !== remove.index);
    const pairs: Candidate[][] = addable.flatMap((a) => [[a], ...addable.map((b) => [a, b])]);
    for (const add of pairs) {
      if (add.some((row) => row.unit.name === remove.unit.name)) continue;
      const added = new Map<string, number>();
      for (const row of add) added.set(row.unit.name, (added.get(row.unit.name) ?? 0) + 1);
      if ([...added].some(([name, n]) => copies(name) + n > 3)) continue;
      const next = total - remove.unit.points + add.reduce((sum, row) => sum + row.unit.points, 0);
      if (next > limit || next < Math.min(total, limit) - 25) continue;
      const metrics = [...rest, ...add.map((row) => row.metrics)];
      const gain = score(metrics) - current;
      if (gain > 0.02) options.push({ remove, add, total: next, gain, metrics });
    }
  }
  options.sort((a, b) => b.gain - a.gain || a.add.length - b.add.length);
  const suggestions: RosterAnalysis['improvementSuggestions'] = [];
  const usedRemovals = new Set<string>();
  const before = listMetricsOf(t.metrics);
  const usedAdds = new Set<string>();
  for (const option of options) {
    if (usedRemovals.has(option.remove.unit.name) || suggestions.length >= 2) continue;
    // Never "A for B" next to "B for A": one suggestion's additions are not the next one's cuts.
    if (usedAdds.has(option.remove.unit.name) || option.add.some((row) => usedRemovals.has(row.unit.name)))
      continue;
    usedRemovals.add(option.remove.unit.name);
    for (const row of option.add) usedAdds.add(row.unit.name);
    const after = listMetricsOf(option.metrics);
    const changes = listMetricIds
      .filter((id) => Math.abs(after[id] - before[id]) > Math.max(0.05 * Math.abs(before[id]), 0.01))
      .map((id) => changeLine[id](before[id], after[id]));
    const adds = option.add.map((row) => `${row.unit.name} (${row.unit.points} pts)`).join(' and ');
    suggestions.push({
      suggestion: `Swap ${option.remove.unit.name} (${option.remove.unit.points} pts) for ${adds}: ${option.total} of ${limit} points.`,
      remove: [option.remove.unit.name],
      add: option.add.map((row) => row.unit.name),
      tacticalBenefit: `${changes.length > 0 ? `${changes.join('; ')}.` : 'A small gain across the measures.'}${population ? ` Standing among the reference lists ${Math.round(current * 100)} → ${Math.round((current + option.gain) * 100)} (mean percentile).` : ''}`,
    });
  }
  return suggestions;
}

/**
 * What the figures leave out, said plainly: units not measured (no data: left out, not counted as
 * weak), points left unspent (rated as fielded), and stand-in profiles from another edition.
 */
function measurementCaveats(roster: Roster, t: Totals, points: number): string[] {
  const lines: string[] = [];
  if (t.withoutData.length > 0)
    lines.push(
      `Not measured: ${t.withoutData.join(', ')} (${t.unmeasuredPoints} of ${points} points) have no profiles; they are left out of every figure, not counted as weak.`,
    );
  const limit = roster.pointsLimit;
  if (limit && points < limit * 0.95)
    lines.push(
      `Under-filled: the list fields ${points} of ${limit} points and is rated on what it fields; the unspent points count as nothing.`,
    );
  if (t.standIns.length > 0)
    lines.push(
      `Stand-in profiles: ${t.standIns.length} of ${roster.units.length} units of this ${roster.edition}-edition list are measured on ${t.standIns.length === 1 ? 'a profile' : 'profiles'} from the game data's edition (${t.standIns.slice(0, 3).join(', ')}${t.standIns.length > 3 ? ', …' : ''}).`,
    );
  return lines;
}

/** What the expected win rate means at an event, in words. */
function viability(expectedWinRate: number | null, rating: number): string {
  if (expectedWinRate === null)
    return rating >= 7
      ? 'Strong against the reference units; test it at an event.'
      : rating >= 5
        ? 'Solid against the reference units, with gaps named above.'
        : 'Gaps against the reference units; see the suggestions.';
  const share = `${Math.round(expectedWinRate * 100)} %`;
  if (expectedWinRate >= 0.55) return `Expected to win more than it loses at events (${share} of games).`;
  if (expectedWinRate >= 0.45)
    return `An even prospect at events (${share} of games): the player and the mission decide.`;
  return `Expected to lose more than it wins at events (${share} of games); see the suggestions.`;
}

/** Points left unspent or spent over the limit are a weakness in plain numbers. */
function pointsLines(roster: Roster): string[] {
  const limit = roster.pointsLimit;
  if (!limit) return [];
  const total = roster.units.reduce((sum, unit) => sum + unit.points, 0);
  if (total > limit) return [`${total - limit} points over the ${limit}-point limit.`];
  if (limit - total >= 50 && total >= limit * 0.95)
    return [`${limit - total} of the ${limit} points are unspent.`];
  return [];
}

export type MetaSnapshot = {
  summary: string;
  matchups: { faction: string; matchupScore: number; commentary: string }[];
};

/**
 * The offline analysis: every statement comes from the dice engine run against reference units,
 * so the same roster always gets the same report.
 */
export function analyseRoster(
  roster: Roster,
  options: {
    edition?: string;
    meta?: MetaSnapshot | null;
    population?: ReferencePopulation | null;
    measure?: UnitMeasure;
    /** The faction's results (published and recorded); null or absent: none name it. */
    results?: FactionResults | null;
  } = {},
): RosterAnalysis {
  const edition = options.edition ?? roster.edition ?? '11th';
  const population = options.population ?? null;
  const t = totalsOf(
    roster,
    edition === '10th' || edition === '11th' ? edition : '11th',
    population,
    options.measure,
  );
  const listMetrics = listMetricsOf(t.measuredMetrics);
  const turnsToDestroyAll = Object.fromEntries(
    benchmarkTargets.map((target) => [target.id, turnsToDestroy(t.metrics, target.id)]),
  );
  // Compared per point of the game size: a 1,000-point list stands among 2,000-point lists as if
  // doubled; points left unspent count as nothing, units without data are left out.
  const points = roster.units.reduce((sum, unit) => sum + unit.points, 0);
  const measuredPoints = points - t.unmeasuredPoints;
  const fieldedBasis = Math.max(points, roster.pointsLimit ?? points) - t.unmeasuredPoints;
  const scaled = population
    ? ratedMetrics(listMetrics, measuredPoints, fieldedBasis, population.pointsLimit)
    : listMetrics;
  const isScaled =
    population !== null && Math.abs(fieldedBasis - population.pointsLimit) > population.pointsLimit * 0.05;
  const standing = population ? standingOf(scaled, population) : null;
  const knightTurns = t.turnsToKill.knight ?? Number.POSITIVE_INFINITY;
  const tankTurns = t.turnsToKill['battle-tank'] ?? Number.POSITIVE_INFINITY;
  const hordeTurns = t.turnsToKill.horde ?? Number.POSITIVE_INFINITY;
  const eliteTurns = t.turnsToKill['heavy-infantry'] ?? Number.POSITIVE_INFINITY;
  // The plural follows the number as printed: 1.04 turns reads "1 turn".
  const turns = (n: number) => (Number.isFinite(n) ? `${one(n)} turn${one(n) === '1' ? '' : 's'}` : 'never');

  const strengths: string[] = [];
  const weaknesses: string[] = [];
  if (knightTurns <= 2)
    strengths.push(`Anti-tank: all your shooting brings down a super-heavy walker in ${turns(knightTurns)}.`);
  else
    weaknesses.push(
      `Anti-tank is thin: a super-heavy walker takes ${turns(knightTurns)} of all your shooting.`,
    );
  if (hordeTurns <= 1) strengths.push(`Clears a 20-model horde in ${turns(hordeTurns)} of shooting.`);
  else if (hordeTurns > 2)
    weaknesses.push(`Hordes soak your fire: 20 T3 models take ${turns(hordeTurns)} of shooting.`);
  if (eliteTurns <= 1.5) strengths.push(`Breaks heavy infantry: 5 T5 2+/4++ models in ${turns(eliteTurns)}.`);
  else if (eliteTurns > 3)
    weaknesses.push(
      `Heavy infantry with invulnerable saves shrug off your fire (${turns(eliteTurns)} for five of them).`,
    );
  if (t.objectiveControl >= 40)
    strengths.push(`Objective control ${t.objectiveControl} across ${roster.units.length} units.`);
  else if (t.objectiveControl > 0 && t.objectiveControl < 25)
    weaknesses.push(`Low objective control (${t.objectiveControl} in all).`);
  if (t.durableShare >= 0.5)
    strengths.push(
      `${Math.round(t.durableShare * 100)} % of your units survive three or more volleys of small arms.`,
    );
  else if (t.durableShare < 0.25) weaknesses.push('Most units fall to a few volleys of small arms.');
  const meleeTotal = Object.values(t.melee).reduce((a, b) => a + b, 0);
  const shootingTotal = Object.values(t.shooting).reduce((a, b) => a + b, 0);
  if (meleeTotal > shootingTotal)
    strengths.push('Most of your damage is in melee: you win by getting into combat.');
  const opportunities: string[] = [];
  if (t.cheapUnits.length >= 3)
    opportunities.push(
      `${t.cheapUnits.length} cheap units (${t.cheapUnits.slice(0, 4).join(', ')}) for actions and screening.`,
    );
  if (hordeTurns <= 1.5) opportunities.push('Horde armies give you many targets your fire converts well.');
  if (tankTurns <= 1.5)
    opportunities.push('Vehicle-heavy armies meet the part of your army that is built for them.');
  if (opportunities.length === 0)
    opportunities.push('Pick fights your best units win: see each unit’s target priority.');

  const threats: string[] = [];
  if (knightTurns > 3)
    threats.push('Armies of knights, tanks and monsters: you may not remove them in time.');
  if (eliteTurns > 3) threats.push('Elite infantry with invulnerable saves.');
  if (t.durableShare < 0.25) threats.push('Fast melee armies that reach you before you thin them.');
  if (hordeTurns > 2) threats.push('Large hordes that hold objectives by numbers.');
  if (threats.length === 0) threats.push('Nothing in the reference matchups stands out as a hard counter.');

  if (population && standing) {
    // Relative to the reference lists, not to fixed thresholds any 2,000-point list meets.
    const lines = standingLines(scaled, standing, population, isScaled);
    strengths.splice(0, strengths.length, ...lines.strengths);
    weaknesses.splice(0, weaknesses.length, ...lines.weaknesses);
    threats.splice(0, threats.length, ...threatLines(scaled, standing, turnsToDestroyAll));
  }
  weaknesses.push(...pointsLines(roster));
  const caveats = measurementCaveats(roster, t, points);
  weaknesses.push(...caveats);
  if (population && strengths.length === 0)
    strengths.push('No measure stands out above three quarters of the reference lists.');
  if (population && weaknesses.length === 0)
    weaknesses.push('Nothing stands out: no measure falls in the bottom quarter of the reference lists.');

  const byDamage = [...t.assessments].sort((a, b) => b.costEfficiencyRating - a.costEfficiencyRating);
  const byPoints = [...roster.units].sort((a, b) => b.points - a.points);
  // Without a reference population (the coach's and other packages' tests) a fixed scale stands in.
  const absoluteRating = Math.max(
    0,
    Math.min(
      10,
      Math.round(
        (Math.min(4, t.pointsRemovedPer100 / 10) +
          (knightTurns <= 2 ? 2 : knightTurns <= 3 ? 1 : 0) +
          (hordeTurns <= 1 ? 1.5 : hordeTurns <= 2 ? 0.75 : 0) +
          2 * t.durableShare +
          (t.objectiveControl >= 40 ? 0.5 : 0)) *
          10,
      ) / 10,
    ),
  );
  // The rating is an expected win rate against the field: the faction's results, moved a little by
  // how the list measures among its own faction's reference lists (win-rate-rating.ts). Without a
  // reference population (other packages' tests) a fixed scale of the list's own numbers stands in.
  const ratingBasis = population
    ? winRateRating(
        roster,
        t.measuredMetrics.length > 0 ? compositeOf(scaled, population.lists) : null,
        population,
        options.results ?? null,
      )
    : undefined;
  const rating = ratingBasis ? ratingOnScale(ratingBasis.expectedWinRate) : absoluteRating;
  const limit = roster.pointsLimit;
  return {
    strengths,
    weaknesses,
    opportunities,
    threats,
    tacticalAdvice: [
      byDamage[0]
        ? `Lead with ${byDamage[0].unitName}: ${byDamage[0].tacticalAdvice.charAt(0).toLowerCase()}${byDamage[0].tacticalAdvice.slice(1)}`
        : 'Lead with your best unit.',
      knightTurns > 3
        ? 'Focus every anti-tank weapon on one big target at a time.'
        : 'Split small arms and anti-tank by target type; do not waste lascannons on infantry.',
      t.cheapUnits.length > 0
        ? `Keep ${t.cheapUnits[0]} back for actions and late objectives.`
        : 'Every unit matters: trade carefully.',
    ],
    unitAssessments: t.assessments,
    commandPoints: {
      priorities: [
        byPoints[0]
          ? `Protect ${byPoints[0].name} (${byPoints[0].points} pts), your most expensive unit.`
          : '',
        byDamage[0]
          ? `Boost ${byDamage[0].unitName} when it has a good target: it converts points best.`
          : '',
      ].filter(Boolean),
    },
    secondaryObjectives: [
      ...(t.cheapUnits.length >= 3
        ? [
            {
              name: 'Action-based objectives',
              reason: `${t.cheapUnits.length} cheap units can do them without weakening your damage.`,
            },
          ]
        : []),
      ...(knightTurns <= 2
        ? [
            {
              name: 'Objectives for destroying vehicles and monsters',
              reason: `Your shooting removes a super-heavy in ${turns(knightTurns)}.`,
            },
          ]
        : []),
      ...(hordeTurns <= 1
        ? [{ name: 'Objectives for destroying many units', reason: 'You clear small units quickly.' }]
        : []),
      ...(t.objectiveControl >= 40
        ? [{ name: 'Holding objectives', reason: `Objective control ${t.objectiveControl}.` }]
        : []),
    ],
    overallRating: rating,
    ...(ratingBasis ? { ratingBasis } : {}),
    tacticalRecommendations: t.assessments
      .filter((a) => a.confidence >= 0.6)
      .slice(0, 5)
      .map((a) => `${a.unitName}: ${a.tacticalAdvice}`),
    rosterOverview: {
      summary: `${roster.name || 'This roster'}: ${[roster.faction, roster.detachments.join(' + ')].filter(Boolean).join(', ')}; ${roster.pointsTotal}${limit ? ` of ${limit}` : ''} points in ${roster.units.length} units (${t.models} models).`,
      pointsEfficiency: `Removes about ${Math.round(t.pointsRemovedPer100)} points of reference units per 100 points spent each turn, each unit at its best target.`,
      battlefieldRole: `${/^[aeiou]/i.test(archetype(t)) ? 'An' : 'A'} ${archetype(t)}.`,
    },
    performanceMetrics: {
      totalPoints: roster.pointsTotal,
      pointsLimit: limit,
      units: roster.units.length,
      models: t.models,
      objectiveControl: t.objectiveControl,
      shootingDamage: rounded(t.shooting),
      meleeDamage: rounded(t.melee),
      pointsRemovedPer100: Math.round(t.pointsRemovedPer100 * 10) / 10,
      unitsWithoutData: t.withoutData,
      turnsToDestroy: Object.fromEntries(
        Object.entries(turnsToDestroyAll).map(([id, p]) => [id, p.map((x) => Math.round(x * 1000) / 1000)]),
      ),
      ...(standing
        ? {
            standing: Object.fromEntries(
              Object.entries(standing).map(([id, p]) => [id, Math.round(p * 100) / 100]),
            ),
          }
        : {}),
    },
    metaPositioning: {
      metaSummary:
        options.meta?.summary ??
        ratingBasis?.summary ??
        'No tournament results recorded yet, so this report positions the roster against reference units only.',
      matchups: options.meta?.matchups ?? [],
      tournamentViability: viability(ratingBasis?.expectedWinRate ?? null, rating),
    },
    improvementSuggestions: improvements(roster, t, population),
  };
}
