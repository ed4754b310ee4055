import type { UnitAssessment } from '@muster/contracts';
import { Badge } from '../../ui/Badge';
import { Datacard } from '../rosters/resolution/Datacard';
import styles from './Analysis.module.css';

function Facts({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4>{title}</h4>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export function UnitAssessmentList({ assessments }: { assessments: UnitAssessment[] }) {
  return (
    <ul className={styles.units}>
      {assessments.map((unit) => (
        <li key={unit.unitId || unit.unitName}>
          <details className={styles.unit}>
            <summary>
              <span className={styles.unitName}>{unit.unitName}</span>
              <Badge
                tone={
                  unit.costEfficiencyRating >= 6
                    ? 'success'
                    : unit.costEfficiencyRating >= 3
                      ? 'accent'
                      : 'warning'
                }
              >
                Efficiency {unit.costEfficiencyRating.toFixed(1)}/10
              </Badge>
              <Badge tone={unit.confidence >= 0.6 ? 'grey' : 'warning'}>
                Data {Math.round(unit.confidence * 100)} %
              </Badge>
            </summary>
            <div className={styles.unitBody}>
              {unit.basis && (
                <p className={styles.muted}>
                  <strong>Measured as:</strong> {unit.basis}
                </p>
              )}
              {unit.datacard && (
                <Datacard name={unit.unitName} stats={unit.datacard.stats} weapons={unit.datacard.weapons} />
              )}
              <p>{unit.tacticalAdvice}</p>
              <div className={styles.unitFacts}>
                <Facts title="Strengths" items={unit.strengths} />
                <Facts title="Weaknesses" items={unit.weaknesses} />
                <Facts title="Target priority" items={unit.targetPriority} />
                <Facts title="Tactical uses" items={unit.tacticalUses} />
                <Facts title="Synergies" items={unit.synergies} />
              </div>
              <p>
                <strong>Deployment:</strong> {unit.optimalDeployment}
              </p>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
