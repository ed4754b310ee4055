import type { Weapon } from '@muster/dice';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../ui/Button';
import styles from './BattleSimulator.module.css';
import { NumberField, TextField } from './NumberField';

type Anti = Weapon['anti'][number];

/** Every Anti-X entry of a weapon ("Anti-Infantry 4+", "Anti-Vehicle 2+"), each editable. */
export function AntiList({ entries, onChange }: { entries: Anti[]; onChange: (entries: Anti[]) => void }) {
  const update = (index: number, entry: Anti) => onChange(entries.map((e, i) => (i === index ? entry : e)));
  return (
    <div className={styles.antiList}>
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity beyond their slot
        <div key={index} className={styles.antiEntry}>
          <TextField
            label={`Anti- keyword ${index + 1}`}
            placeholder="e.g. Infantry"
            value={entry.keyword}
            onChange={(keyword) => update(index, { ...entry, keyword })}
          />
          <NumberField
            label={`Anti- ${index + 1} on`}
            value={entry.threshold}
            min={2}
            max={6}
            onChange={(threshold) => update(index, { ...entry, threshold })}
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(entries.filter((_, i) => i !== index))}
            aria-label={`Remove Anti-${entry.keyword || index + 1}`}
          >
            <Trash2 aria-hidden size={14} />
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        disabled={entries.length >= 6}
        onClick={() => onChange([...entries, { keyword: 'Infantry', threshold: 4 }])}
      >
        <Plus aria-hidden size={14} /> Add an Anti- keyword
      </Button>
    </div>
  );
}
