import type { Roster } from '@muster/roster-import';
import { z } from 'zod';
import { simulateBattle } from './battle-simulation';
import { type Engagement, engagementModes, engagementSchema, type Side, sideOf } from './engagements';

export type { Engagement } from './engagements';

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

/** The better of shooting and charging into melee. */
function engage(attacker: Side, defender: Side, edition: string): Engagement | null {
  const { shooting, melee } = engagementModes(attacker, defender, edition);
  if (!shooting || !melee) return shooting ?? melee;
  return melee.pointsRemoved > shooting.pointsRemoved ? melee : shooting;
}

/** The opening rounds decide the trade; later rounds repeat what is left. */
const PLAY_OUT_ROUNDS = 3;
const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;
const percent = (share: number) => `${Math.round(share * 100)} %`;
const byPoints = (a: Engagement, b: Engagement) => b.pointsRemoved - a.pointsRemoved;
const summarise = (side: Side) => ({ unitId: side.unit.id, unitName: side.name, points: side.points });

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
      return { ...summarise(side), threat: round(threat), focusShare: round(focusShare, 3), answers };
    })
    .filter((row) => foe.find((s) => s.unit.id === row.unitId)?.target)
    .sort((a, b) => b.threat * b.focusShare - a.threat * a.focusShare || b.threat - a.threat);

  const exposedUnits = mine
    .map((side, j) => {
      const threats = column(foeVsMine, j).sort(byPoints).slice(0, 3);
      return {
        ...summarise(side),
        shareLostPerTurn: round(threats[0]?.shareDestroyed ?? 0, 3),
        threats,
      };
    })
    .filter((row) => mine.find((s) => s.unit.id === row.unitId)?.target)
    .sort((a, b) => b.shareLostPerTurn - a.shareLostPerTurn);

  // What each side removes a turn comes from a play-out in which units reach what their Move and
  // range allow, turn by turn, and never remove more than is left: not every unit's best target
  // summed from turn one.
  // Played both ways round (you first, then them first), so the plan does not depend on who
  // starts and reads the same from either side.
  const playOuts = (['yours', 'theirs'] as const).map((firstTurn) =>
    simulateBattle(yours, theirs, { edition, rounds: PLAY_OUT_ROUNDS, firstTurn }),
  );
  // What one side removed is what the other has lost: never more than it had.
  const removedBy = (side: 'yours' | 'theirs') => {
    const victim = side === 'yours' ? 'theirs' : 'yours';
    const lost = playOuts.reduce(
      (sum, playOut) =>
        sum +
        playOut.startingPoints[victim] -
        (playOut.turns.at(-1)?.pointsLeft[victim] ?? playOut.startingPoints[victim]),
      0,
    );
    return Math.max(0, lost) / (PLAY_OUT_ROUNDS * playOuts.length);
  };
  const yourPointsPerTurn = removedBy('yours');
  const theirPointsPerTurn = removedBy('theirs');
  const tradeRatio = theirPointsPerTurn > 0 ? round(yourPointsPerTurn / theirPointsPerTurn, 2) : null;
  const share = (removed: number, army: number) => (army > 0 ? removed / army : 0);
  const edge =
    share(
      yourPointsPerTurn,
      foe.reduce((sum, s) => sum + s.points, 0),
    ) -
    share(
      theirPointsPerTurn,
      mine.reduce((sum, s) => sum + s.points, 0),
    );
  const verdict =
    theirPointsPerTurn === 0 && yourPointsPerTurn === 0
      ? 'Neither list has anything we can measure against the other.'
      : edge > 0.03
        ? 'You out-trade them: take the fights and trade up.'
        : edge < -0.03
          ? 'They out-trade you: deny their best units targets and play the mission.'
          : 'An even trade: the mission and the first turn decide it.';

  const tactics: string[] = [];
  // One line per kind of threat: two copies of a datasheet are one instruction, not two.
  const named = new Map<string, typeof priorityTargets>();
  for (const target of priorityTargets)
    named.set(target.unitName, [...(named.get(target.unitName) ?? []), target]);
  for (const [name, copies] of [...named].slice(0, 2)) {
    const target = copies[0];
    const [first, second] = target?.answers ?? [];
    if (!target || !first) continue;
    const both = copies.length > 1 ? `all ${copies.length} ${name}` : name;
    tactics.push(
      `Kill ${both} early: ${copies.length > 1 ? 'each removes' : 'it removes'} about ${Math.round(target.threat)} points of your army a turn. ` +
        `${first.attacker} (${first.mode}) takes ${percent(first.shareDestroyed)} of ${copies.length > 1 ? 'one' : 'it'} a turn` +
        (second
          ? `, ${second.attacker === first.attacker ? `another ${second.attacker}` : second.attacker} ${percent(second.shareDestroyed)} more.`
          : '.'),
    );
  }
  // How their damage arrives decides how to stand: out of sight, or out of charge reach.
  const theirByMode = { shooting: 0, melee: 0 };
  for (const row of foeVsMine)
    for (const e of row) if (e) theirByMode[e.mode === 'melee' ? 'melee' : 'shooting'] += e.pointsRemoved;
  const theirTotal = theirByMode.shooting + theirByMode.melee;
  if (theirTotal > 0) {
    const meleeShare = theirByMode.melee / theirTotal;
    if (meleeShare >= 0.6)
      tactics.push(
        `${percent(meleeShare)} of their damage is in melee: screen with cheap units and shoot their fighters as they come in.`,
      );
    else if (meleeShare <= 0.4)
      tactics.push(
        `${percent(1 - meleeShare)} of their damage is shooting: deploy behind ruins and trade into their gun lines on your terms.`,
      );
  }
  // Units nothing of yours can crack: play the mission around them rather than into them.
  const untouchable = foe.filter((side, j) => {
    const best = column(mineVsFoe, j).sort(byPoints)[0];
    return side.points > 0 && (best?.shareDestroyed ?? 0) < 0.1;
  });
  if (untouchable.length > 0)
    tactics.push(
      `None of your units takes a tenth of ${untouchable
        .map((s) => s.name)
        .slice(0, 2)
        .join(
          ' or ',
        )} a turn: hold objectives away from ${untouchable.length > 1 ? 'them' : 'it'} instead of attacking ${untouchable.length > 1 ? 'them' : 'it'}.`,
    );
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
    if (side.points > 0 && (best?.pointsRemoved ?? 0) < side.points * 0.1) {
      tactics.push(`${side.name} does little against this list: use it for objectives and actions.`);
    }
  }
  tactics.push(verdict);

  const grid = (rows: (Engagement | null)[][]) =>
    rows.map((row) => row.map((e) => (e ? round(e.pointsRemoved) : null)));
  return {
    summary: {
      // Rounded down: a figure of points removed never rounds up past what the army has.
      yourPointsPerTurn: Math.floor(yourPointsPerTurn * 10) / 10,
      theirPointsPerTurn: Math.floor(theirPointsPerTurn * 10) / 10,
      tradeRatio,
      verdict,
    },
    priorityTargets,
    exposedUnits,
    // Two copies of a unit that does little make one line, not two.
    tactics: [...new Set(tactics)],
    matrix: {
      yours: mine.map(summarise),
      theirs: foe.map(summarise),
      yoursAgainstTheirs: grid(mineVsFoe),
      theirsAgainstYours: grid(foeVsMine),
    },
    unitsWithoutData: {
      yours: mine.filter((s) => !s.target && s.ranged.size + s.melee.size === 0).map((s) => s.name),
      theirs: foe.filter((s) => !s.target && s.ranged.size + s.melee.size === 0).map((s) => s.name),
    },
  };
}
