import { Minus, Plus } from 'lucide-react';
import styles from './Tracker.module.css';

/** A number changed with two thumb-sized buttons; the value is announced as it changes. */
export function Stepper({
  label,
  value,
  onChange,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  unit,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  unit?: string;
}) {
  return (
    <fieldset className={styles.stepper} aria-label={label}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`${label}: one less`}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <Minus size={20} aria-hidden="true" />
      </button>
      <output className={styles.stepValue} aria-live="polite">
        {value}
        {unit ? <span className={styles.stepUnit}> {unit}</span> : null}
      </output>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`${label}: one more`}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Plus size={20} aria-hidden="true" />
      </button>
    </fieldset>
  );
}
