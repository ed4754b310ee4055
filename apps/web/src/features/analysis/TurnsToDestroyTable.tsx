import type { RosterAnalysis } from '@muster/contracts';
import { ScrollRegion } from '../../ui/ScrollRegion';
import styles from './Analysis.module.css';
import { fullTargetLabel, targetIds } from './benchmark-labels';

// A no-break space keeps "89 %" on one line in a narrow cell.
const percent = (p: number) =>
  p >= 0.995 ? '>99\u00a0%' : p < 0.005 ? '<1\u00a0%' : `${Math.round(p * 100)}\u00a0%`;

/**
 * How likely all the army's shooting has destroyed each reference unit by the end of each turn:
 * a distribution, not a lone mean.
 */
export function TurnsToDestroyTable({
  turns,
}: {
  turns: NonNullable<RosterAnalysis['performanceMetrics']['turnsToDestroy']>;
}) {
  const rows = targetIds.filter((id) => turns[id]);
  if (rows.length === 0) return null;
  return (
    <ScrollRegion label="Turns to destroy each reference unit">
      <table className={styles.matrix}>
        <caption>
          Chance that all your shooting has destroyed the reference unit by the end of each turn
        </caption>
        <thead>
          <tr>
            <th scope="col">Reference unit</th>
            {[1, 2, 3, 4, 5].map((turn) => (
              <th key={turn} scope="col">
                Turn {turn}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((id) => (
            <tr key={id}>
              <th scope="row">{fullTargetLabel(id)}</th>
              {(turns[id] ?? []).map((p, turn) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the turn number is the column
                <td key={turn}>{percent(p)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
