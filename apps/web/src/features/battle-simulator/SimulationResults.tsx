import type { AttackSequenceResult } from '@muster/dice';
import { ProbabilityBars, percentLabel } from '../../ui/ProbabilityBars';
import { ScrollRegion } from '../../ui/ScrollRegion';
import styles from './BattleSimulator.module.css';
import { APPROXIMATE_LABEL } from './simulation-messages';

const percent = percentLabel;
const fixed = (n: number) => n.toFixed(2);

/** P(at least k): what players ask ("how likely do I kill 3 or more?"). */
function atLeast(distribution: number[]): { k: number; p: number }[] {
  let tail = 0;
  const out: { k: number; p: number }[] = [];
  for (let k = distribution.length - 1; k >= 0; k -= 1) {
    tail += distribution[k] ?? 0;
    out.unshift({ k, p: Math.min(1, tail) });
  }
  return out;
}

export function SimulationResults({
  result,
  targetName,
  characterName = null,
  approximate = false,
}: {
  result: AttackSequenceResult;
  targetName: string;
  /** The attached Character, when the defender has one. */
  characterName?: string | null;
  /** Worked out with approximate counts of attacks and wounds (too many dice for exact odds). */
  approximate?: boolean;
}) {
  const slain = result.modelsSlain.map((p, k) => ({ k, p }));
  const damage = result.damage.map((p, k) => ({ k, p }));
  const cumulative = atLeast(result.modelsSlain);
  return (
    <section aria-labelledby="results-heading" className={styles.results}>
      <h2 id="results-heading">Against {targetName}</h2>
      {approximate && (
        <p className={styles.notice} data-testid="approximate">
          <strong>{APPROXIMATE_LABEL}.</strong> The numbers of attacks and wounds follow a normal curve with
          their exact averages; saves, damage and each model's wounds are still worked out one by one.
        </p>
      )}
      <dl className={styles.headline}>
        <div>
          <dt>Expected models slain</dt>
          <dd data-testid="mean-slain">{fixed(result.meanModelsSlain)}</dd>
        </div>
        <div>
          <dt>Expected wounds lost</dt>
          <dd data-testid="mean-damage">{fixed(result.meanDamage)}</dd>
        </div>
        <div>
          <dt>Chance to wipe the unit</dt>
          <dd data-testid="kill-probability">{percent(result.killProbability)}</dd>
        </div>
        {characterName && (
          <div>
            <dt>Chance to slay {characterName}</dt>
            <dd data-testid="character-slain">{percent(result.characterSlain)}</dd>
          </div>
        )}
        {result.hazardous.tests > 0 && (
          <div>
            <dt>Hazardous: your unit loses</dt>
            <dd data-testid="hazardous">
              {fixed(result.hazardous.expectedMortalWoundsToAttacker)} wounds (
              {percent(result.hazardous.chanceOfFailure)} a test fails)
            </dd>
          </div>
        )}
      </dl>
      <ScrollRegion label="Expected per weapon" stickyFirstColumn>
        <table className={styles.stages}>
          <caption>Expected per weapon, step by step</caption>
          <thead>
            <tr>
              <th scope="col">Weapon</th>
              <th scope="col">Attacks</th>
              <th scope="col">Hits</th>
              <th scope="col">Wounds</th>
              <th scope="col">Unsaved</th>
              <th scope="col">Devastating</th>
            </tr>
          </thead>
          <tbody>
            {result.stages.map((stage) => (
              <tr key={stage.weapon}>
                <th scope="row">{stage.weapon}</th>
                <td>{fixed(stage.attacks)}</td>
                <td>{fixed(stage.hits)}</td>
                <td>{fixed(stage.wounds)}</td>
                <td>{fixed(stage.unsaved)}</td>
                <td>{fixed(stage.devastating)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <div className={styles.charts}>
        <figure className={styles.chart}>
          <figcaption>Models slain: probability of exactly k</figcaption>
          <ProbabilityBars points={slain} describe={(k) => `${k} slain`} />
        </figure>
        <figure className={styles.chart}>
          <figcaption>Models slain: probability of at least k</figcaption>
          <ProbabilityBars
            points={cumulative}
            describe={(k) => `${k} or more slain`}
            tone="secondary"
            scaleToOne
          />
        </figure>
        <figure className={styles.chart}>
          <figcaption>Wounds lost: probability of exactly k</figcaption>
          <ProbabilityBars points={damage} describe={(k) => `${k} wounds lost`} tone="secondary" />
        </figure>
      </div>
      {result.notes.map((note) => (
        <p key={note} className={styles.hint}>
          {note}
        </p>
      ))}
      <p className={styles.hint}>
        {approximate
          ? 'Approximate probabilities, not samples: the averages are exact, the spread is close.'
          : 'Exact probabilities, not samples: every die is accounted for.'}{' '}
        Excess damage on a model is lost; Devastating Wounds skip saves and do not spill over.
      </p>
    </section>
  );
}

/** In place of the results when the attack is too big to work out, even approximately. */
export function SimulationTooBig({ message }: { message: string }) {
  return (
    <section aria-labelledby="results-heading" className={styles.results}>
      <h2 id="results-heading">Too big to simulate</h2>
      <p className={styles.notice} role="status">
        {message}
      </p>
    </section>
  );
}
