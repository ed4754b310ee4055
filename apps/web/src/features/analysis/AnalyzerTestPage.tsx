import { useState } from 'react';
import { Card } from '../../ui/Card';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import styles from './Analysis.module.css';
import { AnalysisReport } from './AnalysisReport';
import { useAnalysisSamples } from './analysis-api';

/** /roster-analyzer-test: the offline engine on the sample lists, free, to see what it does. */
export function AnalyzerTestPage() {
  const samples = useAnalysisSamples();
  const [key, setKey] = useState('yours');
  const header = (
    <PageHeader
      eyebrow="Analysis Tools"
      title="Roster Analyzer (Test)"
      description="The analysis engine on two sample lists, free: see what a report holds before you spend a credit."
    />
  );
  if (samples.isPending)
    return (
      <>
        {header}
        <PageSpinner label="Analysing the samples…" />
      </>
    );
  if (samples.error)
    return (
      <>
        {header}
        <LoadFailedPanel
          title="The samples could not be analysed"
          error={samples.error}
          onRetry={() => void samples.refetch()}
        />
      </>
    );
  const shown = samples.data.samples.find((s) => s.key === key) ?? samples.data.samples[0];
  return (
    <>
      <title>Roster Analyzer (Test) · Muster</title>
      {header}
      <Card className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor="sample-list">Sample list</label>
          <select id="sample-list" value={shown?.key} onChange={(e) => setKey(e.target.value)}>
            {samples.data.samples.map((s) => (
              <option key={s.key} value={s.key}>
                {s.name} — {s.faction}, {s.points} pts
              </option>
            ))}
          </select>
        </div>
      </Card>
      {shown && <AnalysisReport saved={{ ...shown, modelUsed: 'standard' }} enhanced />}
    </>
  );
}
