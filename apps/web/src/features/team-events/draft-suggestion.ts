import type { DraftViewReply, Matrix } from '@muster/contracts';
import { nameOf, openStep, type StepChoice } from './draft-steps';

type Suggestion = NonNullable<Matrix['suggestion']>;

/**
 * The matrix's suggestion for the current step, when it is for this step and the team has not
 * committed it yet: a suggestion worked out for a step that has since been revealed is not shown.
 */
export function suggestionForStep(view: DraftViewReply, suggestion: Suggestion | null): Suggestion | null {
  const step = openStep(view);
  if (!suggestion || step?.step !== suggestion.step) return null;
  // Once the team has committed the step, a suggestion for it is no use.
  return view.side && view.committed[view.side] ? null : suggestion;
}

/** "Suggested defender: Ana — reason". */
export function suggestionText(view: DraftViewReply, suggestion: Suggestion): string {
  const names = suggestion.players.map((player) => nameOf(view, player));
  const what =
    suggestion.step === 'defender'
      ? `Suggested defender: ${names.join(', ')}`
      : suggestion.step === 'attackers'
        ? `Suggested attackers: ${names.join(' and ')}`
        : `Suggested pick: ${names.join(', ')}`;
  return suggestion.reason ? `${what} — ${suggestion.reason}` : what;
}

/** The players "Use this" selects; null when the suggestion does not fit what may be picked now. */
export function suggestedSelection(
  choice: StepChoice | null,
  suggestion: Suggestion | null,
): string[] | null {
  if (choice?.kind !== 'players' || !suggestion || suggestion.step !== choice.step) return null;
  const players = suggestion.players;
  if (players.length !== choice.count || !players.every((p) => choice.options.includes(p))) return null;
  return [...players];
}
