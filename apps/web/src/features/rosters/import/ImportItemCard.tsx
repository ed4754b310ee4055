import { exampleListText } from '@muster/roster-import/example-list-text';
import { AlertTriangle, CheckCircle2, FileText, X } from 'lucide-react';
import { type Dispatch, useEffect, useRef } from 'react';
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

/** Input kinds a player can fix by pasting a list like the example. */
const textKinds = new Set(['text', 'json', 'empty']);

export function ImportItemCard({ item, dispatch }: { item: ImportItem; dispatch: Dispatch<ImportAction> }) {
  const busy = item.status === 'uploading' || item.status === 'reading';
  const headingId = `${item.key}-heading`;
  const heading = useRef<HTMLHeadingElement>(null);
  const inReview = item.status === 'review';
  // A pasted list's review opens below the paste box, off a phone's screen: bring it up, and
  // move focus to it so a screen reader starts there.
  useEffect(() => {
    if (!inReview || !item.pasted) return;
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, [inReview, item.pasted]);
  const diagnosis = item.status === 'failed' ? item.diagnosis : undefined;
  const showExample = item.status === 'failed' && (item.pasted || textKinds.has(diagnosis?.kind ?? ''));
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
        <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.importItemTitle}>
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
      {item.status === 'failed' && (
        <div role="alert">
          <p className={styles.errorText}>{item.error}</p>
          {diagnosis && <p className={styles.diagnosis}>{diagnosis.summary}</p>}
        </div>
      )}
      {showExample && (
        <figure className={styles.example}>
          <figcaption>A list the app reads, as the Warhammer app exports it:</figcaption>
          <pre>{exampleListText}</pre>
        </figure>
      )}
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
