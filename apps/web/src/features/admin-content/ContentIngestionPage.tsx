import { type ContentIngestionRequest, INGESTION_FILE_LIMIT } from '@muster/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import { PageHeader } from '../../ui/PageHeader';
import styles from './AdminContent.module.css';
import { useIngestDocument, useIngestionJobs } from './admin-content-api';
import { ContentFacetSelects } from './ContentFacetSelects';

type Metadata = ContentIngestionRequest['metadata'];
type Action = ContentIngestionRequest['actions'][number];
const statusTone = {
  queued: 'grey',
  running: 'accent',
  succeeded: 'success',
  failed: 'error',
  cancelled: 'grey',
} as const;

/**
 * /content-ingestion (super users). The upload goes idle → uploading → fulfilled (its job joins
 * the queue below) or rejected (the message is shown); the queue refreshes while jobs run.
 */
export function ContentIngestionPage() {
  const [file, setFile] = useState<File | null>(null);
  const [metadata, setMetadata] = useState<Metadata>({
    category: 'fundamental_concepts',
    difficulty: 'beginner',
    format: 'article',
    tags: [],
  });
  const [actions, setActions] = useState<Action[]>([]);
  const [overrideDuplicate, setOverrideDuplicate] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

  const jobs = useIngestionJobs();
  const upload = useIngestDocument();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError('Choose a file to upload.');
    if (file.size > INGESTION_FILE_LIMIT) return setFileError('Files are at most 1 MB.');
    setFileError(null);
    upload.mutate({
      fileName: file.name,
      fileContent: await file.text(),
      metadata,
      actions,
      overrideDuplicate,
    });
  };
  const toggle = (action: Action) =>
    setActions((current) =>
      current.includes(action) ? current.filter((a) => a !== action) : [...current, action],
    );

  return (
    <>
      <title>Content Ingestion · Muster</title>
      <PageHeader
        eyebrow="Super user"
        title="Content Ingestion"
        description="Upload a Markdown, text or HTML document: it is queued, turned into a library item (title and description from the file unless you give them) and checked for duplicates."
      />
      <Card>
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={fieldStyles.field}>
            <label htmlFor="ingest-file">Document</label>
            <input
              id="ingest-file"
              type="file"
              accept=".md,.markdown,.txt,.html,.htm"
              onChange={(e) => {
                upload.reset();
                setFile(e.target.files?.[0] ?? null);
              }}
            />
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor="ingest-title">Title (optional)</label>
            <input
              id="ingest-title"
              value={metadata.title ?? ''}
              maxLength={200}
              onChange={(e) => setMetadata((m) => ({ ...m, title: e.target.value || undefined }))}
            />
          </div>
          <ContentFacetSelects
            idPrefix="ingest"
            value={metadata}
            onChange={(patch) => setMetadata((m) => ({ ...m, ...patch }))}
          />
          <fieldset className={styles.checks}>
            <legend>After import</legend>
            {(
              [
                ['publish', 'Publish it'],
                ['feature', 'Feature it'],
                ['premium', 'Mark it premium'],
              ] as const
            ).map(([action, label]) => (
              <label key={action}>
                <input type="checkbox" checked={actions.includes(action)} onChange={() => toggle(action)} />{' '}
                {label}
              </label>
            ))}
            <label>
              <input
                type="checkbox"
                checked={overrideDuplicate}
                onChange={(e) => setOverrideDuplicate(e.target.checked)}
              />{' '}
              Replace a duplicate (same title or same text) instead of refusing
            </label>
          </fieldset>
          <FormError message={fileError ?? upload.error?.message} />
          <div>
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending ? 'Uploading…' : 'Upload'}
            </Button>
          </div>
          <p className="visually-hidden" role="status">
            {upload.isSuccess ? 'Upload queued.' : ''}
          </p>
        </form>
      </Card>
      <section aria-labelledby="queue-title" className={styles.results}>
        <h2 id="queue-title">Your uploads</h2>
        {jobs.data?.length === 0 && <p className={styles.count}>Nothing uploaded yet.</p>}
        <ul className={styles.queue} aria-label="Uploads">
          {(jobs.data ?? []).map((job) => (
            <li key={job.id}>
              <span>
                <strong>{job.fileName}</strong> <Badge tone={statusTone[job.status]}>{job.status}</Badge>
              </span>
              {job.result && (
                <span>
                  {job.result.outcome === 'created' ? 'Created' : 'Updated'}{' '}
                  <Link to={`/admin/content/edit/${job.result.contentId}`}>{job.result.title}</Link>
                  {job.result.isPublished ? ' (published)' : ' (draft)'}
                </span>
              )}
              {job.error && <span className={styles.error}>{job.error}</span>}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
