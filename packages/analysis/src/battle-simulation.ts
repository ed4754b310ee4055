import type { Roster } from '@muster/roster-import';
import { z } from 'zod';
import { type Engagement, engagementModes, type Side, sideOf } from './counter-plan';

export const battleSimulationSchema = z.object({
  firstTurn: z.enum(['yours', 'theirs']),
  startingPoints: z.object({ yours: z.number(), theirs: z.number() }),
  turns: z.array(
    z.object({
      round: z.number().int(),
      side: z.enum(['yours', 'theirs']),
      /** Points each army has left after this turn (wounds left × points). */
      pointsLeft: z.object({ yours: z.number(), theirs: z.number() }),
      destroyed: z.array(z.string()),
      attacks: z.array(
        z.object({
          attacker: z.string(),
          target: z.string(),
          mode: z.enum(['shooting', 'melee']),
          pointsRemoved: z.number(),
        }),
      ),
    }),
  ),
  /** Each planned target and the round it fell, or null if it survived. */
  plannedTargets: z.array(z.object({ target: z.string(), destroyedInRound: z.number().int().nullable() })),
  outcome: z.enum(['you', 'them', 'even']),
  summary: z.string(),
  leftOut: z.array(z.string()),
});
export type BattleSimulation = z.infer<typeof battleSimulationSchema>;

type Fighter = Side & {
  total: number;
  left: number;
  modes: Record<'shooting' | 'melee', Engagement | null>[];
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const pointsLeft = (army: Fighter[]) =>
  army.reduce((sum, f) => sum + (f.unit.points * f.left) / (f.total || 1), 0);

/**
 * An expected-value battle: five rounds, each side's units in turn attacking, damage scaled by the
 * share of the attacker still alive, excess damage on a unit lost. Round one is shooting only (the
 * armies start apart); from round two each unit uses the better of shooting and melee. Your units
 * follow the plan's target order when that costs them no more than half their best damage.
 * A model of attrition, not of movement, terrain or objectives, and it says so.
 */
export function simulateBattle(
  yours: Roster,
  theirs: Roster,
  options: {
    firstTurn?: 'yours' | 'theirs';
    rounds?: number;
    plannedTargets?: string[];
    edition?: string;
  } = {},
): BattleSimulation {
  const edition = options.edition ?? '11th';
  const firstTurn = options.firstTurn ?? 'yours';
  const measurable = (side: Side) => side.target !== null;
  const build = (sides: Side[], foes: Side[]): Fighter[] =>
    sides.filter(measurable).map((side) => {
      const total = (side.target?.models ?? 1) * (side.target?.wounds ?? 1);
      return {
        ...side,
        total,
        left: total,
        modes: foes.filter(measurable).map((foe) => engagementModes(side, foe, edition)),
      };
    });
  const mine = sideOf(yours);
  const foe = sideOf(theirs);
  const armies = { yours: build(mine, foe), theirs: build(foe, mine) };
  const leftOut = [...mine, ...foe].filter((s) => !measurable(s)).map((s) => s.unit.name);
  const planned = options.plannedTargets ?? [];
  const fell = new Map<string, number>();
  const turns: BattleSimulation['turns'] = [];
  const startingPoints = {
    yours: round1(pointsLeft(armies.yours)),
    theirs: round1(pointsLeft(armies.theirs)),
  };

  for (let round = 1; round <= (options.rounds ?? 5); round += 1) {
    const order = firstTurn === 'yours' ? (['yours', 'theirs'] as const) : (['theirs', 'yours'] as const);
    for (const side of order) {
      const attackers = armies[side].filter((f) => f.left > 0);
      const defenders = armies[side === 'yours' ? 'theirs' : 'yours'];
      const attacks: BattleSimulation['turns'][number]['attacks'] = [];
      const destroyed: string[] = [];
      for (const attacker of attackers) {
        const strength = attacker.left / attacker.total;
        const choicesByTarget = defenders.flatMap((defender, j) => {
          if (defender.left <= 0) return [];
          const modes = attacker.modes[j];
          const choices = [modes?.shooting, round > 1 ? modes?.melee : null].filter((e): e is Engagement =>
            Boolean(e),
          );
          return choices.map((engagement) => {
            const damage = Math.min(defender.left, engagement.meanDamage * strength);
            return { defender, engagement, damage, value: (damage / defender.total) * defender.unit.points };
          });
        });
        const best = choicesByTarget.sort((a, b) => b.value - a.value)[0];
        if (!best || best.value <= 0) continue;
        const onPlan =
          side === 'yours'
            ? planned
                .map((name) =>
                  choicesByTarget.find((o) => o.defender.unit.name === name && o.value >= best.value / 2),
                )
                .find(Boolean)
            : undefined;
        const chosen = onPlan ?? best;
        chosen.defender.left -= chosen.damage;
        if (chosen.defender.left <= 1e-9) {
          chosen.defender.left = 0;
          destroyed.push(chosen.defender.unit.name);
          if (!fell.has(chosen.defender.unit.id)) fell.set(chosen.defender.unit.id, round);
        }
        attacks.push({
          attacker: attacker.unit.name,
          target: chosen.defender.unit.name,
          mode: chosen.engagement.mode,
          pointsRemoved: round1(chosen.value),
        });
      }
      turns.push({
        round,
        side,
        pointsLeft: { yours: round1(pointsLeft(armies.yours)), theirs: round1(pointsLeft(armies.theirs)) },
        destroyed,
        attacks,
      });
    }
  }

  const last = turns.at(-1)?.pointsLeft ?? startingPoints;
  const yourLoss = startingPoints.yours > 0 ? 1 - last.yours / startingPoints.yours : 0;
  const theirLoss = startingPoints.theirs > 0 ? 1 - last.theirs / startingPoints.theirs : 0;
  const outcome = theirLoss - yourLoss > 0.1 ? 'you' : yourLoss - theirLoss > 0.1 ? 'them' : 'even';
  const pct = (n: number) => `${Math.round(n * 100)} %`;
  return {
    firstTurn,
    startingPoints,
    turns,
    plannedTargets: planned.map((target) => {
      const unit = armies.theirs.find((f) => f.unit.name === target);
      return { target, destroyedInRound: unit ? (fell.get(unit.unit.id) ?? null) : null };
    }),
    outcome,
    summary: `After ${options.rounds ?? 5} rounds you have lost ${pct(yourLoss)} of your army and they ${pct(theirLoss)} of theirs: ${
      outcome === 'you'
        ? 'you win the attrition.'
        : outcome === 'them'
          ? 'they win the attrition.'
          : 'an even fight.'
    } Objectives, movement and terrain are not modelled: this tests the damage plan.`,
    leftOut,
  };
}
