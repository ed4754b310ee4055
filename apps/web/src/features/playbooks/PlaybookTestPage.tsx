import type { BattleSimulation } from '@muster/contracts';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ApiRequestError } from '../../api/api-client';
import { useCurrentUser } from '../../auth/use-current-user';
import { Card } from '../../ui/Card';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { withOccurrenceKeys } from '../../ui/occurrence-keys';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { StatePanel } from '../../ui/StatePanel';
import styles from './Playbooks.module.css';
import { usePlaybookTest } from './playbooks-api';

const axis = { stroke: 'var(--color-text-secondary)', fontSize: 12 };
const sideName = (side: 'yours' | 'theirs') => (side === 'yours' ? 'Your turn' : 'Their turn');

function PointsChart({ simulation }: { simulation: BattleSimulation }) {
  const data = [
    { label: 'Start', yours: simulation.startingPoints.yours, theirs: simulation.startingPoints.theirs },
    ...simulation.turns.map((t) => ({
      label: `R${t.round} ${t.side === 'yours' ? 'you' : 'them'}`,
      yours: t.pointsLeft.yours,
      theirs: t.pointsLeft.theirs,
    })),
  ];
  return (
    <figure className={styles.chart} data-testid="points-chart">
      <figcaption>Points left in each army, turn by turn</figcaption>
      <ResponsiveContainer width="100%" height={260}>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid stroke="var(--color-divider)" vertical={false} />
          <XAxis dataKey="label" {...axis} interval="preserveStartEnd" />
          <YAxis width={48} {...axis} />
          <Tooltip formatter={(value) => `${Math.round(Number(value))} pts`} />
          <Legend itemSorter={(item) => (item.dataKey === 'yours' ? 0 : 1)} />
          <Line
            dataKey="yours"
            name="Your army"
            stroke="var(--color-accent-primary)"
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Line
            dataKey="theirs"
            name="Their army"
            stroke="var(--color-accent-secondary)"
            strokeWidth={2}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** /playbook-test/:playbookId (public for shared playbooks) and /playbook-sample-test. */
export function PlaybookTestPage({ sample = false }: { sample?: boolean }) {
  const { playbookId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  // Local state answers the click at once; the URL follows so the choice can be shared.
  const [firstTurn, setFirstTurn] = useState<'yours' | 'theirs'>(
    params.get('first') === 'theirs' ? 'theirs' : 'yours',
  );
  const id = sample ? 'sample' : playbookId;
  const test = usePlaybookTest(id, firstTurn);
  const { user } = useCurrentUser();

  if (test.isPending) return <PageSpinner label="Playing the battle out…" />;
  if (test.error) {
    if (test.error instanceof ApiRequestError && test.error.status < 500) {
      return (
        <StatePanel
          code="404"
          title="Playbook not found"
          actions={<Link to="/playbook-sample-test">Try the sample playbook</Link>}
        >
          It may have been deleted, or its owner has not shared it.
        </StatePanel>
      );
    }
    return (
      <LoadFailedPanel
        title="The test could not be run"
        error={test.error}
        onRetry={() => void test.refetch()}
      />
    );
  }
  const { playbook, opponent, simulation } = test.data;
  const viewLink = sample ? '/playbook-sample' : `/playbook-viewer/${playbook.id}`;

  return (
    <>
      <title>{`Test: ${playbook.title} · Muster`}</title>
      <PageHeader
        eyebrow={sample ? 'Sample playbook test' : 'Playbook test'}
        title={playbook.title}
        description={`Against ${opponent.name} (${opponent.faction}, ${opponent.points} pts)${
          opponent.source === 'sample' ? ', the sample opponent: this playbook names none.' : '.'
        }`}
      />
      <fieldset className={styles.actions}>
        <legend className="visually-hidden">Who goes first</legend>
        {(['yours', 'theirs'] as const).map((side) => (
          <label key={side} className={styles.muted}>
            <input
              type="radio"
              name="first-turn"
              checked={firstTurn === side}
              onChange={() => {
                setFirstTurn(side);
                setParams(side === 'yours' ? {} : { first: 'theirs' }, {
                  replace: true,
                  preventScrollReset: true,
                });
              }}
            />{' '}
            {side === 'yours' ? 'You go first' : 'They go first'}
          </label>
        ))}
        {user && <Link to={viewLink}>Read the playbook</Link>}
      </fieldset>
      <Card className={styles.document}>
        <p className={styles.outcome} data-testid="simulation-summary">
          {simulation.summary}
        </p>
        <PointsChart simulation={simulation} />
      </Card>

      {simulation.plannedTargets.length > 0 && (
        <section aria-labelledby="planned-heading">
          <h2 id="planned-heading" className={styles.sectionTitle}>
            The playbook's targets
          </h2>
          <ul>
            {simulation.plannedTargets.map((t) => (
              <li key={t.target}>
                {t.target}:{' '}
                {t.destroyedInRound
                  ? `destroyed in round ${t.destroyedInRound}`
                  : 'still standing after five rounds'}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="log-heading" className={styles.log}>
        <h2 id="log-heading" className={styles.sectionTitle}>
          Turn by turn
        </h2>
        {simulation.turns.map((turn) => (
          <details key={`${turn.round}-${turn.side}`}>
            <summary>
              Round {turn.round}, {sideName(turn.side).toLowerCase()}: {turn.attacks.length} attack
              {turn.attacks.length === 1 ? '' : 's'}
              {turn.destroyed.length > 0 ? `, destroyed ${turn.destroyed.join(', ')}` : ''}
            </summary>
            <ul>
              {withOccurrenceKeys(turn.attacks, (a) => `${a.attacker}>${a.target}`).map(([key, a]) => (
                <li key={key}>
                  {a.attacker} → {a.target} ({a.mode}): {Math.round(a.pointsRemoved)} pts
                </li>
              ))}
            </ul>
          </details>
        ))}
        {simulation.leftOut.length > 0 && (
          <p role="note" className={styles.muted}>
            Left out (no profiles): {simulation.leftOut.join(', ')}.
          </p>
        )}
      </section>
    </>
  );
}
