import type { ReactNode } from 'react';
import styles from './StatusNote.module.css';

/**
 * A line that tells what just happened or is under way (back from a payment page, a change
 * saved), announced politely to screen readers. `quiet` for a side remark.
 */
export function StatusNote({
  children,
  tone = 'accent',
  testId,
}: {
  children: ReactNode;
  tone?: 'accent' | 'quiet';
  testId?: string;
}) {
  return (
    <p className={styles.note} role="status" data-tone={tone} data-testid={testId}>
      {children}
    </p>
  );
}
