import type { DraftViewReply, Matrix } from '@muster/contracts';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { DraftCountdown } from './DraftCountdown';
import {
  actionFor,
  actionWords,
  choiceFor,
  commitStatus,
  openStep,
  pickPrompt,
  playersById,
  stepHeading,
  stepHelp,
  toggledSelection,
} from './draft-steps';
import { suggestedSelection, suggestionForStep, suggestionText } from './draft-suggestion';
import styles from './TeamDraft.module.css';
import { useCommitDraftStep } from './team-events-api';

type Selection = { key: string; players: string[]; table: number | null };

/**
 * The current step at the top of the draft page: what it is, the time left, who has committed
 * (yes or no only), and for the captain whose turn it is the players or tables to tap and Commit.
 * Members and spectators see the same panel without the choices.
 */
export function DraftStepPanel({
  tournamentId,
  view,
  offset,
  suggestion,
}: {
  tournamentId: string;
  view: DraftViewReply;
  offset: number;
  suggestion: Matrix['suggestion'];
}) {
  const commit = useCommitDraftStep(tournamentId, view.matchId);
  const step = openStep(view);
  const choice = choiceFor(view);
  // A selection belongs to one step: when the draft moves on it starts empty again.
  const stepKey = step ? `${step.round}:${step.step}:${step.game ?? ''}` : 'complete';
  const [stored, setSelection] = useState<Selection>({ key: stepKey, players: [], table: null });
  const selection = stored.key === stepKey ? stored : { key: stepKey, players: [], table: null };
  const action = choice ? actionFor(choice, selection) : null;
  const shownSuggestion = suggestionForStep(view, suggestion);
  const fill = suggestedSelection(choice, shownSuggestion);
  const status = commitStatus(view);
  const players = playersById(view);

  return (
    <Card className={styles.stepCard} data-testid="draft-step">
      <section aria-labelledby="draft-step-heading">
        <div className={styles.stepTop}>
          <h2 id="draft-step-heading" className={styles.stepHeading}>
            {stepHeading(view)}
          </h2>
          {step && <DraftCountdown deadline={step.deadline} offset={offset} />}
        </div>
        {choice && step && <p className={styles.hint}>{stepHelp(step.step)}</p>}
        {status && (
          <ul className={styles.commitStatus} data-testid="commit-status">
            {status.map((line) => (
              <li key={line.text} data-done={line.done || undefined}>
                {line.text}
              </li>
            ))}
          </ul>
        )}
        {view.ownCommit && step?.simultaneous && (
          <p className={styles.ownCommit} data-testid="own-commit">
            Your team's choice: {actionWords(view, view.ownCommit)}. Hidden from them until both captains have
            committed.
          </p>
        )}
        {shownSuggestion && (
          <div className={styles.suggestion} data-testid="draft-suggestion">
            <p>{suggestionText(view, shownSuggestion)}</p>
            {fill && (
              <Button
                variant="secondary"
                className={styles.tapTarget}
                onClick={() => setSelection({ key: stepKey, players: fill, table: null })}
              >
                Use this
              </Button>
            )}
          </div>
        )}
        {choice && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (action) commit.mutate(action);
            }}
          >
            <fieldset className={styles.optionSet}>
              <legend className="visually-hidden">
                {choice.kind === 'table' ? 'Free tables' : `${view.teams[choice.from].name} players`}
              </legend>
              <div className={styles.options}>
                {choice.kind === 'players'
                  ? choice.options.map((id) => {
                      const player = players.get(id);
                      const picked = selection.players.includes(id);
                      return (
                        <button
                          key={id}
                          type="button"
                          className={styles.option}
                          aria-pressed={picked}
                          onClick={() =>
                            setSelection({
                              key: stepKey,
                              players: toggledSelection(selection.players, id, choice.count),
                              table: null,
                            })
                          }
                        >
                          <span className={styles.optionName}>{player?.username ?? 'Unknown player'}</span>
                          <span className={styles.optionFaction}>{player?.faction ?? 'No list yet'}</span>
                        </button>
                      );
                    })
                  : choice.options.map((table) => (
                      <button
                        key={table}
                        type="button"
                        className={styles.option}
                        aria-pressed={selection.table === table}
                        onClick={() => setSelection({ key: stepKey, players: [], table })}
                      >
                        <span className={styles.optionName}>Table {table}</span>
                      </button>
                    ))}
              </div>
            </fieldset>
            <div className={styles.commitBar}>
              <p aria-live="polite" data-testid="commit-summary">
                {action ? `Ready: ${actionWords(view, action)}` : pickPrompt(choice, selection)}
              </p>
              <Button type="submit" className={styles.commitButton} disabled={!action || commit.isPending}>
                {commit.isPending ? 'Committing…' : 'Commit'}
              </Button>
            </div>
          </form>
        )}
        <FormError message={commit.error?.message} />
      </section>
    </Card>
  );
}
