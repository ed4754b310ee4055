import { ANALYSIS_CREDIT_COST, BATCH_ANALYSIS_MAX_ROSTERS } from '@muster/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { EnginePicker } from '../analysis/EnginePicker';
import { useRosterList } from '../rosters/rosters-api';
import { rostersGate } from '../rosters/rosters-gate';
import { useSubscription } from '../subscription/subscription-api';
import styles from './BatchAnalysis.module.css';
import { BatchProgressCard } from './BatchProgressCard';
import { useBatch, useBatches, useStartBatch } from './batch-analysis-api';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function BatchAnalysisPage() {
  const [params, setParams] = useSearchParams();
  const rosters = useRosterList();
  const subscription = useSubscription();
  const batches = useBatches();
  const start = useStartBatch();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [modelType, setModelType] = useState<'standard' | 'gemini'>('standard');
  const shownId = params.get('batch') ?? batches.data?.[0]?.id ?? '';
  const shown = useBatch(shownId);

  const header = (
    <PageHeader
      eyebrow="Analysis Tools"
      title="Batch Analysis"
      description="Analyse several rosters in one go, in the background, and compare them side by side."
    />
  );
  const gate = rostersGate(rosters, header, {
    hint: 'Import a few lists first, then analyse them together here.',
  });
  if ('view' in gate) return gate.view;
  const rosterList = gate.list;

  const cost = chosen.size * ANALYSIS_CREDIT_COST;
  const credits = subscription.data?.credits;
  const tooMany = chosen.size > BATCH_ANALYSIS_MAX_ROSTERS;
  const tooDear = credits !== undefined && cost > credits;
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allChosen = chosen.size === rosterList.length;

  const submit = async () => {
    try {
      const batch = await start.mutateAsync({ rosterIds: [...chosen], modelType });
      setChosen(new Set());
      setParams({ batch: batch.id }, { replace: true, preventScrollReset: true });
    } catch {
      // shown by FormError from start.error
    }
  };

  return (
    <>
      <title>Batch Analysis · Muster</title>
      {header}
      <Card className={styles.form}>
        <fieldset className={styles.rosters}>
          <legend>Rosters</legend>
          <label className={styles.rosterOption}>
            <input
              type="checkbox"
              checked={allChosen}
              onChange={() => setChosen(allChosen ? new Set() : new Set(rosterList.map((r) => r.id)))}
            />
            <strong>All rosters</strong>
          </label>
          {rosterList.map((roster) => (
            <label key={roster.id} className={styles.rosterOption}>
              <input type="checkbox" checked={chosen.has(roster.id)} onChange={() => toggle(roster.id)} />
              <span>
                {roster.name}
                <small>
                  {roster.faction}, {roster.points} pts
                </small>
              </span>
            </label>
          ))}
        </fieldset>
        <div className={styles.side}>
          <EnginePicker value={modelType} onChange={setModelType} />
          <Button
            onClick={() => void submit()}
            disabled={chosen.size === 0 || tooMany || tooDear || start.isPending}
          >
            {start.isPending
              ? 'Queuing…'
              : `Analyse ${chosen.size} roster${chosen.size === 1 ? '' : 's'} (${cost} credit${cost === 1 ? '' : 's'})`}
          </Button>
          <p className={styles.muted} data-testid="batch-credits">
            {credits === undefined ? '' : `${credits} credit${credits === 1 ? '' : 's'} left.`}{' '}
            {tooDear && <Link to="/subscription">Not enough for this batch: get more credits</Link>}
            {tooMany && `At most ${BATCH_ANALYSIS_MAX_ROSTERS} rosters per batch.`}
          </p>
          <FormError message={start.error?.message} />
        </div>
      </Card>

      {shown.data && <BatchProgressCard batch={shown.data} />}
      {shown.error && (
        <LoadFailedPanel
          title="This batch could not be loaded"
          error={shown.error}
          onRetry={() => void shown.refetch()}
        />
      )}

      {(batches.data?.length ?? 0) > 0 && (
        <section aria-labelledby="history-heading" className={styles.history}>
          <h2 id="history-heading">Earlier batches</h2>
          <ul>
            {batches.data?.map((batch) => (
              <li key={batch.id}>
                <Link
                  to={`/batch-analysis?batch=${batch.id}`}
                  aria-current={batch.id === shownId ? 'true' : undefined}
                >
                  {dateTime.format(new Date(batch.createdAt))}: {batch.progress.total} roster
                  {batch.progress.total === 1 ? '' : 's'}, {batch.status}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
