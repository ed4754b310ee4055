import type { CounterPlan } from '@muster/contracts';
import { ScrollRegion } from '../../ui/ScrollRegion';
import styles from './Counters.module.css';

/** Share of the defender's points removed in a turn decides the colour; the number is always shown. */
const band = (points: number, of: number) =>
  of <= 0 ? 'weak' : points / of >= 0.5 ? 'strong' : points / of >= 0.2 ? 'fair' : 'weak';

export function CounterMatrix({ matrix }: { matrix: CounterPlan['matrix'] }) {
  return (
    <ScrollRegion label="Points removed per turn, your units against theirs">
      <table className={styles.matrix}>
        <caption>
          Points removed per turn: your units (rows) against theirs (columns), each at its better of shooting
          and charging
        </caption>
        <thead>
          <tr>
            <th scope="col">Your unit</th>
            {matrix.theirs.map((unit) => (
              <th key={unit.unitId} scope="col">
                {unit.unitName}
                <small>{unit.points} pts</small>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.yours.map((unit, i) => (
            <tr key={unit.unitId}>
              <th scope="row">{unit.unitName}</th>
              {matrix.theirs.map((target, j) => {
                const value = matrix.yoursAgainstTheirs[i]?.[j];
                return value === null || value === undefined ? (
                  <td key={target.unitId}>–</td>
                ) : (
                  <td key={target.unitId} data-band={band(value, target.points)}>
                    {Math.round(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
