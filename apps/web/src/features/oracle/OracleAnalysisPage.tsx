import { useDeferredValue, useEffect } from 'react';
import { useParams } from 'react-router';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { FlagButton } from '../moderation/FlagButton';
import { MetaReportSections } from './MetaReportSections';
import styles from './Oracle.module.css';
import { useUploadAnalysis } from './oracle-api';
import { RejectedRows } from './RejectedRows';

/** /oracle/analysis/:analysisId: one upload's rows to fix and the meta of its games. */
export function OracleAnalysisPage() {
  const { analysisId = '' } = useParams();
  const analysis = useUploadAnalysis(analysisId);
  // The page is drawn from the analysis a step behind the query: when a large upload's analysis
  // arrives, React builds its page in short slices (a transition) while the spinner stays, instead
  // of one long task straight from the reply.
  const data = useDeferredValue(analysis.data);
  const upload = analysis.data ? data?.upload : undefined;
  // The first date a tab writes out loads the browser's time-zone data (15-35 ms here): that is
  // done while the analysis is on its way, not in the task that draws the page when it arrives.
  useEffect(() => {
    if (typeof requestIdleCallback === 'undefined') return;
    const id = requestIdleCallback(() => new Date(0).toLocaleString());
    return () => cancelIdleCallback(id);
  }, []);
  return (
    <>
      <title>Oracle Analysis · Muster</title>
      <PageHeader
        eyebrow="Ultra Oracle"
        title="Oracle Analysis"
        description={
          upload
            ? `${upload.fileName}: ${upload.acceptedCount} games read, ${upload.rejectedCount} rows to fix. Uploaded ${new Date(upload.createdAt).toLocaleString()}.`
            : 'The results of one match-data upload.'
        }
        actions={
          <>
            {upload && (
              <FlagButton targetKind="oracle_upload" targetId={upload.id} label="Report a problem" />
            )}
            <ButtonLink to="/oracle" variant="secondary">
              All uploads
            </ButtonLink>
          </>
        }
      />
      {analysis.isPending ? (
        <PageSpinner label="Analysing the upload" />
      ) : analysis.isError ? (
        <LoadFailedPanel
          title="This analysis could not be loaded"
          error={analysis.error}
          onRetry={() => void analysis.refetch()}
        />
      ) : !data ? (
        <PageSpinner label="Analysing the upload" />
      ) : (
        <div className={styles.stack}>
          <p>
            {data.upload.hidden ? (
              <Badge tone="error">Hidden from the community meta by a moderator</Badge>
            ) : data.upload.shared ? (
              <Badge tone="success">Shared with the community meta</Badge>
            ) : (
              <Badge tone="grey">Private: only you see these games</Badge>
            )}
          </p>
          {data.rejected.length > 0 && (
            <Card>
              <h2 className={styles.sectionTitle}>Rows that need fixing</h2>
              <p className={styles.muted}>
                These rows were left out. Fix them in the file and upload it again.
              </p>
              <RejectedRows rows={data.rejected} total={data.upload.rejectedCount} />
            </Card>
          )}
          <MetaReportSections report={data.report} />
        </div>
      )}
    </>
  );
}
