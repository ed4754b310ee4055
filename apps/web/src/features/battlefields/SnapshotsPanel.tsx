import { battlePhases, SNAPSHOTS_KEPT, type UnitPlacement } from '@muster/battlefield';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../toasts/ToastProvider';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import styles from './Battlefields.module.css';
import { useCreateSnapshot, useDeleteSnapshot, useSnapshots } from './battlefields-api';

export function SnapshotsPanel({
  battlefieldId,
  placements,
  editable,
  onRestore,
}: {
  battlefieldId: string;
  placements: UnitPlacement[];
  editable: boolean;
  onRestore: (placements: UnitPlacement[]) => void;
}) {
  const snapshots = useSnapshots(battlefieldId, true);
  const create = useCreateSnapshot(battlefieldId);
  const remove = useDeleteSnapshot(battlefieldId);
  const toast = useToast();
  const [turn, setTurn] = useState('1');
  const [phase, setPhase] = useState<string>('Movement');
  const [notes, setNotes] = useState('');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await create.mutateAsync({
        turnNumber: turn === '' ? Number.NaN : Number(turn),
        phase,
        unitPlacements: placements,
        notes,
      });
      setNotes('');
      toast.show({
        variant: 'success',
        message: `Snapshot saved: turn ${saved.turnNumber}, ${saved.phase}.`,
      });
    } catch {
      // shown from create.error
    }
  };

  return (
    <div className={styles.panelBody}>
      {editable && (
        <form onSubmit={save} className={styles.snapshotForm} noValidate>
          <div className={fieldStyles.row}>
            <div className={fieldStyles.field}>
              <label htmlFor="snap-turn">Turn</label>
              <input
                id="snap-turn"
                type="number"
                min={0}
                step={1}
                value={turn}
                onChange={(e) => setTurn(e.target.value)}
              />
            </div>
            <div className={fieldStyles.field}>
              <label htmlFor="snap-phase">Phase</label>
              <select id="snap-phase" value={phase} onChange={(e) => setPhase(e.target.value)}>
                {battlePhases.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor="snap-notes">Notes</label>
            <input
              id="snap-notes"
              value={notes}
              maxLength={2000}
              onChange={(e) => setNotes(e.target.value)}
            />
          </div>
          <FormError message={create.error?.message} />
          <Button type="submit" disabled={create.isPending}>
            Save snapshot
          </Button>
          <p className={styles.hint}>
            Snapshots keep the unit positions of a turn and phase; the {SNAPSHOTS_KEPT} newest are kept.
          </p>
        </form>
      )}
      {snapshots.data && snapshots.data.length === 0 && <p className={styles.hint}>No snapshots yet.</p>}
      <ol className={styles.snapshots} aria-label="Snapshots">
        {(snapshots.data ?? []).map((snapshot) => (
          <li key={snapshot.id}>
            <span>
              <strong>
                Turn {snapshot.turnNumber}, {snapshot.phase}
              </strong>
              <span className={styles.hint}>
                {snapshot.unitPlacements.length} units · {new Date(snapshot.createdAt).toLocaleString()}
                {snapshot.notes ? ` · ${snapshot.notes}` : ''}
              </span>
            </span>
            <span className={styles.snapshotActions}>
              <Button size="sm" variant="secondary" onClick={() => onRestore(snapshot.unitPlacements)}>
                Show turn {snapshot.turnNumber} {snapshot.phase}
              </Button>
              {editable && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => remove.mutate(snapshot.id)}
                  aria-label={`Delete snapshot turn ${snapshot.turnNumber} ${snapshot.phase}`}
                >
                  Delete
                </Button>
              )}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
