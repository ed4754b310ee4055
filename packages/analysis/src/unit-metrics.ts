import { resolveAttackSequence, targetFromDatasheet } from '@muster/dice';
import type { Roster, RosterUnit } from '@muster/roster-import';
import {
  type BenchmarkAttacker,
  type BenchmarkTarget,
  benchmarkAttackers,
  benchmarkTargets,
} from './benchmarks';
import { bestVolley, unitWeapons, type WeaponGroups } from './unit-weapons';

export type OffenceAgainst = {
  targetId: string;
  meanDamage: number;
  meanModelsSlain: number;
  pointsRemoved: number;
  /** P(exactly k wounds are lost) in one turn, k = 0 … the target's wounds. */
  damage: number[];
};
export type DurabilityAgainst = { attackerId: string; shareLostPerVolley: number; volleysToDestroy: number };

export type UnitMetrics = {
  unitId: string;
  unitName: string;
  points: number;
  models: number;
  objectiveControl: number;
  /** Longest ranged weapon in inches, 0 for melee-only units. */
  maxRange: number;
  /**
   * Range of the ranged weapon that does the unit's shooting damage (the most against the target
   * its shooting removes most points of), 0 for none: where it must stand, not its longest gun.
   */
  mainRange: number;
  shooting: OffenceAgainst[];
  melee: OffenceAgainst[];
  durability: DurabilityAgainst[] | null;
  /** Weapons or keywords the engine could not use, named so the report can say so. */
  notes: string[];
};

/** Share of one big model a unit must remove a turn for its damage to count in full. */
const FOCUS_SHARE = 0.25;

const number = (text: string) => Number(/\d+/.exec(text)?.[0] ?? Number.NaN);

function offence(
  groups: WeaponGroups,
  benchmark: BenchmarkTarget,
  context: { charged?: boolean },
  edition: string,
): OffenceAgainst {
  const result = bestVolley(groups, benchmark.target, context, edition);
  if (!result)
    return { targetId: benchmark.id, meanDamage: 0, meanModelsSlain: 0, pointsRemoved: 0, damage: [1] };
  // Points removed count wounds taken off, not only whole models: a tank left on 1 wound has cost
  // its owner most of its points' worth of threat. Against one big model, though, chip damage
  // removes nothing until others finish it: a unit that takes off less than a quarter of it a turn
  // is credited in proportion (0.8 wounds on a 22-wound walker is worth almost nothing).
  const woundsPerModel = benchmark.target.wounds ?? 1;
  const share = result.meanDamage / woundsPerModel;
  const focus = (benchmark.target.models ?? 1) === 1 ? Math.min(1, share / FOCUS_SHARE) : 1;
  return {
    targetId: benchmark.id,
    meanDamage: result.meanDamage,
    meanModelsSlain: result.meanModelsSlain,
    pointsRemoved: share * benchmark.pointsPerModel * focus,
    damage: [...result.damage],
  };
}

function durability(
  unit: RosterUnit,
  attacker: BenchmarkAttacker,
  edition: string,
): DurabilityAgainst | null {
  let target: ReturnType<typeof targetFromDatasheet>;
  try {
    target = targetFromDatasheet({ ...unit, models: unit.count });
  } catch {
    return null;
  }
  const result = resolveAttackSequence(
    attacker.weapons,
    target,
    { charged: attacker.id === 'heavy-melee' },
    edition,
  );
  const total = (target.models ?? 1) * (target.wounds ?? 1);
  const share = total > 0 ? result.meanDamage / total : 0;
  return {
    attackerId: attacker.id,
    shareLostPerVolley: share,
    volleysToDestroy: share > 0 ? 1 / share : Number.POSITIVE_INFINITY,
  };
}

/** The range of the ranged weapon doing most of the damage against the unit's best shooting target. */
function mainRangeOf(
  unit: RosterUnit,
  ranged: WeaponGroups,
  shooting: OffenceAgainst[],
  edition: string,
): number {
  const best = [...shooting].sort((a, b) => b.pointsRemoved - a.pointsRemoved)[0];
  const benchmark = benchmarkTargets.find((t) => t.id === best?.targetId);
  if (!best || best.meanDamage <= 0 || !benchmark) return 0;
  let mainRange = 0;
  let most = -1;
  for (const profiles of ranged.values()) {
    for (const profile of profiles) {
      const damage = resolveAttackSequence([profile], benchmark.target, {}, edition).meanDamage;
      const line = unit.weapons.find((w) => w.kind === 'ranged' && w.name === profile.name);
      const range = line ? number(line.range) : Number.NaN;
      if (damage > most && Number.isFinite(range)) {
        most = damage;
        mainRange = range;
      }
    }
  }
  return mainRange;
}

/**
 * Which copy of a unit leads which: the roster names its pairs by unit name only, so each pair takes
 * the first copy of each name not yet paired (the order the list prints them in).
 */
export function attachedPairs(roster: Roster): { leader: number; bodyguard: number }[] {
  const used = new Set<number>();
  const pairs: { leader: number; bodyguard: number }[] = [];
  const free = (name: string, not = -1) =>
    roster.units.findIndex((u, i) => u.name === name && !used.has(i) && i !== not);
  for (const pair of roster.attachedLeaders) {
    const leader = free(pair.leader);
    if (leader < 0) continue;
    used.add(leader);
    // A bodyguard may take two leaders: it may be one already paired.
    let bodyguard = free(pair.unit, leader);
    if (bodyguard < 0) {
      const earlier = pairs.find((p) => roster.units[p.bodyguard]?.name === pair.unit);
      if (!earlier) continue;
      bodyguard = earlier.bodyguard;
    }
    used.add(bodyguard);
    pairs.push({ leader, bodyguard });
  }
  return pairs;
}

/**
 * A leader and the unit it leads as one: their damage adds up against each benchmark (both fire at
 * the same target), so the pair is told one first target.
 */
export function combinedMetrics(a: UnitMetrics, b: UnitMetrics): UnitMetrics {
  const add = (x: OffenceAgainst[], y: OffenceAgainst[]) =>
    x.map((row, i) => {
      const other = y[i];
      return other
        ? {
            ...row,
            meanDamage: row.meanDamage + other.meanDamage,
            meanModelsSlain: row.meanModelsSlain + other.meanModelsSlain,
            pointsRemoved: row.pointsRemoved + other.pointsRemoved,
          }
        : row;
    });
  return {
    ...a,
    points: a.points + b.points,
    models: a.models + b.models,
    objectiveControl: a.objectiveControl + b.objectiveControl,
    maxRange: Math.max(a.maxRange, b.maxRange),
    mainRange: a.mainRange || b.mainRange,
    shooting: add(a.shooting, b.shooting),
    melee: add(a.melee, b.melee),
  };
}

/** Everything measured about one unit: damage against each benchmark, and how it stands up. */
export function measureUnit(unit: RosterUnit, edition: string): UnitMetrics {
  const notes: string[] = [];
  const ranged = unitWeapons(unit, 'ranged', notes);
  const melee = unitWeapons(unit, 'melee', notes);
  const durabilityRows = benchmarkAttackers.map((attacker) => durability(unit, attacker, edition));
  const ranges = unit.weapons
    .filter((w) => w.kind === 'ranged')
    .map((w) => number(w.range))
    .filter(Number.isFinite);
  const shooting = benchmarkTargets.map((target) => offence(ranged, target, {}, edition));
  return {
    unitId: unit.id,
    unitName: unit.name,
    points: unit.points,
    models: unit.count,
    objectiveControl: (Number.isFinite(number(unit.stats.OC)) ? number(unit.stats.OC) : 0) * unit.count,
    maxRange: ranges.length > 0 ? Math.max(...ranges) : 0,
    mainRange: mainRangeOf(unit, ranged, shooting, edition),
    shooting,
    melee: benchmarkTargets.map((target) => offence(melee, target, { charged: true }, edition)),
    durability: durabilityRows.every((row) => row !== null) ? (durabilityRows as DurabilityAgainst[]) : null,
    notes,
  };
}
