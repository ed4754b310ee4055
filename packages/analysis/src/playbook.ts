import type { Roster, RosterUnit } from '@muster/roster-import';
import { z } from 'zod';
import { analyseRoster } from './analyse-roster';
import { simulateBattle } from './battle-simulation';
import { benchmarkTargets } from './benchmarks';
import { type CounterPlan, counterPlan } from './counter-plan';
import type { ReferencePopulation } from './reference-population';
import { bestAgainst } from './unit-assessment';
import { measureUnit, type UnitMetrics } from './unit-metrics';

export const playbookRoles = [
  'Leaders',
  'Firing line',
  'Strike force',
  'Reserves',
  'Screen and objectives',
] as const;

export const playbookContentSchema = z.object({
  roster: z.object({ name: z.string(), faction: z.string(), points: z.number() }),
  opponent: z.object({ name: z.string(), faction: z.string(), points: z.number() }).nullable(),
  overview: z.string(),
  rating: z.number(),
  roles: z.array(
    z.object({
      role: z.enum(playbookRoles),
      units: z.array(z.object({ name: z.string(), points: z.number(), why: z.string() })),
    }),
  ),
  turns: z.array(z.object({ turn: z.number().int(), focus: z.string(), actions: z.array(z.string()) })),
  targetPriority: z.array(z.object({ target: z.string(), with: z.array(z.string()), why: z.string() })),
  threats: z.array(z.object({ threat: z.string(), answer: z.string() })),
  secondaryObjectives: z.array(z.object({ name: z.string(), reason: z.string() })),
  commandPoints: z.array(z.string()),
  /** Points each side removes per turn, when an opponent was given. */
  trade: z.object({ yours: z.number(), theirs: z.number(), verdict: z.string() }).nullable(),
});
export type PlaybookContent = z.infer<typeof playbookContentSchema>;

type Role = (typeof playbookRoles)[number];
const hasAbility = (unit: RosterUnit, pattern: RegExp) => unit.abilities.some((a) => pattern.test(a.name));
const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

function roleOf(unit: RosterUnit, metrics: UnitMetrics, uses: string[], efficiency: number): [Role, string] {
  const best = bestAgainst(metrics).sort((a, b) => b.pointsRemoved - a.pointsRemoved)[0];
  if (uses.includes('leader')) return ['Leaders', 'Leads a unit: its value is in the unit it makes better.'];
  if (hasAbility(unit, /deep strike|teleport|reserves/i))
    return ['Reserves', 'Can arrive from reserves where the targets are.'];
  if (unit.points > 0 && unit.points <= 90 && efficiency < 4)
    return ['Screen and objectives', 'Cheap: holds ground, screens and does actions.'];
  if (best?.mode === 'melee')
    return ['Strike force', `Does most in melee (best against ${best.targetId.replace('-', ' ')}).`];
  if (metrics.maxRange >= 24)
    return ['Firing line', `Shoots ${metrics.maxRange}" from cover without moving up.`];
  if (metrics.maxRange > 0)
    return ['Strike force', `Short range (${metrics.maxRange}"): it must close in to work.`];
  return ['Screen and objectives', 'Little damage we can measure: use its bodies and OC.'];
}

const targetLabel = (id: string) =>
  benchmarkTargets.find((t) => t.id === id)?.label.replace(/\s*\(.*\)$/, '') ?? id;

/**
 * A game plan for a roster, optionally against one opponent: unit roles, five turns, target
 * priorities, threats, secondaries and command points, all derived from the computed analysis
 * and (with an opponent) the counter plan. Deterministic.
 */
export function buildPlaybook(
  roster: Roster,
  opponent: Roster | null,
  edition = '11th',
  population: ReferencePopulation | null = null,
): PlaybookContent {
  const analysis = analyseRoster(roster, { edition, population });
  const counter: CounterPlan | null = opponent ? counterPlan(roster, opponent, edition) : null;
  const metrics = roster.units.map((unit) => measureUnit(unit, edition));

  const grouped = new Map<Role, { name: string; points: number; why: string }[]>();
  roster.units.forEach((unit, i) => {
    const assessment = analysis.unitAssessments[i];
    const [role, why] = roleOf(
      unit,
      metrics[i] as UnitMetrics,
      assessment?.tacticalUses ?? [],
      assessment?.costEfficiencyRating ?? 0,
    );
    grouped.set(role, [...(grouped.get(role) ?? []), { name: unit.name, points: unit.points, why }]);
  });
  const roles = playbookRoles.flatMap((role) =>
    grouped.has(role) ? [{ role, units: grouped.get(role) ?? [] }] : [],
  );
  const names = (role: Role) => [...new Set((grouped.get(role) ?? []).map((u) => u.name))];

  // One line per target: two copies of a unit are one target name, never "switched to" twice.
  const uniqueTargets = counter
    ? counter.priorityTargets.filter(
        (t, i, all) => all.findIndex((other) => other.unitName === t.unitName) === i,
      )
    : [];
  const targetPriority: PlaybookContent['targetPriority'] = counter
    ? uniqueTargets.slice(0, 5).map((t) => ({
        target: t.unitName,
        with: [...new Set(t.answers.map((a) => a.attacker))],
        why: `Removes about ${Math.round(t.threat)} points of yours a turn; your best three take ${Math.round(t.focusShare * 100)} % of it a turn.`,
      }))
    : benchmarkTargets
        .map((target) => {
          const ranked = metrics
            .map((m) => ({ m, best: bestAgainst(m).find((b) => b.targetId === target.id) }))
            .filter((row) => (row.best?.pointsRemoved ?? 0) > 0)
            .sort((a, b) => (b.best?.pointsRemoved ?? 0) - (a.best?.pointsRemoved ?? 0))
            .slice(0, 3);
          return {
            target: targetLabel(target.id),
            with: [...new Set(ranked.map((row) => row.m.unitName))],
            why: ranked[0]
              ? `${ranked[0].m.unitName} removes about ${Math.round(ranked[0].best?.pointsRemoved ?? 0)} points of it a turn.`
              : 'Nothing in the list hurts it much: play around it.',
          };
        })
        .filter((row) => row.with.length > 0);

  const threats: PlaybookContent['threats'] = counter
    ? counter.exposedUnits.slice(0, 3).flatMap((unit) => {
        const danger = unit.threats[0];
        if (!danger) return [];
        return [
          {
            threat: `${danger.attacker} takes ${Math.round(danger.shareDestroyed * 100)} % of your ${unit.unitName} a turn (${danger.mode}).`,
            answer:
              danger.mode === 'shooting'
                ? `Keep ${unit.unitName} out of its sight until it is dealt with.`
                : `Screen ${unit.unitName} from its charge.`,
          },
        ];
      })
    : analysis.threats.map((threat) => ({
        threat,
        answer: analysis.tacticalAdvice[1] ?? 'Trade carefully.',
      }));

  const firstTargets = targetPriority.slice(0, 2).map((t) => t.target);
  // The verdict comes from playing the plan out, so the playbook never contradicts its own test.
  const playOut = opponent
    ? simulateBattle(roster, opponent, {
        edition,
        plannedTargets: targetPriority.map((t) => t.target),
        // The plan holds its Reserves units back: the play-out does too.
        reserves: (grouped.get('Reserves') ?? []).map((u) => u.name),
      })
    : null;
  const verdict = playOut
    ? playOut.outcome === 'you'
      ? 'Played out, you win the attrition: take the fights and trade up.'
      : playOut.outcome === 'them'
        ? 'Played out, they win the attrition: deny their best units targets and play the mission.'
        : 'Played out, an even fight: the mission and the first turn decide it.'
    : null;
  const firstFell =
    playOut?.plannedTargets.find((t) => t.target === firstTargets[0])?.destroyedInRound ?? null;
  const firing = names('Firing line');
  const strike = names('Strike force');
  // Strike-force units that do most in melee charge; short-ranged shooters close in and shoot.
  const chargers = roster.units
    .filter((unit, i) => {
      const best = bestAgainst(metrics[i] as UnitMetrics).sort(
        (a, b) => b.pointsRemoved - a.pointsRemoved,
      )[0];
      return strike.includes(unit.name) && best?.mode === 'melee';
    })
    .map((unit) => unit.name);
  const closers = strike.filter((name) => !chargers.includes(name));
  const screen = names('Screen and objectives');
  const reserves = names('Reserves');
  const leaders = names('Leaders');
  const exposed = counter?.exposedUnits[0]?.unitName;
  const turn = (n: number, focus: string, actions: (string | false | undefined)[]) => ({
    turn: n,
    focus,
    actions: actions.filter((a): a is string => Boolean(a)),
  });
  const turns = [
    turn(1, 'Deploy and take the middle safely', [
      firing.length > 0 && `Set up ${list(firing)} in cover with lines of fire into the middle.`,
      screen.length > 0 && `Put ${list(screen)} in front and on your home objectives.`,
      strike.length > 0 && `Keep ${list(strike)} out of sight, close enough to move up next turn.`,
      reserves.length > 0 && `Hold ${list(reserves)} in reserve.`,
      leaders.length > 0 && `Attach ${list(leaders)} to the units they make best.`,
      firstTargets[0] && `Shoot ${firstTargets[0]} if it shows itself.`,
    ]),
    turn(2, 'Start scoring and strike the first target', [
      screen.length > 0 && `Move ${list(screen)} onto the middle objectives.`,
      firstTargets[0] && `Everything in range onto ${firstTargets[0]}.`,
      chargers.length > 0 && `Charge with ${list([...new Set(chargers)])} where the fight is won.`,
      closers.length > 0 &&
        `Move ${list(closers)} up into range of ${firstTargets[0] ?? 'their screens'} and shoot.`,
      reserves.length > 0 && `Bring ${list(reserves)} in behind ${firstTargets[0] ?? 'their weakest flank'}.`,
    ]),
    turn(3, 'Commit and protect what wins', [
      firstTargets[1] &&
        firstTargets[1] !== firstTargets[0] &&
        (firstFell !== null && firstFell <= 3
          ? `${firstTargets[0]} should be gone (round ${firstFell} in the play-out): move on to ${firstTargets[1]}.`
          : `Finish ${firstTargets[0]}, then move on to ${firstTargets[1]}.`),
      exposed && `Keep ${exposed} safe: it is your most exposed unit.`,
      `Hold at least as many objectives as they do.`,
    ]),
    turn(4, 'Trade up', [
      verdict ?? analysis.metaPositioning.tournamentViability,
      `Finish damaged units before starting on fresh ones.`,
    ]),
    turn(5, 'Score everything', [
      `Every unit with objective control onto an objective.`,
      screen.length > 0 && `${list(screen)} do the last actions.`,
    ]),
  ];

  return {
    roster: { name: roster.name, faction: roster.faction, points: roster.pointsTotal },
    opponent: opponent
      ? { name: opponent.name, faction: opponent.faction, points: opponent.pointsTotal }
      : null,
    overview: `${analysis.rosterOverview.summary} ${analysis.rosterOverview.battlefieldRole}${
      verdict ? ` Against ${opponent?.faction}: ${verdict}` : ''
    }`,
    rating: analysis.overallRating,
    roles,
    turns,
    targetPriority,
    threats,
    secondaryObjectives: analysis.secondaryObjectives,
    commandPoints: analysis.commandPoints.priorities,
    trade: counter
      ? {
          yours: counter.summary.yourPointsPerTurn,
          theirs: counter.summary.theirPointsPerTurn,
          verdict: verdict ?? counter.summary.verdict,
        }
      : null,
  };
}
