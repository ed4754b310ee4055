import { DatasheetError, type TargetInput, targetFromDatasheet } from '@muster/dice';
import type { Roster, RosterUnit } from '@muster/roster-import';
import { z } from 'zod';
import { bestVolley, type UnitWeapons, unitWeapons } from './unit-weapons';

export const engagementSchema = z.object({
  attackerId: z.string(),
  attacker: z.string(),
  defenderId: z.string(),
  defender: z.string(),
  mode: z.enum(['shooting', 'melee']),
  meanDamage: z.number(),
  meanModelsSlain: z.number(),
  killProbability: z.number(),
  /** Share of the defender's wounds removed in one turn, 0–1. */
  shareDestroyed: z.number(),
  /** That share of the defender's points. */
  pointsRemoved: z.number(),
  /** Wounds the attacker expects to lose to its own Hazardous weapons firing this volley. */
  selfDamage: z.number().default(0),
});
export type Engagement = z.infer<typeof engagementSchema>;

/**
 * One unit on the table as the engine sees it. A leader attached to its bodyguard is part of the
 * bodyguard's side: they attack together and are attacked as one unit (bodyguard models first,
 * then the leader with its own profile), and their points are one.
 */
export type Side = {
  unit: RosterUnit;
  /** "Intercessor Squad with Captain" */
  name: string;
  points: number;
  members: RosterUnit[];
  ranged: UnitWeapons;
  melee: UnitWeapons;
  target: TargetInput | null;
  /** Inches it moves in a turn. */
  move: number;
  /** Its longest ranged weapon, 0 for none. */
  range: number;
};

const inches = (text: string) => Number(/\d+/.exec(text)?.[0] ?? Number.NaN);

function targetOf(unit: RosterUnit): TargetInput | null {
  try {
    return targetFromDatasheet({ ...unit, models: unit.count });
  } catch (error) {
    if (error instanceof DatasheetError) return null;
    throw error;
  }
}

function merged(groups: UnitWeapons[], keywords: string[]): UnitWeapons {
  const out: UnitWeapons = new Map();
  out.attackerKeywords = keywords;
  groups.forEach((group, index) => {
    for (const [key, profiles] of group) {
      // Each member's models choose apart: its bearers are its own.
      out.set(
        `${index}/${key}`,
        profiles.map((p) => ({ ...p, bearer: `${index}/${p.bearer ?? ''}` })),
      );
    }
  });
  return out;
}

/** A roster's units read once for the engine: leaders folded into their bodyguards. */
export function sideOf(roster: Roster): Side[] {
  const leadersOf = new Map<string, RosterUnit[]>();
  const attached = new Set<string>();
  for (const pair of roster.attachedLeaders) {
    const leader = roster.units.find((u) => u.name === pair.leader && !attached.has(u.id));
    const bodyguard = roster.units.find((u) => u.name === pair.unit && u.id !== leader?.id);
    if (!leader || !bodyguard) continue;
    attached.add(leader.id);
    leadersOf.set(bodyguard.id, [...(leadersOf.get(bodyguard.id) ?? []), leader]);
  }
  return roster.units
    .filter((unit) => !attached.has(unit.id))
    .map((unit) => {
      const leaders = leadersOf.get(unit.id) ?? [];
      const members = [unit, ...leaders];
      const notes: string[] = [];
      const target = targetOf(unit);
      const leaderTarget = leaders[0] ? targetOf(leaders[0]) : null;
      const ranges = members.flatMap((m) =>
        m.weapons.filter((w) => w.kind === 'ranged' && (w.count ?? 1) > 0).map((w) => inches(w.range)),
      );
      return {
        unit,
        name:
          leaders.length > 0 ? `${unit.name} with ${leaders.map((l) => l.name).join(' and ')}` : unit.name,
        points: members.reduce((sum, m) => sum + m.points, 0),
        members,
        ranged: merged(
          members.map((m) => unitWeapons(m, 'ranged', notes)),
          unit.keywords,
        ),
        melee: merged(
          members.map((m) => unitWeapons(m, 'melee', notes)),
          unit.keywords,
        ),
        target:
          target && leaderTarget
            ? {
                ...target,
                character: {
                  name: leaders[0]?.name ?? 'Character',
                  wounds: leaderTarget.wounds,
                  save: leaderTarget.save,
                  invulnerable: leaderTarget.invulnerable ?? null,
                  feelNoPain: leaderTarget.feelNoPain ?? null,
                  toughness: leaderTarget.toughness === target.toughness ? null : leaderTarget.toughness,
                },
              }
            : target,
        move: Number.isFinite(inches(unit.stats.M)) ? inches(unit.stats.M) : 6,
        range: Math.max(0, ...ranges.filter(Number.isFinite)),
      };
    });
}

/** The side as it fights after the first round: One Shot weapons have been fired. */
export function afterFirstRound(side: Side): Side | null {
  const strip = (groups: UnitWeapons): UnitWeapons => {
    const out: UnitWeapons = new Map();
    out.attackerKeywords = groups.attackerKeywords;
    for (const [key, profiles] of groups) {
      const kept = profiles.filter((p) => !p.oneShot);
      if (kept.length > 0) out.set(key, kept);
    }
    return out;
  };
  const hasOneShot = [...side.ranged.values(), ...side.melee.values()].some((profiles) =>
    profiles.some((p) => p.oneShot),
  );
  return hasOneShot ? { ...side, ranged: strip(side.ranged), melee: strip(side.melee) } : null;
}

/** Wounds of a side: bodyguard models, plus its leader's. */
export const totalWounds = (side: Side) =>
  side.target
    ? (side.target.models ?? 1) * (side.target.wounds ?? 1) + (side.target.character?.wounds ?? 0)
    : 0;

/** One attacker against one defender, shooting and charging into melee; null where it cannot. */
export function engagementModes(
  attacker: Side,
  defender: Side,
  edition: string,
): Record<'shooting' | 'melee', Engagement | null> {
  const modes: Record<'shooting' | 'melee', Engagement | null> = { shooting: null, melee: null };
  if (!defender.target) return modes;
  const wounds = totalWounds(defender);
  for (const mode of ['shooting', 'melee'] as const) {
    const result = bestVolley(
      mode === 'shooting' ? attacker.ranged : attacker.melee,
      defender.target,
      { charged: mode === 'melee' },
      edition,
    );
    if (!result) continue;
    const share = wounds > 0 ? Math.min(1, result.meanDamage / wounds) : 0;
    modes[mode] = {
      attackerId: attacker.unit.id,
      attacker: attacker.name,
      defenderId: defender.unit.id,
      defender: defender.name,
      mode,
      meanDamage: result.meanDamage,
      meanModelsSlain: result.meanModelsSlain,
      killProbability: result.killProbability,
      shareDestroyed: share,
      pointsRemoved: share * defender.points,
      selfDamage: result.hazardous.expectedMortalWoundsToAttacker,
    };
  }
  return modes;
}
