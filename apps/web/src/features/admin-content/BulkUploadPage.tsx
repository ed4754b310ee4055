import { BULK_UPLOAD_LIMIT } from '@muster/contracts';
import { useState } from 'react';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import { PageHeader } from '../../ui/PageHeader';
import { ScrollRegion } from '../../ui/ScrollRegion';
import styles from './AdminContent.module.css';
import { useBulkUpload } from './admin-content-api';
import { type FileItems, itemsFromFile } from './content-files';

const MAX_FILE_BYTES = 2 * 1024 * 1024;

/** /admin/bulk-upload: many articles at once from .json lists or Markdown files with front matter. */
export function BulkUploadPage() {
  const [files, setFiles] = useState<FileItems[]>([]);
  const upload = useBulkUpload();
  const items = files.flatMap((f) => f.items);

  const choose = async (list: FileList | null) => {
    upload.reset();
    const read = await Promise.all(
      [...(list ?? [])].map(async (file) =>
        file.size > MAX_FILE_BYTES
          ? { fileName: file.name, items: [], error: 'Files are at most 2 MB.' }
          : itemsFromFile(file.name, await file.text()),
      ),
    );
    setFiles(read);
  };

  return (
    <>
      <title>Bulk Upload · Muster</title>
      <PageHeader
        eyebrow="Admin"
        title="Bulk Upload"
        description={`Upload up to ${BULK_UPLOAD_LIMIT} library items at once: .json files with a list of items, or Markdown files whose front matter holds title, description, category, difficulty, format and tags. Items whose slug already exists are updated.`}
        actions={
          <ButtonLink to="/admin/content" variant="secondary">
            All content
          </ButtonLink>
        }
      />
      <Card className={styles.form}>
        <div className={fieldStyles.field}>
          <label htmlFor="bulk-files">Files</label>
          <input
            id="bulk-files"
            type="file"
            multiple
            accept=".json,.md,.markdown,.txt"
            onChange={(e) => void choose(e.target.files)}
          />
        </div>
        {files.length > 0 && (
          <ul className={styles.fileList} aria-label="Chosen files">
            {files.map((f) => (
              <li key={f.fileName}>
                {f.fileName}:{' '}
                {f.error ? (
                  <span className={styles.error}>{f.error}</span>
                ) : (
                  `${f.items.length} item${f.items.length === 1 ? '' : 's'}`
                )}
              </li>
            ))}
          </ul>
        )}
        <FormError
          message={
            items.length > BULK_UPLOAD_LIMIT
              ? `Upload at most ${BULK_UPLOAD_LIMIT} items at a time.`
              : upload.error?.message
          }
        />
        <div>
          <Button
            onClick={() => upload.mutate(items)}
            disabled={items.length === 0 || items.length > BULK_UPLOAD_LIMIT || upload.isPending}
          >
            {upload.isPending ? 'Uploading…' : `Upload ${items.length} item${items.length === 1 ? '' : 's'}`}
          </Button>
        </div>
      </Card>
      {upload.data && (
        <section aria-labelledby="bulk-results" className={styles.results}>
          <h2 id="bulk-results">
            {upload.data.results.filter((r) => r.outcome !== 'error').length} of {upload.data.results.length}{' '}
            saved
          </h2>
          <ScrollRegion label="Upload results">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Title</th>
                  <th scope="col">Result</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {upload.data.results.map((r) => (
                  <tr key={r.index}>
                    <td>{r.index + 1}</td>
                    <td>{r.title || '(no title)'}</td>
                    <td>
                      <Badge tone={r.outcome === 'error' ? 'error' : 'success'}>{r.outcome}</Badge>
                    </td>
                    <td>{r.message ?? r.slug}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      )}
    </>
  );
}
