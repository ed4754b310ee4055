import type { Matrix } from '@muster/contracts';
import { type DraftState, suggestDraftStep, type TeamSide, unpairedPlayers, viewFor } from '@muster/pairing';

/**
 * What the captain's matrix suggests for their side's current step (defender, attackers or which
 * attacker to accept). Only a matrix with every cell filled in suggests anything: a guess from a
 * half-filled one would look more certain than it is.
 */
export function matrixSuggestion(
  draft: DraftState,
  side: TeamSide,
  expected: (number | null)[][],
  names: ReadonlyMap<string, string>,
): Matrix['suggestion'] {
  if (expected.some((row) => row.some((cell) => cell === null))) return null;
  const other: TeamSide = side === 'a' ? 'b' : 'a';
  const view = viewFor(draft, side);
  const result = suggestDraftStep(
    { ours: [...draft.teams[side]], theirs: [...draft.teams[other]], expected: expected as number[][] },
    view,
    { ours: unpairedPlayers(draft.teams[side], view), theirs: unpairedPlayers(draft.teams[other], view) },
  );
  if (!result.ok || !result.suggestion) return null;
  const s = result.suggestion;
  // The engine names players by id; a captain reads names (ids are UUIDs, so replacing is exact).
  const reason = [...names].reduce((text, [id, name]) => text.replaceAll(id, name), s.reason);
  return { step: s.step, players: s.step === 'attackers' ? [...s.players] : [s.player], reason };
}
