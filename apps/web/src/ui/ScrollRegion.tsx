import type { ReactNode } from 'react';
import styles from './ScrollRegion.module.css';

/**
 * A wide table's sideways-scrolling box. It takes keyboard focus (so it can be scrolled without a
 * mouse) and is a labelled region for screen readers.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.region} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
