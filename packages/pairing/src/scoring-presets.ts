/**
 * How a game's victory points turn into tournament points, as data: organisers pick a preset or
 * write their own gap table. Editions change missions, not these shapes, so they live here once.
 */
export const tiebreakerIds = [
  'strength-of-schedule',
  'extended-strength-of-schedule',
  'opponents-win-percentage',
  'vp-total',
  'vp-margin',
  'opponents-game-win-percentage',
  'extended-opponents-game-win-percentage',
  'path-to-victory',
  'wins-strength-of-schedule',
  'battle-points-strength-of-schedule',
  'points-destroyed',
] as const;
export type TiebreakerId = (typeof tiebreakerIds)[number];

/** One band of a gap table: a VP difference up to `upTo` (inclusive) scores winner/loser points. */
export type GapBand = { upTo: number; winner: number; loser: number };

export type ScoringRules =
  | { kind: 'win-draw-loss'; win: number; draw: number; loss: number }
  /** Points by the VP difference (WTC-style 20–0); the last band is open-ended. */
  | { kind: 'gap-table'; bands: GapBand[] };

export type ScoringPreset = {
  id: string;
  label: string;
  rules: ScoringRules;
  /** How pairings order players within a score: by their results in order, or not. */
  pairByWinPath: boolean;
  /** What a bye scores: tournament points and the VP credited each way. */
  bye: { points: number; vpFor: number; vpAgainst: number };
  tiebreakers: TiebreakerId[];
  /**
   * The least win share an opponent counts for in Oppt. Game Win % (Best Coast Pairings: 0.33), so
   * a player is not sunk by having beaten someone who then lost every game. 0 when absent.
   */
  opponentWinFloor?: number;
};

const wtcBands: GapBand[] = [
  { upTo: 5, winner: 10, loser: 10 },
  { upTo: 10, winner: 11, loser: 9 },
  { upTo: 15, winner: 12, loser: 8 },
  { upTo: 20, winner: 13, loser: 7 },
  { upTo: 25, winner: 14, loser: 6 },
  { upTo: 30, winner: 15, loser: 5 },
  { upTo: 35, winner: 16, loser: 4 },
  { upTo: 40, winner: 17, loser: 3 },
  { upTo: 45, winner: 18, loser: 2 },
  { upTo: 50, winner: 19, loser: 1 },
  { upTo: Number.POSITIVE_INFINITY, winner: 20, loser: 0 },
];

export const scoringPresets: ScoringPreset[] = [
  {
    id: 'win-draw-loss-vp',
    label: 'Win 3 / draw 1 / loss 0, then victory points',
    rules: { kind: 'win-draw-loss', win: 3, draw: 1, loss: 0 },
    pairByWinPath: false,
    bye: { points: 3, vpFor: 60, vpAgainst: 0 },
    tiebreakers: ['vp-total', 'strength-of-schedule', 'vp-margin'],
  },
  {
    id: 'gw-win-path',
    label: 'Wins, paired by win path (Games Workshop events)',
    rules: { kind: 'win-draw-loss', win: 1, draw: 0.5, loss: 0 },
    pairByWinPath: true,
    bye: { points: 1, vpFor: 60, vpAgainst: 0 },
    tiebreakers: ['strength-of-schedule', 'vp-total', 'vp-margin'],
  },
  {
    // Best Coast Pairings' 40k ranking: wins (a draw half), then the organiser's tiebreakers, most
    // often Oppt. Game Win % (floored at 0.33, a draw a third of a win) and battle points.
    // Reproduces BCP's published placings of a real event exactly (standings.bcp.test.ts).
    id: 'bcp-wins',
    label: 'Wins, then Oppt. Game Win % and battle points (Best Coast Pairings)',
    rules: { kind: 'win-draw-loss', win: 1, draw: 0.5, loss: 0 },
    pairByWinPath: false,
    bye: { points: 1, vpFor: 0, vpAgainst: 0 },
    tiebreakers: ['opponents-game-win-percentage', 'vp-total'],
    opponentWinFloor: 0.33,
  },
  {
    id: 'wtc-20-0',
    label: 'WTC-style 20–0 by victory-point difference',
    rules: { kind: 'gap-table', bands: wtcBands },
    pairByWinPath: false,
    bye: { points: 15, vpFor: 0, vpAgainst: 0 },
    tiebreakers: ['strength-of-schedule', 'vp-margin', 'vp-total'],
  },
];

export const presetById = (id: string) => scoringPresets.find((preset) => preset.id === id);

/** A gap table must climb to an open end, with winner ≥ loser in every band. */
export function gapTableProblems(bands: GapBand[]): string[] {
  const problems: string[] = [];
  if (bands.length === 0) problems.push('A gap table needs at least one band.');
  bands.forEach((band, i) => {
    const previous = bands[i - 1];
    if (previous && band.upTo <= previous.upTo)
      problems.push(`Band ${i + 1} must cover a larger difference than band ${i}.`);
    if (band.winner < band.loser) problems.push(`Band ${i + 1} gives the loser more than the winner.`);
  });
  if (bands.length > 0 && bands.at(-1)?.upTo !== Number.POSITIVE_INFINITY)
    problems.push('The last band must cover every larger difference.');
  return problems;
}

/** Tournament points for both sides of one game. */
export function scoreGame(rules: ScoringRules, vpA: number, vpB: number): [number, number] {
  if (rules.kind === 'win-draw-loss') {
    if (vpA === vpB) return [rules.draw, rules.draw];
    return vpA > vpB ? [rules.win, rules.loss] : [rules.loss, rules.win];
  }
  const gap = Math.abs(vpA - vpB);
  const band = rules.bands.find((b) => gap <= b.upTo) ?? rules.bands.at(-1);
  if (!band) return [0, 0];
  return vpA >= vpB ? [band.winner, band.loser] : [band.loser, band.winner];
}
