import {
  DatasheetError,
  resolveAttackSequence,
  targetFromDatasheet,
  unmodelledKeywords,
  type WeaponInput,
  weaponFromDatasheet,
} from '@muster/dice';
import type { RosterUnit } from '@muster/roster-import';
import {
  type BenchmarkAttacker,
  type BenchmarkTarget,
  benchmarkAttackers,
  benchmarkTargets,
} from './benchmarks';

export type OffenceAgainst = {
  targetId: string;
  meanDamage: number;
  meanModelsSlain: number;
  pointsRemoved: number;
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
  shooting: OffenceAgainst[];
  melee: OffenceAgainst[];
  durability: DurabilityAgainst[] | null;
  /** Weapons or keywords the engine could not use, named so the report can say so. */
  notes: string[];
};

const number = (text: string) => Number(/\d+/.exec(text)?.[0] ?? Number.NaN);

/** How many models carry a weapon: its wargear count, else the whole unit. */
function carriers(unit: RosterUnit, weapon: string): number {
  const base = weapon.split(' – ')[0]?.toLowerCase() ?? '';
  const entry = unit.wargear.find(
    (item) => item.name.toLowerCase() === base || item.name.toLowerCase() === weapon.toLowerCase(),
  );
  return Math.max(1, Math.min(entry?.count ?? unit.count, 100));
}

/**
 * A unit's weapons of one kind as engine input. Weapons with several profiles (Krak / Frag) are
 * alternatives: only the profile that does most against the target fires, decided per target.
 */
function weaponsOf(unit: RosterUnit, kind: 'ranged' | 'melee', notes: string[]): Map<string, WeaponInput[]> {
  const groups = new Map<string, WeaponInput[]>();
  for (const profile of unit.weapons.filter((w) => w.kind === kind)) {
    try {
      const weapon = weaponFromDatasheet(profile, carriers(unit, profile.name));
      const family = profile.name.split(' – ')[0] ?? profile.name;
      groups.set(family, [...(groups.get(family) ?? []), weapon]);
      const unmodelled = unmodelledKeywords(profile.keywords);
      if (unmodelled.length > 0) notes.push(`${profile.name}: ${unmodelled.join(', ')} not modelled`);
    } catch (error) {
      if (error instanceof DatasheetError) notes.push(error.message);
      else throw error;
    }
  }
  return groups;
}

function offence(
  groups: Map<string, WeaponInput[]>,
  benchmark: BenchmarkTarget,
  context: { charged?: boolean },
  edition: string,
): OffenceAgainst {
  if (groups.size === 0)
    return { targetId: benchmark.id, meanDamage: 0, meanModelsSlain: 0, pointsRemoved: 0 };
  // Best profile of each weapon against this target, then all weapons together.
  const chosen = [...groups.values()].map((profiles) => {
    let best = profiles[0] as WeaponInput;
    let bestDamage = -1;
    for (const profile of profiles) {
      const damage = resolveAttackSequence([profile], benchmark.target, context, edition).meanDamage;
      if (damage > bestDamage) {
        best = profile;
        bestDamage = damage;
      }
    }
    return best;
  });
  const result = resolveAttackSequence(chosen, benchmark.target, context, edition);
  // Points removed count wounds taken off, not only whole models: a tank left on 1 wound has cost
  // its owner most of its points' worth of threat.
  const woundsPerModel = benchmark.target.wounds ?? 1;
  return {
    targetId: benchmark.id,
    meanDamage: result.meanDamage,
    meanModelsSlain: result.meanModelsSlain,
    pointsRemoved: (result.meanDamage / woundsPerModel) * benchmark.pointsPerModel,
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

/** Everything measured about one unit: damage against each benchmark, and how it stands up. */
export function measureUnit(unit: RosterUnit, edition: string): UnitMetrics {
  const notes: string[] = [];
  const ranged = weaponsOf(unit, 'ranged', notes);
  const melee = weaponsOf(unit, 'melee', notes);
  const durabilityRows = benchmarkAttackers.map((attacker) => durability(unit, attacker, edition));
  const ranges = unit.weapons
    .filter((w) => w.kind === 'ranged')
    .map((w) => number(w.range))
    .filter(Number.isFinite);
  return {
    unitId: unit.id,
    unitName: unit.name,
    points: unit.points,
    models: unit.count,
    objectiveControl: (Number.isFinite(number(unit.stats.OC)) ? number(unit.stats.OC) : 0) * unit.count,
    maxRange: ranges.length > 0 ? Math.max(...ranges) : 0,
    shooting: benchmarkTargets.map((target) => offence(ranged, target, {}, edition)),
    melee: benchmarkTargets.map((target) => offence(melee, target, { charged: true }, edition)),
    durability: durabilityRows.every((row) => row !== null) ? (durabilityRows as DurabilityAgainst[]) : null,
    notes,
  };
}
