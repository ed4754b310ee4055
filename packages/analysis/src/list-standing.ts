import type { ListMetricId, ListMetrics } from './list-metrics';
import { percentile, type ReferencePopulation } from './reference-population';
import { likelyTurn } from './turns-to-destroy';

/** The top and bottom quarter of the reference lists are what a report calls out. */
const STRONG = 0.75;
const WEAK = 0.25;

const two = (n: number) => (Math.round(n * 100) / 100).toString();
const whole = (n: number) => Math.round(n).toString();
const pct = (share: number) => `${Math.round(share * 100)} %`;

/** How each measure reads in a sentence: its value, and what a reference list has. */
const phrasing: Record<ListMetricId, { value: (n: number) => string; noun: string }> = {
  damage: { value: (n) => `${whole(n)} points removed per 100 spent each turn`, noun: 'damage output' },
  antiTank: { value: (n) => `${two(n)} battle tanks (T11 W13 2+) destroyed a turn`, noun: 'anti-tank' },
  antiElite: {
    value: (n) => `${two(n)} units of five T5 2+/4++ heavy infantry destroyed a turn`,
    noun: 'answers to elite infantry',
  },
  antiHorde: { value: (n) => `${two(n)} 20-model hordes destroyed a turn`, noun: 'answers to hordes' },
  objectiveControl: { value: (n) => `objective control ${whole(n)}`, noun: 'objective control' },
  durability: {
    value: (n) => `${pct(n)} of the points in units that take three volleys of ten bolt rifles`,
    noun: 'durability',
  },
  activations: { value: (n) => `${whole(n)} units`, noun: 'units to screen, hold and take actions' },
};

export type Standing = Record<ListMetricId, number>;

export function standingOf(metrics: ListMetrics, population: ReferencePopulation): Standing {
  return Object.fromEntries(
    Object.entries(metrics).map(([id, value]) => [
      id,
      percentile(population.lists[id as ListMetricId], value),
    ]),
  ) as Standing;
}

/**
 * Strengths and weaknesses from where the list stands among the reference lists: every line names
 * the list's number, its standing and the median list's number, so a reader can check it.
 */
export function standingLines(
  metrics: ListMetrics,
  standing: Standing,
  population: ReferencePopulation,
  scaled = false,
): { strengths: string[]; weaknesses: string[] } {
  const strengths: string[] = [];
  const weaknesses: string[] = [];
  const basis = population.pointsLimit.toLocaleString('en-GB');
  const lists = `${population.size.lists} reference ${basis}-point lists`;
  const per = (id: ListMetricId) =>
    scaled && !['damage', 'durability'].includes(id) ? ` per ${basis} points` : '';
  for (const id of Object.keys(phrasing) as ListMetricId[]) {
    const { value, noun } = phrasing[id];
    const share = standing[id];
    const median = value(population.medians[id]);
    if (share >= STRONG) {
      strengths.push(
        `${noun[0]?.toUpperCase()}${noun.slice(1)}: ${value(metrics[id])}${per(id)}, more than ${pct(share)} of ${lists} (the median: ${median}).`,
      );
    } else if (share <= WEAK) {
      weaknesses.push(
        `${noun[0]?.toUpperCase()}${noun.slice(1)} is low: ${value(metrics[id])}${per(id)}; ${pct(1 - share)} of ${lists} have more (the median: ${median}).`,
      );
    }
  }
  if (weaknesses.length === 0) {
    // No hole in the bottom quarter: the reader still learns where the list is weakest.
    const weakest = (Object.keys(phrasing) as ListMetricId[]).sort((a, b) => standing[a] - standing[b])[0];
    if (weakest) {
      const { value, noun } = phrasing[weakest];
      weaknesses.push(
        `No measure falls in the bottom quarter; the weakest is ${noun}: ${value(metrics[weakest])}${per(weakest)}, ahead of ${pct(standing[weakest])} of ${lists} (the median: ${value(population.medians[weakest])}).`,
      );
    }
  }
  return { strengths, weaknesses };
}

/** Armies the list has no answer to, from its weakest measures, each with its number. */
export function threatLines(
  metrics: ListMetrics,
  standing: Standing,
  turns: Record<string, number[]>,
): string[] {
  const threats: string[] = [];
  const by = (id: string) => {
    const turn = likelyTurn(turns[id] ?? []);
    return turn === null ? 'not within five turns' : `by turn ${turn}`;
  };
  if (standing.antiTank <= WEAK)
    threats.push(
      `Armies of tanks, monsters and knights: your shooting more likely than not destroys a super-heavy walker ${by('knight')}.`,
    );
  if (standing.antiElite <= WEAK)
    threats.push(
      `Elite infantry with invulnerable saves: five of them fall to your shooting ${by('heavy-infantry')}.`,
    );
  if (standing.antiHorde <= WEAK)
    threats.push(`Large hordes that hold objectives by numbers: 20 models fall ${by('horde')}.`);
  if (standing.durability <= WEAK)
    threats.push(
      `Fast, hard-hitting armies: only ${pct(metrics.durability)} of your points stand up to three volleys of small arms.`,
    );
  if (standing.objectiveControl <= WEAK)
    threats.push(
      `Armies that out-number you on objectives: your objective control is ${whole(metrics.objectiveControl)}.`,
    );
  if (threats.length === 0) {
    // No hard counter: name the matchup the list is least ready for, with its numbers.
    const matchups = [
      { id: 'antiTank', target: 'knight', text: 'Armies of tanks, monsters and knights' },
      { id: 'antiElite', target: 'heavy-infantry', text: 'Elite infantry with invulnerable saves' },
      { id: 'antiHorde', target: 'horde', text: 'Large hordes' },
    ] as const;
    const least = [...matchups].sort((a, b) => standing[a.id] - standing[b.id])[0];
    if (least)
      threats.push(
        `No hard counter in the reference matchups; the least comfortable is ${least.text.toLowerCase()}: your shooting more likely than not destroys one ${by(least.target)}.`,
      );
  }
  return threats;
}
