import { presetById, type ScoringPreset, type TiebreakerId } from '@muster/pairing';
import type { TournamentRow } from './tournaments.queries';

/**
 * The event's scoring: its preset, or its own gap table (a bye then scores as a clear win, the
 * band covering a 20-point gap), with the organiser's tiebreaker order and opponents' win %
 * floor when they chose them.
 */
export function scoringFor(row: TournamentRow): ScoringPreset {
  const preset: ScoringPreset =
    presetById(row.scoringPresetId) ??
    (() => {
      const bands = (row.customGapTable ?? []).map((band) => ({
        upTo: band.upTo ?? Number.POSITIVE_INFINITY,
        winner: band.winner,
        loser: band.loser,
      }));
      const clearWin = bands.find((band) => band.upTo >= 20) ?? bands.at(-1);
      return {
        id: 'custom',
        label: 'Custom gap table',
        rules: { kind: 'gap-table', bands },
        pairByWinPath: false,
        bye: { points: clearWin?.winner ?? 0, vpFor: 0, vpAgainst: 0 },
        tiebreakers: ['strength-of-schedule', 'vp-margin', 'vp-total'],
      } satisfies ScoringPreset;
    })();
  const chosen = (row.tiebreakers ?? null) as TiebreakerId[] | null;
  const floored =
    row.opponentWinFloor !== null ? { ...preset, opponentWinFloor: row.opponentWinFloor } : preset;
  return chosen && chosen.length > 0 ? { ...floored, tiebreakers: chosen } : floored;
}
