import { ScrollRegion } from '../../ui/ScrollRegion';
import styles from './Oracle.module.css';

/** Each refused row with every reason, so the file can be fixed in one pass. */
export function RejectedRows({
  rows,
  total,
}: {
  rows: { row: number; label: string; messages: string[] }[];
  total?: number;
}) {
  return (
    <ScrollRegion label="Rows that need fixing">
      <table className={`${styles.table} ${styles.narrowTable}`}>
        <caption className={styles.caption}>
          {total && total > rows.length
            ? `The first ${rows.length} of ${total} rows that need fixing`
            : 'Rows that need fixing'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">What is wrong</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.row}>
              <th scope="row">{r.label}</th>
              <td>
                <ul className={styles.messages}>
                  {r.messages.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
