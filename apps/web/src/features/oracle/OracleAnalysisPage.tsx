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
  const upload = analysis.data?.upload;
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
      ) : (
        <div className={styles.stack}>
          <p>
            {analysis.data.upload.hidden ? (
              <Badge tone="error">Hidden from the community meta by a moderator</Badge>
            ) : analysis.data.upload.shared ? (
              <Badge tone="success">Shared with the community meta</Badge>
            ) : (
              <Badge tone="grey">Private: only you see these games</Badge>
            )}
          </p>
          {analysis.data.rejected.length > 0 && (
            <Card>
              <h2 className={styles.sectionTitle}>Rows that need fixing</h2>
              <p className={styles.muted}>
                These rows were left out. Fix them in the file and upload it again.
              </p>
              <RejectedRows rows={analysis.data.rejected} total={analysis.data.upload.rejectedCount} />
            </Card>
          )}
          <MetaReportSections report={analysis.data.report} />
        </div>
      )}
    </>
  );
}
