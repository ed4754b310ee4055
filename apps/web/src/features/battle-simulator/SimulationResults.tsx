import type { AttackSequenceResult } from '@muster/dice';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ScrollRegion } from '../../ui/ScrollRegion';
import styles from './BattleSimulator.module.css';

const percent = (p: number) => `${(p * 100).toFixed(p > 0 && p < 0.01 ? 2 : 1)}\u00a0%`;
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
}: {
  result: AttackSequenceResult;
  targetName: string;
  /** The attached Character, when the defender has one. */
  characterName?: string | null;
}) {
  const slain = result.modelsSlain.map((p, k) => ({ k, p }));
  const damage = result.damage.map((p, k) => ({ k, p }));
  const cumulative = atLeast(result.modelsSlain);
  const axis = { stroke: 'var(--color-text-secondary)', fontSize: 12 };
  return (
    <section aria-labelledby="results-heading" className={styles.results}>
      <h2 id="results-heading">Against {targetName}</h2>
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
      <ScrollRegion label="Expected per weapon">
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
          <ResponsiveContainer width="100%" height={220}>
            <BarChart data={slain} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
              <CartesianGrid stroke="var(--color-divider)" vertical={false} />
              <XAxis dataKey="k" {...axis} />
              <YAxis tickFormatter={(p: number) => `${Math.round(p * 100)}%`} width={44} {...axis} />
              <Tooltip formatter={(p) => percent(Number(p))} labelFormatter={(k) => `${k} slain`} />
              <Bar
                dataKey="p"
                name="Probability"
                fill="var(--color-accent-primary)"
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </figure>
        <figure className={styles.chart}>
          <figcaption>Models slain: probability of at least k</figcaption>
          <ResponsiveContainer width="100%" height={220}>
            <LineChart data={cumulative} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
              <CartesianGrid stroke="var(--color-divider)" vertical={false} />
              <XAxis dataKey="k" {...axis} />
              <YAxis
                domain={[0, 1]}
                tickFormatter={(p: number) => `${Math.round(p * 100)}%`}
                width={44}
                {...axis}
              />
              <Tooltip formatter={(p) => percent(Number(p))} labelFormatter={(k) => `${k} or more`} />
              <Line
                dataKey="p"
                name="Probability"
                stroke="var(--color-accent-secondary)"
                strokeWidth={2}
                dot
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </figure>
        <figure className={styles.chart}>
          <figcaption>Wounds lost: probability of exactly k</figcaption>
          <ResponsiveContainer width="100%" height={220}>
            <BarChart data={damage} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
              <CartesianGrid stroke="var(--color-divider)" vertical={false} />
              <XAxis dataKey="k" {...axis} />
              <YAxis tickFormatter={(p: number) => `${Math.round(p * 100)}%`} width={44} {...axis} />
              <Tooltip formatter={(p) => percent(Number(p))} labelFormatter={(k) => `${k} wounds`} />
              <Bar
                dataKey="p"
                name="Probability"
                fill="var(--color-accent-secondary)"
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </div>
      <p className={styles.hint}>
        Exact probabilities, not samples: every die is accounted for. Excess damage on a model is lost;
        Devastating Wounds skip saves and do not spill over.
      </p>
    </section>
  );
}
