import styles from './EventLists.module.css';

/** The height of a windowed table's rows not drawn: seen by nobody, read by no screen reader. */
export function SpacerRow({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a row without controls or tabindex is not focusable
    <tr aria-hidden="true" className={styles.spacer}>
      <td style={{ height }} />
    </tr>
  );
}
