import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useToast } from '../../toasts/ToastProvider';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { StatePanel } from '../../ui/StatePanel';
import { useRosterList } from '../rosters/rosters-api';
import { rostersGate } from '../rosters/rosters-gate';
import { useSubscription } from '../subscription/subscription-api';
import styles from './Analysis.module.css';
import { AnalysisHistory } from './AnalysisHistory';
import { AnalysisReport } from './AnalysisReport';
import { useAnalysisModels, useAnsweringEngine, useLatestAnalysis, useRunAnalysis } from './analysis-api';
import { answeredBySentence } from './answering-engine';
import { EnginePicker } from './EnginePicker';

type Variant = 'standard' | 'enhanced';

const copy: Record<Variant, { title: string; description: string }> = {
  standard: {
    title: 'Roster Analyzer',
    description:
      'Strengths, weaknesses, unit assessments and suggestions, computed from exact dice maths against reference units.',
  },
  enhanced: {
    title: 'Enhanced Roster Analyzer',
    description:
      'The full analysis plus every unit rated against every reference unit, and where the list stands in the meta.',
  },
};

export function RosterAnalyzerPage({ variant = 'standard' }: { variant?: Variant }) {
  const [params, setParams] = useSearchParams();
  const rosters = useRosterList();
  const models = useAnalysisModels();
  const engine = useAnsweringEngine();
  const subscription = useSubscription();
  const run = useRunAnalysis();
  const toast = useToast();
  const [modelType, setModelType] = useState<'standard' | 'gemini'>('standard');
  const rosterId = params.get('roster') ?? rosters.data?.[0]?.id ?? '';
  const latest = useLatestAnalysis(rosterId);
  const header = <PageHeader eyebrow="Analysis Tools" {...copy[variant]} />;

  const gate = rostersGate(rosters, header, {
    hint: 'Import a list from BattleScribe, New Recruit or the Warhammer app, then analyse it here.',
  });
  if ('view' in gate) return gate.view;
  const rosterList = gate.list;

  const cost = models.data?.creditCost ?? 1;
  const credits = subscription.data?.credits;
  const broke = credits !== undefined && credits < cost;
  const selected = rosterList.find((r) => r.id === rosterId);

  const analyse = async () => {
    try {
      const saved = await run.mutateAsync({ rosterId, modelType });
      toast.show({
        variant: 'success',
        message: `Analysis ready: ${saved.creditsUsed} credit used, ${saved.creditsRemaining ?? '?'} left.`,
      });
    } catch {
      // shown under the button from run.error
    }
  };

  return (
    <>
      <title>{`${copy[variant].title} · Muster`}</title>
      {header}
      <Card className={styles.controls}>
        {engine.data && (
          <p className={styles.muted} data-testid="answered-by">
            {answeredBySentence(engine.data, 'analyzer')}
          </p>
        )}
        <div className={styles.field}>
          <label htmlFor="analysis-roster">Roster</label>
          <select
            id="analysis-roster"
            value={rosterId}
            onChange={(event) => {
              run.reset();
              setParams({ roster: event.target.value }, { replace: true, preventScrollReset: true });
            }}
          >
            {rosterList.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name} — {r.faction}, {r.points} pts
              </option>
            ))}
          </select>
        </div>
        <EnginePicker value={modelType} onChange={setModelType} />
        <div className={styles.runRow}>
          <Button onClick={() => void analyse()} disabled={run.isPending || broke || !selected}>
            {run.isPending ? 'Analysing…' : `Analyse roster (${cost} credit${cost === 1 ? '' : 's'})`}
          </Button>
          <p className={styles.muted} data-testid="credits-left">
            {credits === undefined ? '' : `${credits} credit${credits === 1 ? '' : 's'} left.`}{' '}
            {broke && <Link to="/subscription">Get more credits</Link>}
            {selected && (
              <>
                {' '}
                <Link to={`/rosters/${selected.id}`}>View roster</Link>
              </>
            )}
          </p>
        </div>
        <FormError message={run.error?.message} />
      </Card>

      {run.isPending && <PageSpinner label="Running the dice engine…" />}
      {!run.isPending && latest.isPending && rosterId && <PageSpinner />}
      {!run.isPending && latest.error && (
        <LoadFailedPanel
          title="The analysis could not be loaded"
          error={latest.error}
          onRetry={() => void latest.refetch()}
        />
      )}
      {!run.isPending && latest.data === null && (
        <StatePanel headingLevel={2} title="Not analysed yet">
          Run an analysis to see how {selected?.name ?? 'this roster'} performs against reference units.
        </StatePanel>
      )}
      {!run.isPending && latest.data && (
        <AnalysisReport saved={latest.data} enhanced={variant === 'enhanced'} />
      )}
      <AnalysisHistory currentRosterId={rosterId} />
    </>
  );
}
