import type { RosterUnit, SavedRoster } from '@muster/contracts';
import { unknownStats } from '@muster/roster-import/unknown-stats';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useToast } from '../../toasts/ToastProvider';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import { ScrollRegion } from '../../ui/ScrollRegion';
import styles from './Rosters.module.css';
import { useUpdateRoster } from './rosters-api';

type UnitDraft = { id: string; name: string; count: string; points: string; source: RosterUnit | null };

const toDraft = (unit: RosterUnit): UnitDraft => ({
  id: unit.id,
  name: unit.name,
  count: String(unit.count),
  points: String(unit.points),
  source: unit,
});

function toUnit(draft: UnitDraft): RosterUnit {
  const base: RosterUnit = draft.source ?? {
    id: '',
    name: '',
    role: 'Other',
    count: 1,
    points: 0,
    models: [],
    wargear: [],
    abilities: [],
    keywords: [],
    stats: unknownStats(),
    weapons: [],
    enhancements: [],
  };
  return {
    ...base,
    id: draft.id,
    name: draft.name.trim(),
    count: Number(draft.count),
    points: Number(draft.points),
  };
}

/** Edits the name, detachments and units (name, models, points); the total follows the units. */
export function RosterEditForm({ saved, onDone }: { saved: SavedRoster; onDone: () => void }) {
  const [name, setName] = useState(saved.roster.name);
  const [detachments, setDetachments] = useState(saved.roster.detachments.join(', '));
  const [units, setUnits] = useState(saved.roster.units.map(toDraft));
  const update = useUpdateRoster(saved.id);
  const toast = useToast();
  const nameId = useId();
  const detachmentId = useId();
  const total = units.reduce((sum, unit) => sum + (Number(unit.points) || 0), 0);

  const change = (index: number, field: 'name' | 'count' | 'points', value: string) =>
    setUnits((current) => current.map((unit, i) => (i === index ? { ...unit, [field]: value } : unit)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync({
        name,
        detachments: detachments
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
        units: units.map(toUnit),
      });
      toast.show({ variant: 'success', message: 'Roster saved.' });
      onDone();
    } catch {
      // The message is shown under the form.
    }
  };

  return (
    <form className={styles.editForm} onSubmit={onSubmit} aria-label="Edit roster">
      <div className={styles.reviewFields}>
        <div className={fieldStyles.field}>
          <label htmlFor={nameId}>Roster name</label>
          <input id={nameId} value={name} onChange={(event) => setName(event.target.value)} maxLength={200} />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={detachmentId}>Detachments (comma-separated)</label>
          <input
            id={detachmentId}
            value={detachments}
            onChange={(event) => setDetachments(event.target.value)}
          />
        </div>
      </div>
      <ScrollRegion label="Units">
        <table className={styles.editTable}>
          <caption>
            Units · {total} points{saved.pointsLimit ? ` of ${saved.pointsLimit}` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Unit</th>
              <th scope="col">Models</th>
              <th scope="col">Points</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {units.map((unit, index) => (
              <tr key={unit.id}>
                <td>
                  <div className={fieldStyles.field}>
                    <input
                      aria-label={`Unit ${index + 1} name`}
                      value={unit.name}
                      onChange={(event) => change(index, 'name', event.target.value)}
                    />
                  </div>
                </td>
                <td>
                  <div className={fieldStyles.field}>
                    <input
                      aria-label={`Unit ${index + 1} models`}
                      type="number"
                      min={1}
                      value={unit.count}
                      onChange={(event) => change(index, 'count', event.target.value)}
                    />
                  </div>
                </td>
                <td>
                  <div className={fieldStyles.field}>
                    <input
                      aria-label={`Unit ${index + 1} points`}
                      type="number"
                      min={0}
                      value={unit.points}
                      onChange={(event) => change(index, 'points', event.target.value)}
                    />
                  </div>
                </td>
                <td>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${unit.name || `unit ${index + 1}`}`}
                    onClick={() => setUnits((current) => current.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden size={16} />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Button
        variant="secondary"
        onClick={() =>
          setUnits((current) => [
            ...current,
            { id: `new-${Date.now()}`, name: '', count: '1', points: '0', source: null },
          ])
        }
      >
        <Plus aria-hidden size={16} /> Add unit
      </Button>
      <FormError message={update.error?.message} />
      <div className={styles.reviewActions}>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
