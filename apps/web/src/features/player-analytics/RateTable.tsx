import type { RateView } from '@muster/contracts';
import { Badge } from '../../ui/Badge';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { intervalText, percent, recordText } from '../oracle/meta-format';
import styles from './PlayerAnalytics.module.css';

/** Win rates per faction with their intervals; small samples say so rather than look certain. */
export function RateTable({
  label,
  column,
  rows,
}: {
  label: string;
  column: string;
  rows: (RateView & { name: string })[];
}) {
  return (
    <ScrollRegion label={label}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            <th scope="col">Games</th>
            <th scope="col">W-D-L</th>
            <th scope="col">Win rate</th>
            <th scope="col">95% interval</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                {row.name} {row.smallSample && <Badge tone="warning">Small sample</Badge>}
              </th>
              <td>{row.games}</td>
              <td>{recordText(row)}</td>
              <td>{percent(row.winRate)}</td>
              <td>{intervalText(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
