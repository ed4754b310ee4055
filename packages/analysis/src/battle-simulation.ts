import type { Roster } from '@muster/roster-import';
import { z } from 'zod';
import {
  afterFirstRound,
  type Engagement,
  engagementModes,
  type Side,
  sideOf,
  totalWounds,
} from './engagements';

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
  /** Inches it has advanced towards the enemy since deployment. */
  advanced: number;
  /** It does more in melee than shooting against this army: it presses on past the middle. */
  seeksMelee: boolean;
  modes: Record<'shooting' | 'melee', Engagement | null>[];
  /** From round two, without its One Shot weapons (null when it has none). */
  laterModes: Record<'shooting' | 'melee', Engagement | null>[] | null;
  /** The round it is on the battlefield from: 1, or 2 for a unit held in reserve. */
  arrives: number;
};

/** A unit arriving from reserves is set up more than this far from every enemy unit. */
const RESERVE_DISTANCE = 9;

/** No man's land between the deployment zones of a Strike Force game's usual deployments. */
const DEPLOYMENT_GAP = 24;
/** The average charge roll (2D6). */
const CHARGE = 7;

const round1 = (n: number) => Math.round(n * 10) / 10;
const pointsLeft = (army: Fighter[]) =>
  army.reduce((sum, f) => sum + (f.points * f.left) / (f.total || 1), 0);

/**
 * An expected-value battle over five rounds. The armies deploy 24" apart; each turn a
 * unit moves up to its Move towards the enemy, no further than the middle of no man's land (a
 * shooting unit stays put while it has a target in range), then shoots what its longest range reaches or charges what is within its Move plus an
 * average charge (7"). Damage is scaled by the share of the attacker still alive and never
 * exceeds what the target has left. Your units follow the plan's target order when that costs them
 * at most half their best damage. Threat ranges decide who can reach whom and when; terrain, line of
 * sight and objectives are not modelled, and the summary says so.
 */
export function simulateBattle(
  yours: Roster,
  theirs: Roster,
  options: {
    firstTurn?: 'yours' | 'theirs';
    rounds?: number;
    plannedTargets?: string[];
    /** Your units (by name) held in reserve: they arrive in round 2, 9" from the closest enemy. */
    reserves?: string[];
    edition?: string;
    gap?: number;
  } = {},
): BattleSimulation {
  const edition = options.edition ?? '11th';
  const firstTurn = options.firstTurn ?? 'yours';
  const gap = options.gap ?? DEPLOYMENT_GAP;
  const measurable = (side: Side) => side.target !== null;
  const held = new Set(options.reserves ?? []);
  const build = (sides: Side[], foes: Side[], reserves: Set<string>): Fighter[] =>
    sides.filter(measurable).map((side) => {
      const total = totalWounds(side);
      const modes = foes.filter(measurable).map((foe) => engagementModes(side, foe, edition));
      const later = afterFirstRound(side);
      const laterModes = later
        ? foes.filter(measurable).map((foe) => engagementModes(later, foe, edition))
        : null;
      const best = (mode: 'shooting' | 'melee') =>
        Math.max(0, ...modes.map((m) => m[mode]?.pointsRemoved ?? 0));
      return {
        ...side,
        total,
        left: total,
        advanced: 0,
        seeksMelee: best('melee') > best('shooting'),
        modes,
        laterModes,
        arrives: reserves.has(side.unit.name) || reserves.has(side.name) ? 2 : 1,
      };
    });
  const mine = sideOf(yours);
  const foe = sideOf(theirs);
  const armies = { yours: build(mine, foe, held), theirs: build(foe, mine, new Set()) };
  const leftOut = [...mine, ...foe].filter((s) => !measurable(s)).map((s) => s.name);
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
      // Units still in reserve neither attack nor can be attacked (they are not on the battlefield).
      const attackers = armies[side].filter((f) => f.left > 0 && f.arrives <= round);
      const defenders = armies[side === 'yours' ? 'theirs' : 'yours'];
      const onTable = (f: Fighter) => f.arrives <= round;
      for (const arriving of attackers.filter((f) => f.arrives === round && round > 1 && f.advanced === 0)) {
        // Set up 9" from the closest enemy on the battlefield.
        const closest = Math.max(
          0,
          ...defenders.filter((d) => d.left > 0 && onTable(d)).map((d) => d.advanced),
        );
        arriving.advanced = Math.max(0, gap - RESERVE_DISTANCE - closest);
      }
      const attacks: BattleSimulation['turns'][number]['attacks'] = [];
      const destroyed: string[] = [];
      for (const attacker of attackers) {
        const strength = attacker.left / attacker.total;
        const distance = (defender: Fighter) => Math.max(0, gap - attacker.advanced - defender.advanced);
        const reachable = (defender: Fighter, moved: number) => {
          const d = Math.max(0, distance(defender) - moved);
          return { shooting: attacker.range > 0 && d <= attacker.range, melee: d <= CHARGE };
        };
        const choices = (moved: number) =>
          defenders.flatMap((defender, j) => {
            if (defender.left <= 0 || !onTable(defender)) return [];
            // One Shot weapons fire in the first round only.
            const modes = (round > 1 && attacker.laterModes ? attacker.laterModes : attacker.modes)[j];
            const reach = reachable(defender, moved);
            // Only a unit that does more in melee than shooting chooses to charge.
            return [
              reach.shooting ? modes?.shooting : null,
              reach.melee && attacker.seeksMelee ? modes?.melee : null,
            ]
              .filter((e): e is Engagement => Boolean(e))
              .map((engagement) => {
                const damage = Math.min(defender.left, engagement.meanDamage * strength);
                return { defender, engagement, damage, value: (damage / defender.total) * defender.points };
              });
          });
        // A unit with a shooting target in range holds its ground; otherwise it moves up.
        const standing = choices(0).filter((c) => c.engagement.mode === 'shooting');
        // Units close in as far as the middle of no man's land (where the objectives are); a unit
        // that does more in melee than shooting keeps going towards the enemy.
        const limit = attacker.seeksMelee ? gap : gap / 2;
        const advancing = choices(
          Math.max(0, Math.min(limit, attacker.advanced + attacker.move) - attacker.advanced),
        );
        const bestOf = (list: typeof advancing) => [...list].sort((a, b) => b.value - a.value)[0];
        const holdBest = bestOf(standing);
        const moveBest = bestOf(advancing);
        const moves = !holdBest || (moveBest !== undefined && moveBest.value > holdBest.value * 1.25);
        if (moves)
          attacker.advanced = Math.max(attacker.advanced, Math.min(limit, attacker.advanced + attacker.move));
        const options = moves ? advancing : standing;
        const best = bestOf(options);
        if (!best || best.value <= 0) continue;
        const onPlan =
          side === 'yours'
            ? planned
                .map((name) => options.find((o) => o.defender.name === name && o.value >= best.value / 2))
                .find(Boolean)
            : undefined;
        const chosen = onPlan ?? best;
        if (chosen.engagement.mode === 'melee') {
          // A charge closes the distance: both units are now in combat.
          attacker.advanced = Math.max(attacker.advanced, gap - chosen.defender.advanced);
        }
        chosen.defender.left -= chosen.damage;
        // Hazardous weapons hurt their own unit: its expected mortal wounds come off it.
        attacker.left = Math.max(0, attacker.left - chosen.engagement.selfDamage * strength);
        if (chosen.defender.left <= 1e-9) {
          chosen.defender.left = 0;
          destroyed.push(chosen.defender.name);
          if (!fell.has(chosen.defender.unit.id)) fell.set(chosen.defender.unit.id, round);
        }
        attacks.push({
          attacker: attacker.name,
          target: chosen.defender.name,
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
      const unit = armies.theirs.find((f) => f.name === target);
      return { target, destroyedInRound: unit ? (fell.get(unit.unit.id) ?? null) : null };
    }),
    outcome,
    summary: `After ${options.rounds ?? 5} rounds you have lost ${pct(yourLoss)} of your army and they ${pct(theirLoss)} of theirs: ${
      outcome === 'you'
        ? 'you win the attrition.'
        : outcome === 'them'
          ? 'they win the attrition.'
          : 'an even fight.'
    } The armies start ${gap}" apart and close at their units' Move; terrain, line of sight and objectives are not modelled: this tests the damage plan.`,
    leftOut,
  };
}
