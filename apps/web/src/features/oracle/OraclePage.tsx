import { MATCH_FILE_COLUMNS, MAX_MATCH_ROWS, type MatchUpload } from '@muster/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError } from '../../api/api-client';
import { useToast } from '../../toasts/ToastProvider';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { Switch } from '../../ui/Switch';
import styles from './Oracle.module.css';
import { useDeleteUpload, useMatchUploads, useShareUpload, useUploadMatches } from './oracle-api';
import { RejectedRows } from './RejectedRows';

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const exampleGame: Record<string, string> = {
  date: '2026-10-04',
  event: 'London GT',
  player_a: 'Ann',
  player_b: 'Ben',
  faction_a: 'Orks',
  faction_b: 'Necrons',
  detachment_a: 'War Horde',
  detachment_b: 'Awakened Dynasty',
  force_disposition_a: 'Take and Hold',
  force_disposition_b: 'Purge the Foe',
  vp_a: '72',
  vp_b: '64',
  mission: 'Only War',
  deployment: 'Crucible of Battle',
  first_turn: 'A',
};
const templateRows = [
  MATCH_FILE_COLUMNS.join(','),
  MATCH_FILE_COLUMNS.map((c) => exampleGame[c] ?? '').join(','),
];
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`${templateRows.join('\n')}\n`)}`;

type Rejected = { row: number; label: string; messages: string[] }[];

/** /oracle: upload match data; each upload gets its own analysis page. */
export function OraclePage() {
  const [file, setFile] = useState<File | null>(null);
  const [shared, setShared] = useState(false);
  const [problem, setProblem] = useState<{ message: string; rejected: Rejected } | null>(null);
  const upload = useUploadMatches();
  const navigate = useNavigate();
  const toast = useToast();

  const submit = async () => {
    setProblem(null);
    if (!file) return setProblem({ message: 'Choose a file to upload.', rejected: [] });
    if (file.size > MAX_FILE_BYTES)
      return setProblem({ message: 'The file is larger than 5 MB.', rejected: [] });
    try {
      const saved = await upload.mutateAsync({ fileName: file.name, content: await file.text(), shared });
      toast.show({
        variant: saved.rejectedCount > 0 ? 'warning' : 'success',
        message: `${saved.acceptedCount} games read${saved.rejectedCount > 0 ? `, ${saved.rejectedCount} rows need fixing` : ''}.`,
      });
      void navigate(`/oracle/analysis/${saved.id}`);
    } catch (error) {
      const details =
        error instanceof ApiRequestError ? (error.details as { rejected?: Rejected } | undefined) : undefined;
      setProblem({ message: (error as Error).message, rejected: details?.rejected ?? [] });
    }
  };

  return (
    <>
      <title>Ultra Oracle · Muster</title>
      <PageHeader
        eyebrow="Ultra Oracle"
        title="Ultra Oracle"
        description="Upload the games you and your club have played. The Oracle checks every row, keeps the good ones, tells you exactly what is wrong with the rest, and turns them into win rates, matchups and trends. Finished Muster events join the community meta by themselves."
        actions={
          <>
            <ButtonLink to="/oracle/meta-insights" variant="secondary">
              Meta insights
            </ButtonLink>
            <ButtonLink to="/oracle/dashboard" variant="secondary">
              Dashboard
            </ButtonLink>
          </>
        }
      />
      <div className={styles.stack}>
        <Card className={styles.stack}>
          <h2 className={styles.sectionTitle}>Upload match data</h2>
          <p className={styles.muted}>
            A .csv or .json file, up to 5 MB and {MAX_MATCH_ROWS.toLocaleString('en')} games. Required: date
            (YYYY-MM-DD), event, faction_a, faction_b, vp_a, vp_b. Optional: players, detachments, force
            dispositions, mission, deployment and first_turn (A, B or a player's name).{' '}
            <a href={templateHref} download="muster-match-template.csv">
              Download a template
            </a>
            .
          </p>
          <form
            noValidate
            className={styles.stack}
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <div className={fieldStyles.field}>
              <label htmlFor="match-file">Match file</label>
              <input
                id="match-file"
                type="file"
                accept=".csv,.json,text/csv,application/json"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setProblem(null);
                }}
              />
            </div>
            <Switch
              label="Share with the community meta"
              description="Shared games count in everyone's meta insights (without your name on the upload). You can change this later."
              checked={shared}
              onCheckedChange={setShared}
            />
            <FormError message={problem?.message} />
            {problem && problem.rejected.length > 0 && <RejectedRows rows={problem.rejected} />}
            <div>
              <Button type="submit" disabled={upload.isPending}>
                {upload.isPending ? 'Checking…' : 'Upload and analyse'}
              </Button>
            </div>
          </form>
        </Card>
        <UploadList />
      </div>
    </>
  );
}

function UploadList() {
  const uploads = useMatchUploads();
  const share = useShareUpload();
  const remove = useDeleteUpload();
  const toast = useToast();
  if (uploads.isPending) return <PageSpinner label="Loading your uploads" />;
  if (uploads.isError)
    return (
      <LoadFailedPanel
        title="Your uploads could not be loaded"
        error={uploads.error}
        onRetry={() => void uploads.refetch()}
      />
    );
  const list = uploads.data.uploads;
  const act = (promise: Promise<unknown>, message: string) =>
    promise.then(
      () => toast.show({ variant: 'success', message }),
      (error: Error) => toast.show({ variant: 'error', message: error.message }),
    );
  return (
    <Card className={styles.stack}>
      <h2 className={styles.sectionTitle}>Your uploads</h2>
      {list.length === 0 ? (
        <p className={styles.muted}>Nothing uploaded yet.</p>
      ) : (
        <ScrollRegion label="Your uploads" stickyFirstColumn>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Uploaded</th>
                <th scope="col">Games</th>
                <th scope="col">Rows to fix</th>
                <th scope="col">Community</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((u: MatchUpload) => (
                <tr key={u.id}>
                  <th scope="row">
                    <Link to={`/oracle/analysis/${u.id}`}>{u.fileName}</Link>
                  </th>
                  <td>{new Date(u.createdAt).toLocaleString()}</td>
                  <td>{u.acceptedCount}</td>
                  <td>{u.rejectedCount}</td>
                  <td>
                    {u.hidden ? (
                      <Badge tone="error">Hidden by a moderator</Badge>
                    ) : u.shared ? (
                      <Badge tone="success">Shared</Badge>
                    ) : (
                      <Badge tone="grey">Private</Badge>
                    )}
                  </td>
                  <td className={styles.rowActions}>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() =>
                        void act(
                          share.mutateAsync({ id: u.id, shared: !u.shared }),
                          u.shared ? `${u.fileName} is private again.` : `${u.fileName} is shared.`,
                        )
                      }
                    >
                      {u.shared ? 'Make private' : 'Share'}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => {
                        if (window.confirm(`Delete ${u.fileName} and its ${u.acceptedCount} games?`))
                          void act(remove.mutateAsync(u.id), `${u.fileName} deleted.`);
                      }}
                    >
                      Delete
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Card>
  );
}
