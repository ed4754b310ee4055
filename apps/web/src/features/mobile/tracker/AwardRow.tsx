import type { ScoringAwardData } from '@muster/contracts';
import { Stepper } from './Stepper';
import styles from './Tracker.module.css';

/** Most instances a per-instance award offers when the card prints no limit (objectives, kills). */
const OPEN_COUNT_LIMIT = 12;

/**
 * One award of a card: a tick for a flat award ("5 VP when…"), a count for a per-instance one
 * ("3 VP per controlled objective"). The wording is the data package's own.
 */
export function AwardRow({
  id,
  award,
  count,
  onChange,
}: {
  id: string;
  award: ScoringAwardData;
  count: number;
  onChange: (count: number) => void;
}) {
  if (award.vp_per !== undefined)
    return (
      <div className={styles.award}>
        <p className={styles.awardLabel} id={`${id}-label`}>
          {award.label}
        </p>
        <Stepper
          label={`How many: ${award.label}`}
          value={count}
          onChange={onChange}
          max={award.per_max ?? OPEN_COUNT_LIMIT}
          unit={`× ${award.vp_per} VP`}
        />
      </div>
    );
  return (
    <label className={styles.award} htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        className={styles.tick}
        checked={count > 0}
        onChange={(e) => onChange(e.target.checked ? 1 : 0)}
      />
      <span className={styles.awardLabel}>{award.label}</span>
    </label>
  );
}
