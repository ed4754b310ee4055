import { AlertTriangle, CheckCircle2, FileText, X } from 'lucide-react';
import type { Dispatch } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import styles from '../Rosters.module.css';
import { ImportReview } from './ImportReview';
import type { ImportAction, ImportItem } from './import-queue';

const statusText: Record<ImportItem['status'], string> = {
  uploading: 'Uploading',
  reading: 'Reading the list…',
  review: 'Check before saving',
  saving: 'Saving…',
  saved: 'Saved',
  failed: 'Could not be read',
};

export function ImportItemCard({ item, dispatch }: { item: ImportItem; dispatch: Dispatch<ImportAction> }) {
  const busy = item.status === 'uploading' || item.status === 'reading';
  const headingId = `${item.key}-heading`;
  return (
    <Card className={styles.importItem} aria-labelledby={headingId} role="group" data-status={item.status}>
      <div className={styles.importItemHeader}>
        {item.status === 'failed' ? (
          <AlertTriangle aria-hidden className={styles.errorIcon} size={20} />
        ) : item.status === 'saved' ? (
          <CheckCircle2 aria-hidden className={styles.successIcon} size={20} />
        ) : (
          <FileText aria-hidden size={20} />
        )}
        <h3 id={headingId} className={styles.importItemTitle}>
          {item.label}
        </h3>
        <span className={styles.importStatus} role="status">
          {statusText[item.status]}
          {item.status === 'uploading' && ` ${Math.round(item.progress * 100)} %`}
        </span>
        {!busy && item.status !== 'saving' && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Dismiss ${item.label}`}
            onClick={() => dispatch({ type: 'dismissed', key: item.key })}
          >
            <X aria-hidden size={16} />
          </Button>
        )}
      </div>
      {busy && (
        <progress
          className={styles.progress}
          aria-label={`${item.label}: ${statusText[item.status]}`}
          max={1}
          value={item.status === 'reading' ? undefined : item.progress}
        />
      )}
      {item.status === 'failed' && <p className={styles.errorText}>{item.error}</p>}
      {item.status === 'saved' && item.savedId && (
        <p>
          <Link to={`/rosters/${item.savedId}`}>Open the saved roster</Link>
        </p>
      )}
      {(item.status === 'review' || item.status === 'saving') && item.reply && (
        <ImportReview item={item} reply={item.reply} dispatch={dispatch} />
      )}
    </Card>
  );
}
