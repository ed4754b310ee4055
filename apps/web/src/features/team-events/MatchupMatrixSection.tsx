import { MATRIX_MAX, type Matrix } from '@muster/contracts';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { ScrollRegion } from '../../ui/ScrollRegion';
import {
  type Cells,
  cellsFrom,
  matrixSourceLabel,
  matrixToSave,
  parseCell,
  scoreBand,
  withCell,
} from './matrix-cells';
import styles from './TeamDraft.module.css';
import { usePrefillMatrix, useSaveMatrix } from './team-events-api';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The team's private matchup matrix: how many game points (0–20) each of our players expects
 * against each of theirs. The captain types and saves it; members read it; the server's
 * suggestion for the step comes from what is saved.
 */
export function MatchupMatrixSection({
  tournamentId,
  matrix,
  captain,
}: {
  tournamentId: string;
  matrix: Matrix;
  captain: boolean;
}) {
  const save = useSaveMatrix(tournamentId, matrix.matchId);
  const prefill = usePrefillMatrix(tournamentId, matrix.matchId);
  // Typed but unsaved scores; null shows the saved ones (which the live stream may refresh).
  const [edits, setEdits] = useState<Cells | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const saved = cellsFrom(matrix.expected);
  const cells = matrix.ours.map((_, r) => matrix.theirs.map((_, c) => (edits ?? saved)[r]?.[c] ?? ''));

  return (
    <details className={styles.matrix} data-testid="matchup-matrix">
      <summary>Matchup matrix (private to your team)</summary>
      <div className={styles.matrixBody}>
        <p className={styles.hint}>
          Expected game points, 0–{MATRIX_MAX}, for each of your players against each of theirs: 10 is even,
          20 a sure win.{' '}
          {captain ? 'Only your team sees it.' : 'Your captain fills it in; only your team sees it.'}
        </p>
        <p className={styles.hint}>{matrixSourceLabel(matrix, (iso) => when.format(new Date(iso)))}</p>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const result = matrixToSave(cells, matrix);
            setProblem(result.ok ? null : result.message);
            if (result.ok) save.mutate(result.expected, { onSuccess: () => setEdits(null) });
          }}
        >
          <ScrollRegion label="Matchup matrix" stickyFirstColumn>
            <table className={styles.matrixTable}>
              <caption>Ours (rows) against theirs (columns)</caption>
              <thead>
                <tr>
                  <th scope="col">Ours</th>
                  {matrix.theirs.map((them) => (
                    <th key={them.entryId} scope="col">
                      {them.username}
                      {them.faction && <small>{them.faction}</small>}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {matrix.ours.map((us, r) => (
                  <tr key={us.entryId}>
                    <th scope="row">
                      {us.username}
                      {us.faction && <small>{us.faction}</small>}
                    </th>
                    {matrix.theirs.map((them, c) => {
                      const text = cells[r]?.[c] ?? '';
                      const value = parseCell(text);
                      return (
                        <td key={them.entryId}>
                          {captain ? (
                            <input
                              className={styles.cell}
                              type="text"
                              inputMode="numeric"
                              autoComplete="off"
                              maxLength={4}
                              aria-label={`${us.username} against ${them.username}`}
                              aria-invalid={value === 'invalid' || undefined}
                              data-band={scoreBand(value)}
                              value={text}
                              onChange={(event) => {
                                setProblem(null);
                                setEdits(withCell(cells, r, c, event.target.value));
                              }}
                            />
                          ) : (
                            <span className={styles.value} data-band={scoreBand(value)}>
                              {text === '' ? '–' : text}
                            </span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {captain && (
            <div className={styles.actions}>
              <Button type="submit" className={styles.tapTarget} disabled={!edits || save.isPending}>
                {save.isPending ? 'Saving…' : 'Save matrix'}
              </Button>
              {edits && <span>Unsaved changes</span>}
              {!edits && save.isSuccess && <span role="status">Saved</span>}
              <Button
                type="button"
                variant="secondary"
                className={styles.tapTarget}
                disabled={prefill.isPending}
                onClick={() => {
                  setProblem(null);
                  prefill.mutate(undefined, { onSuccess: () => setEdits(null) });
                }}
              >
                {prefill.isPending ? 'Simulating…' : 'Estimate from the lists'}
              </Button>
            </div>
          )}
          {captain && (
            <p className={styles.hint}>
              The estimate simulates each of your lists against each of theirs, both first turns, and gives
              your share of the points destroyed out of 20: a kill race without missions or terrain, to adjust
              by hand.
            </p>
          )}
          <FormError message={problem ?? save.error?.message ?? prefill.error?.message} />
        </form>
      </div>
    </details>
  );
}
