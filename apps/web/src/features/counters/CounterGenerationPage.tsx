import { MAX_PASTED_LIST_CHARS } from '@muster/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { useRosterList } from '../rosters/rosters-api';
import { rostersGate } from '../rosters/rosters-gate';
import { CounterMatrix } from './CounterMatrix';
import styles from './Counters.module.css';
import { useCounters, useCountersAgainstPasted } from './counters-api';
import { EngagementList } from './EngagementList';

/** The opponent picker's value for "a list pasted here" rather than a saved roster. */
const PASTED = 'pasted';

export function CounterGenerationPage() {
  const [params, setParams] = useSearchParams();
  const rosters = useRosterList();
  const list = rosters.data ?? [];
  const roster = params.get('roster') ?? list[0]?.id ?? '';
  const opponent = params.get('opponent') ?? list.find((r) => r.id !== roster)?.id ?? PASTED;
  const pasting = opponent === PASTED;
  const counters = useCounters(roster, pasting ? '' : opponent);
  const pasted = useCountersAgainstPasted();
  const [opponentList, setOpponentList] = useState('');
  const header = (
    <PageHeader
      eyebrow="Analysis Tools"
      title="Counter Generation"
      description="Your list against your opponent's, both ways: what to kill first and with what, what to protect and from what."
    />
  );
  const gate = rostersGate(rosters, header, {
    minimum: 1,
    title: 'Your list first',
    hint: "Import your own list; then paste your opponent's (from their app or a tournament site) to compare.",
  });
  if ('view' in gate) return gate.view;

  const choose = (key: 'roster' | 'opponent', value: string) =>
    setParams({ roster, opponent, [key]: value }, { replace: true, preventScrollReset: true });
  const reply = pasting ? pasted.data : counters.data;
  const pending = pasting ? pasted.isPending : counters.isPending;

  return (
    <>
      <title>Counter Generation · Muster</title>
      {header}
      <Card className={styles.pickers}>
        {(['roster', 'opponent'] as const).map((key) => (
          <div key={key} className={styles.field}>
            <label htmlFor={`counter-${key}`}>{key === 'roster' ? 'Your roster' : "Opponent's roster"}</label>
            <select
              id={`counter-${key}`}
              value={key === 'roster' ? roster : opponent}
              onChange={(e) => choose(key, e.target.value)}
            >
              {list.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name} — {r.faction}, {r.points} pts
                </option>
              ))}
              {key === 'opponent' && <option value={PASTED}>Paste a list (not saved)…</option>}
            </select>
          </div>
        ))}
        {pasting && (
          <form
            className={styles.paste}
            onSubmit={(event) => {
              event.preventDefault();
              pasted.mutate({ roster, opponentList });
            }}
          >
            <label htmlFor="counter-pasted">Opponent's list</label>
            <textarea
              id="counter-pasted"
              rows={8}
              maxLength={MAX_PASTED_LIST_CHARS}
              placeholder="Paste the list as their app, New Recruit or the event site exports it."
              value={opponentList}
              onChange={(event) => setOpponentList(event.target.value)}
            />
            <FormError message={pasted.error?.message} />
            <Button type="submit" disabled={opponentList.trim() === '' || pasted.isPending}>
              {pasted.isPending ? 'Reading the list…' : 'Compare'}
            </Button>
          </form>
        )}
      </Card>

      {pending && (!pasting || pasted.isPending) && <PageSpinner label="Running every matchup…" />}
      {!pasting && counters.error && (
        <LoadFailedPanel
          title="The counter plan could not be made"
          error={counters.error}
          onRetry={() => void counters.refetch()}
        />
      )}
      {reply && (
        <div className={styles.plan}>
          <section aria-labelledby="trade-heading" className={styles.trade}>
            <h2 id="trade-heading">The trade</h2>
            <dl>
              <div>
                <dt>You remove per turn</dt>
                <dd data-testid="your-points">{Math.round(reply.plan.summary.yourPointsPerTurn)} pts</dd>
              </div>
              <div>
                <dt>They remove per turn</dt>
                <dd data-testid="their-points">{Math.round(reply.plan.summary.theirPointsPerTurn)} pts</dd>
              </div>
              <div>
                <dt>Trade ratio</dt>
                <dd>{reply.plan.summary.tradeRatio ?? '–'}</dd>
              </div>
            </dl>
            <p className={styles.verdict}>{reply.plan.summary.verdict}</p>
          </section>

          <Card>
            <h2 className={styles.cardTitle}>Tactics</h2>
            <ol className={styles.tactics}>
              {reply.plan.tactics.map((tactic) => (
                <li key={tactic}>{tactic}</li>
              ))}
            </ol>
          </Card>

          <div className={styles.columns}>
            <section aria-labelledby="targets-heading">
              <h2 id="targets-heading" className={styles.sectionTitle}>
                Kill first
              </h2>
              <ol className={styles.cards}>
                {reply.plan.priorityTargets.slice(0, 6).map((target) => (
                  <li key={target.unitId}>
                    <Card>
                      <h3>
                        {target.unitName} <small>{target.points} pts</small>
                      </h3>
                      <p className={styles.muted}>
                        Removes about {Math.round(target.threat)} pts of yours a turn; your best three take{' '}
                        {Math.round(target.focusShare * 100)} % of it a turn.
                      </p>
                      <EngagementList engagements={target.answers} side="attacker" />
                    </Card>
                  </li>
                ))}
              </ol>
            </section>
            <section aria-labelledby="exposed-heading">
              <h2 id="exposed-heading" className={styles.sectionTitle}>
                Protect
              </h2>
              <ol className={styles.cards}>
                {reply.plan.exposedUnits.slice(0, 6).map((unit) => (
                  <li key={unit.unitId}>
                    <Card>
                      <h3>
                        {unit.unitName} <small>{unit.points} pts</small>
                      </h3>
                      <p className={styles.muted}>
                        Loses up to {Math.round(unit.shareLostPerTurn * 100)} % a turn to:
                      </p>
                      <EngagementList engagements={unit.threats} side="attacker" />
                    </Card>
                  </li>
                ))}
              </ol>
            </section>
          </div>

          <section aria-labelledby="matrix-heading">
            <h2 id="matrix-heading" className={styles.sectionTitle}>
              Every matchup
            </h2>
            <CounterMatrix matrix={reply.plan.matrix} />
          </section>

          {(reply.dataNotes.yours.unmatched.length > 0 || reply.dataNotes.theirs.unmatched.length > 0) && (
            <p role="note" className={styles.muted}>
              Not counted (no profiles in the file or the data set):{' '}
              {[...reply.dataNotes.yours.unmatched, ...reply.dataNotes.theirs.unmatched].join(', ')}.
            </p>
          )}
        </div>
      )}
    </>
  );
}
