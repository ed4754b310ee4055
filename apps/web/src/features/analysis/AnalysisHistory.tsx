import { Link } from 'react-router';
import { Card } from '../../ui/Card';
import styles from './Analysis.module.css';
import { useAnalysisHistory } from './analysis-api';
import { engineFromTag, engineLabel } from './answering-engine';

/**
 * Your newest analyses across rosters (the server keeps 50), newest first: how a list's rating
 * moved from one version to the next, and a way back to any roster's report.
 */
export function AnalysisHistory({ currentRosterId }: { currentRosterId: string }) {
  const history = useAnalysisHistory();
  if (!history.data || history.data.length === 0) return null;
  return (
    <Card className={styles.history}>
      <section aria-labelledby="analysis-history-title">
        <h2 id="analysis-history-title">Your past analyses</h2>
        <ol className={styles.historyList}>
          {history.data.map((analysis) => (
            <li key={analysis.id}>
              <Link
                to={`?roster=${analysis.rosterId}`}
                aria-current={analysis.rosterId === currentRosterId ? 'true' : undefined}
              >
                {analysis.rosterName}
              </Link>
              <span className={styles.muted}>
                {analysis.faction} · rated {analysis.overallRating.toFixed(1)} / 10 ·{' '}
                {engineLabel(engineFromTag(analysis.modelUsed))} ·{' '}
                <time dateTime={analysis.createdAt}>{new Date(analysis.createdAt).toLocaleString()}</time>
              </span>
            </li>
          ))}
        </ol>
      </section>
    </Card>
  );
}
