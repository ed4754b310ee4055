import type { StandingRow } from '@muster/contracts';

/** A tiebreaker as the standings table shows it. */
export type TiebreakColumn = {
  /** Column heading: short enough for a phone. */
  heading: string;
  /** What the heading stands for, in words (its abbreviation's title, and the note under the table). */
  name: string;
  value: (row: StandingRow) => string;
};

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
/** Averages to two decimals, as an organiser would write them down ("4.33", "6"). */
const average = (n: number) => String(Math.round(n * 100) / 100);

const columns: Record<string, TiebreakColumn> = {
  'vp-total': { heading: 'VP for', name: 'victory points scored', value: (row) => String(row.vpFor) },
  'vp-margin': { heading: '±VP', name: 'victory point margin', value: (row) => signed(row.vpMargin) },
  'strength-of-schedule': {
    heading: 'SoS',
    name: "strength of schedule (opponents' average points)",
    value: (row) => average(row.strengthOfSchedule),
  },
  'extended-strength-of-schedule': {
    heading: 'eSoS',
    name: "extended strength of schedule (opponents' average SoS)",
    value: (row) => average(row.extendedStrengthOfSchedule),
  },
  'opponents-win-percentage': {
    heading: 'Opp. win',
    name: "opponents' win rate",
    value: (row) => `${Math.round(row.opponentsWinPercentage * 100)}%`,
  },
  'opponents-game-win-percentage': {
    heading: 'OGW%',
    name: 'Oppt. Game Win % (opponents’ win share, each at least the floor)',
    value: (row) => `${Math.round(row.opponentsGameWinPercentage * 100) / 100}%`,
  },
  'extended-opponents-game-win-percentage': {
    heading: 'eOGW%',
    name: 'extended Oppt. Game Win % (opponents’ average OGW%)',
    value: (row) => `${Math.round(row.extendedOpponentsGameWinPercentage * 100) / 100}%`,
  },
  'path-to-victory': {
    heading: 'PtV',
    name: 'Path to Victory (later wins count less than earlier ones)',
    value: (row) => String(row.pathToVictory),
  },
  'wins-strength-of-schedule': {
    heading: 'Wins SoS',
    name: "opponents' average wins",
    value: (row) => average(row.winsStrengthOfSchedule),
  },
  'battle-points-strength-of-schedule': {
    heading: 'BP SoS',
    name: "Battle Points SoS (opponents' average VP scored)",
    value: (row) => average(row.battlePointsStrengthOfSchedule),
  },
  'points-destroyed': {
    heading: 'Pts destr.',
    name: 'Points Destroyed (army points of enemy units destroyed)',
    value: (row) => String(row.pointsDestroyed),
  },
};

/** The event's tiebreakers, in the order they decide, as columns (unknown ids are left out). */
export function tiebreakColumns(tiebreakers: readonly string[]): TiebreakColumn[] {
  return tiebreakers.flatMap((id) => columns[id] ?? []);
}

/** "Equal points are split by victory point margin, then strength of schedule …, then the draw." */
export function tiebreakNote(columnsInOrder: readonly TiebreakColumn[]): string {
  const order = [...columnsInOrder.map((column) => column.name), 'the random draw made for round 1'];
  return `Equal points are split by ${order.join(', then ')}.`;
}
