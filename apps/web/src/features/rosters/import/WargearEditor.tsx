import type { RosterUnit } from '@muster/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../ui/Button';
import fieldStyles from '../../../ui/FormField.module.css';
import styles from '../Rosters.module.css';

type Line = { name: string; count: number };

/**
 * The unit's wargear as the list names it, counted across its models ("5 × Bolt rifle"). Applying
 * it matches the unit again, so the weapons follow what is written here.
 */
export function WargearEditor({
  unit,
  onApply,
  onCancel,
}: {
  unit: RosterUnit;
  onApply: (wargear: Line[]) => void;
  onCancel: () => void;
}) {
  // What the unit carries as resolved (defaults the list left out included), else the list's lines.
  const [lines, setLines] = useState<Line[]>(() => {
    const carried = new Map<string, number>();
    for (const group of unit.resolution?.groups ?? []) {
      for (const weapon of group.weapons)
        carried.set(weapon.name, (carried.get(weapon.name) ?? 0) + weapon.count * group.count);
    }
    return carried.size > 0
      ? [...carried].map(([name, count]) => ({ name, count }))
      : unit.wargear.map((item) => ({ ...item }));
  });
  const id = useId();
  const update = (index: number, line: Line) =>
    setLines((all) => all.map((l, i) => (i === index ? line : l)));
  const usable = lines.filter((line) => line.name.trim() !== '' && line.count > 0);
  return (
    <fieldset className={styles.wargearEditor}>
      <legend>Wargear of {unit.name}, counted over its models</legend>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their slot
        <div key={index} className={styles.wargearLine}>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-count-${index}`} className="visually-hidden">
              How many {line.name || 'of this'}
            </label>
            <input
              id={`${id}-count-${index}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={1000}
              value={line.count}
              onChange={(event) =>
                update(index, { ...line, count: Math.max(0, Number(event.target.value) || 0) })
              }
            />
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-name-${index}`} className="visually-hidden">
              Wargear {index + 1}
            </label>
            <input
              id={`${id}-name-${index}`}
              value={line.name}
              maxLength={200}
              onChange={(event) => update(index, { ...line, name: event.target.value })}
            />
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${line.name || `line ${index + 1}`}`}
            onClick={() => setLines((all) => all.filter((_, i) => i !== index))}
          >
            <Trash2 aria-hidden size={14} />
          </Button>
        </div>
      ))}
      <div className={styles.reviewActions}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setLines((all) => [...all, { name: '', count: 1 }])}
        >
          <Plus aria-hidden size={14} /> Add a line
        </Button>
        <Button size="sm" onClick={() => onApply(usable)}>
          Apply wargear
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}
