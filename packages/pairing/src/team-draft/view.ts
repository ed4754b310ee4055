import { pendingStep } from './draft';
import type { DraftState, DraftView, DraftViewer } from './draft-model';

/**
 * What one viewer may see of the draft. A team sees everything revealed, its own commit at the
 * current hidden step and its own log lines; of the opponent's current commit only whether it was
 * made. Spectators see only what was revealed. The rounds and games hold revealed facts only (the
 * engine writes them at reveal time), so they are shown as they are.
 */
export function viewFor(state: DraftState, viewer: DraftViewer): DraftView {
  const team = viewer === 'a' || viewer === 'b' ? viewer : null;
  return {
    viewer: team ?? 'spectator',
    formatId: state.format.id,
    pending: pendingStep(state),
    committed: { a: state.pending.a !== null, b: state.pending.b !== null },
    ownCommit: team ? state.pending[team] : null,
    rounds: state.rounds.map((r) => ({ ...r })),
    games: state.games.map((g) => ({ ...g })),
    log: state.log.filter((e) => e.revealedAt !== null || e.team === team).map((e) => ({ ...e })),
  };
}
