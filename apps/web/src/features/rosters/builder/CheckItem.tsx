import type { BuiltListCheck } from '@muster/contracts';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import styles from './ListBuilder.module.css';

/** One check in plain words, marked as an error or a warning (by icon and by words). */
export function CheckItem({
  check,
  unitLabel,
  onShowUnit,
}: {
  check: BuiltListCheck;
  unitLabel?: string | undefined;
  onShowUnit?: (() => void) | undefined;
}) {
  const Icon = check.severity === 'error' ? CircleAlert : TriangleAlert;
  return (
    <li className={styles.check} data-severity={check.severity}>
      <Icon aria-hidden size={16} />
      <span className={styles.checkBody}>
        <p>
          <span className="visually-hidden">{check.severity === 'error' ? 'Error: ' : 'Warning: '}</span>
          {check.message}
        </p>
        {onShowUnit && unitLabel && (
          <button type="button" className={styles.linkButton} onClick={onShowUnit}>
            Show {unitLabel}
          </button>
        )}
      </span>
    </li>
  );
}
