import type { MetaQuery } from '@muster/contracts';
import { metaScopes } from '@muster/contracts/oracle-options';
import { useSearchParams } from 'react-router';
import { Card } from '../../ui/Card';
import fieldStyles from '../../ui/FormField.module.css';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { MetaReportSections } from './MetaReportSections';
import styles from './Oracle.module.css';
import { useMetaReport } from './oracle-api';

const scopeLabels: Record<MetaQuery['scope'], string> = {
  community: 'Community (public events and shared uploads)',
  mine: 'Mine (my uploads and my events)',
};
const isDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** /oracle/meta-insights: the meta of the community's games or the viewer's, over a date range in the URL. */
export function MetaInsightsPage() {
  const [params, setParams] = useSearchParams();
  const scope = (metaScopes as readonly string[]).includes(params.get('scope') ?? '')
    ? (params.get('scope') as MetaQuery['scope'])
    : 'community';
  const query: MetaQuery = { scope, from: isDate(params.get('from')), to: isDate(params.get('to')) };
  const report = useMetaReport(query);
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <title>Meta Insights · Muster</title>
      <PageHeader
        eyebrow="Analysis"
        title="Meta Insights"
        description="Which factions win, against whom, on which missions, and how that is changing: every rate with its 95% interval, so a hot streak over a handful of games is not mistaken for a trend."
      />
      <Card className={styles.filters}>
        <div className={fieldStyles.field}>
          <label htmlFor="meta-scope">Games</label>
          <select id="meta-scope" value={scope} onChange={(e) => set('scope', e.target.value)}>
            {metaScopes.map((s) => (
              <option key={s} value={s}>
                {scopeLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="meta-from">From</label>
          <input
            id="meta-from"
            type="date"
            value={query.from ?? ''}
            onChange={(e) => set('from', e.target.value)}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="meta-to">To</label>
          <input
            id="meta-to"
            type="date"
            value={query.to ?? ''}
            onChange={(e) => set('to', e.target.value)}
          />
        </div>
      </Card>
      {report.isPending ? (
        <PageSpinner label="Computing the meta" />
      ) : report.isError ? (
        <LoadFailedPanel
          title="The meta could not be computed"
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : report.data.totals.games === 0 ? (
        <Card>
          <h2 className={styles.sectionTitle}>No games yet</h2>
          <p>
            {scope === 'mine'
              ? 'Upload match data on the Ultra Oracle page, or finish an event on Muster, and your meta appears here.'
              : 'No games in this range. Games arrive when Muster events finish and when players share their uploads.'}
          </p>
        </Card>
      ) : (
        <MetaReportSections report={report.data} />
      )}
    </>
  );
}
