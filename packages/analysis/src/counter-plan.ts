import { DatasheetError, type TargetInput, targetFromDatasheet } from '@muster/dice';
import type { Roster, RosterUnit } from '@muster/roster-import';
import { z } from 'zod';
import { bestVolley, unitWeapons, type WeaponGroups } from './unit-weapons';

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
});
export type Engagement = z.infer<typeof engagementSchema>;

const sideUnitSchema = z.object({ unitId: z.string(), unitName: z.string(), points: z.number() });

export const counterPlanSchema = z.object({
  summary: z.object({
    /** Points each side removes per turn, each unit at its best target. */
    yourPointsPerTurn: z.number(),
    theirPointsPerTurn: z.number(),
    tradeRatio: z.number().nullable(),
    verdict: z.string(),
  }),
  /** Their units, most urgent to kill first, each with your best answers. */
  priorityTargets: z.array(
    sideUnitSchema.extend({
      /** Points of your army it removes per turn at its best. */
      threat: z.number(),
      /** Share of it your three best answers remove per turn together (capped at 1). */
      focusShare: z.number(),
      answers: z.array(engagementSchema),
    }),
  ),
  /** Your units, most exposed first, each with their best attackers. */
  exposedUnits: z.array(
    sideUnitSchema.extend({ shareLostPerTurn: z.number(), threats: z.array(engagementSchema) }),
  ),
  tactics: z.array(z.string()),
  /** Points removed per turn, your units (rows) against theirs (columns), and the reverse. */
  matrix: z.object({
    yours: z.array(sideUnitSchema),
    theirs: z.array(sideUnitSchema),
    yoursAgainstTheirs: z.array(z.array(z.number().nullable())),
    theirsAgainstYours: z.array(z.array(z.number().nullable())),
  }),
  unitsWithoutData: z.object({ yours: z.array(z.string()), theirs: z.array(z.string()) }),
});
export type CounterPlan = z.infer<typeof counterPlanSchema>;

export type Side = {
  unit: RosterUnit;
  ranged: WeaponGroups;
  melee: WeaponGroups;
  target: TargetInput | null;
};

/** A roster's units read once for the engine: weapons by kind, and the unit as a target. */
export const sideOf = (roster: Roster): Side[] =>
  roster.units.map((unit) => {
    const notes: string[] = [];
    let target: TargetInput | null = null;
    try {
      target = targetFromDatasheet({ ...unit, models: unit.count });
    } catch (error) {
      if (!(error instanceof DatasheetError)) throw error;
    }
    return {
      unit,
      ranged: unitWeapons(unit, 'ranged', notes),
      melee: unitWeapons(unit, 'melee', notes),
      target,
    };
  });

/** One attacker against one defender, shooting and charging into melee; null where it cannot. */
export function engagementModes(
  attacker: Side,
  defender: Side,
  edition: string,
): Record<'shooting' | 'melee', Engagement | null> {
  const modes: Record<'shooting' | 'melee', Engagement | null> = { shooting: null, melee: null };
  if (!defender.target) return modes;
  const totalWounds = (defender.target.models ?? 1) * (defender.target.wounds ?? 1);
  for (const mode of ['shooting', 'melee'] as const) {
    const result = bestVolley(
      mode === 'shooting' ? attacker.ranged : attacker.melee,
      defender.target,
      { charged: mode === 'melee' },
      edition,
    );
    if (!result) continue;
    const share = totalWounds > 0 ? Math.min(1, result.meanDamage / totalWounds) : 0;
    modes[mode] = {
      attackerId: attacker.unit.id,
      attacker: attacker.unit.name,
      defenderId: defender.unit.id,
      defender: defender.unit.name,
      mode,
      meanDamage: result.meanDamage,
      meanModelsSlain: result.meanModelsSlain,
      killProbability: result.killProbability,
      shareDestroyed: share,
      pointsRemoved: share * defender.unit.points,
    };
  }
  return modes;
}

/** The better of shooting and charging into melee. */
function engage(attacker: Side, defender: Side, edition: string): Engagement | null {
  const { shooting, melee } = engagementModes(attacker, defender, edition);
  if (!shooting || !melee) return shooting ?? melee;
  return melee.pointsRemoved > shooting.pointsRemoved ? melee : shooting;
}

const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;
const percent = (share: number) => `${Math.round(share * 100)} %`;
const byPoints = (a: Engagement, b: Engagement) => b.pointsRemoved - a.pointsRemoved;
const summarise = (unit: RosterUnit) => ({ unitId: unit.id, unitName: unit.name, points: unit.points });

/**
 * Your roster against one opponent's, computed both ways with the dice engine: which of their
 * units to kill first and with what, which of yours to protect and from what, and how the trade
 * goes. Deterministic: the same two lists always give the same plan.
 */
export function counterPlan(yours: Roster, theirs: Roster, edition = '11th'): CounterPlan {
  const mine = sideOf(yours);
  const foe = sideOf(theirs);
  const mineVsFoe = mine.map((a) => foe.map((d) => engage(a, d, edition)));
  const foeVsMine = foe.map((a) => mine.map((d) => engage(a, d, edition)));
  const column = (grid: (Engagement | null)[][], j: number) =>
    grid.map((row) => row[j]).filter((e): e is Engagement => e !== undefined && e !== null);
  const bestRow = (row: (Engagement | null)[]) =>
    row.filter((e): e is Engagement => e !== null).sort(byPoints)[0];

  const priorityTargets = foe
    .map((side, j) => {
      const answers = column(mineVsFoe, j).sort(byPoints).slice(0, 3);
      const focusShare = Math.min(
        1,
        answers.reduce((sum, e) => sum + e.shareDestroyed, 0),
      );
      const threat = bestRow(foeVsMine[j] ?? [])?.pointsRemoved ?? 0;
      return { ...summarise(side.unit), threat: round(threat), focusShare: round(focusShare, 3), answers };
    })
    .filter((row) => foe.find((s) => s.unit.id === row.unitId)?.target)
    .sort((a, b) => b.threat * b.focusShare - a.threat * a.focusShare || b.threat - a.threat);

  const exposedUnits = mine
    .map((side, j) => {
      const threats = column(foeVsMine, j).sort(byPoints).slice(0, 3);
      return {
        ...summarise(side.unit),
        shareLostPerTurn: round(threats[0]?.shareDestroyed ?? 0, 3),
        threats,
      };
    })
    .filter((row) => mine.find((s) => s.unit.id === row.unitId)?.target)
    .sort((a, b) => b.shareLostPerTurn - a.shareLostPerTurn);

  const yourPointsPerTurn = mineVsFoe.reduce((sum, row) => sum + (bestRow(row)?.pointsRemoved ?? 0), 0);
  const theirPointsPerTurn = foeVsMine.reduce((sum, row) => sum + (bestRow(row)?.pointsRemoved ?? 0), 0);
  const tradeRatio = theirPointsPerTurn > 0 ? round(yourPointsPerTurn / theirPointsPerTurn, 2) : null;
  const verdict =
    tradeRatio === null
      ? 'Their list has nothing we can measure against yours.'
      : tradeRatio >= 1.2
        ? 'You out-trade them: take the fights and trade up.'
        : tradeRatio <= 0.8
          ? 'They out-trade you: deny their best units targets and play the mission.'
          : 'An even trade: the mission and the first turn decide it.';

  const tactics: string[] = [];
  for (const target of priorityTargets.slice(0, 2)) {
    const [first, second] = target.answers;
    if (!first) continue;
    tactics.push(
      `Kill ${target.unitName} early: it removes about ${Math.round(target.threat)} points of your army a turn. ` +
        `${first.attacker} (${first.mode}) takes ${percent(first.shareDestroyed)} of it a turn` +
        (second ? `, ${second.attacker} ${percent(second.shareDestroyed)} more.` : '.'),
    );
  }
  const exposed = exposedUnits[0];
  const danger = exposed?.threats[0];
  if (exposed && danger && exposed.shareLostPerTurn >= 0.5) {
    tactics.push(
      danger.mode === 'shooting'
        ? `Keep ${exposed.unitName} out of ${danger.attacker}'s sight: it loses ${percent(danger.shareDestroyed)} of the unit to one volley.`
        : `Screen ${exposed.unitName} from ${danger.attacker}'s charge: it loses ${percent(danger.shareDestroyed)} of the unit in one fight.`,
    );
  }
  for (const [i, side] of mine.entries()) {
    const best = bestRow(mineVsFoe[i] ?? []);
    if (side.unit.points > 0 && (best?.pointsRemoved ?? 0) < side.unit.points * 0.1) {
      tactics.push(`${side.unit.name} does little against this list: use it for objectives and actions.`);
    }
  }
  tactics.push(verdict);

  const grid = (rows: (Engagement | null)[][]) =>
    rows.map((row) => row.map((e) => (e ? round(e.pointsRemoved) : null)));
  return {
    summary: {
      yourPointsPerTurn: round(yourPointsPerTurn),
      theirPointsPerTurn: round(theirPointsPerTurn),
      tradeRatio,
      verdict,
    },
    priorityTargets,
    exposedUnits,
    tactics,
    matrix: {
      yours: yours.units.map(summarise),
      theirs: theirs.units.map(summarise),
      yoursAgainstTheirs: grid(mineVsFoe),
      theirsAgainstYours: grid(foeVsMine),
    },
    unitsWithoutData: {
      yours: mine.filter((s) => !s.target && s.ranged.size + s.melee.size === 0).map((s) => s.unit.name),
      theirs: foe.filter((s) => !s.target && s.ranged.size + s.melee.size === 0).map((s) => s.unit.name),
    },
  };
}
