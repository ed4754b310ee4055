import type { UnitAssessment } from '@muster/contracts';
import { ScrollRegion } from '../../ui/ScrollRegion';
import styles from './Analysis.module.css';
import { fullTargetLabel, shortTargetLabel, targetIds } from './benchmark-labels';

/** Rating bands for the heat map: colour is never the only signal, the number is always printed. */
const band = (rating: number) => (rating >= 7 ? 'strong' : rating >= 4 ? 'fair' : 'weak');

/** Every unit against every reference unit, 0–10. */
export function MatchupMatrix({ assessments }: { assessments: UnitAssessment[] }) {
  return (
    <ScrollRegion label="Matchup ratings per unit">
      <table className={styles.matrix}>
        <caption>
          Matchup ratings per unit against reference units (standing among every datasheet per point, 0–10)
        </caption>
        <thead>
          <tr>
            <th scope="col">Unit</th>
            {targetIds.map((id) => (
              <th key={id} scope="col" title={fullTargetLabel(id)}>
                {shortTargetLabel(id)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {assessments.map((assessment) => (
            <tr key={assessment.unitId || assessment.unitName}>
              <th scope="row">{assessment.unitName}</th>
              {targetIds.map((id) => {
                const rating = assessment.matchupRatings[id];
                return rating === undefined ? (
                  <td key={id}>–</td>
                ) : (
                  <td key={id} data-band={band(rating)}>
                    {rating.toFixed(1)}
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
