import { rosterImportAccept } from '@muster/contracts/roster-import-accept';
import { FileUp } from 'lucide-react';
import { type DragEvent, useId, useReducer, useRef, useState } from 'react';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import fieldStyles from '../../../ui/FormField.module.css';
import styles from '../Rosters.module.css';
import { parseFailureDiagnosis, parseRosterUpload } from '../rosters-api';
import { ImportItemCard } from './ImportItemCard';
import { importQueue } from './import-queue';

let nextKey = 1;

/** Drop or choose any number of files, or paste a list; each is read and reviewed on its own. */
export function RosterImportPanel() {
  const [items, dispatch] = useReducer(importQueue, []);
  const [pasted, setPasted] = useState('');
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const pasteId = useId();

  /** Reads one file or paste into the queue; true once it is read (the review shows). */
  const start = (input: File | string, label: string): Promise<boolean> => {
    const key = `import-${nextKey++}`;
    const pasted = typeof input === 'string';
    dispatch({ type: 'added', key, label, pasted });
    return parseRosterUpload(input, (fraction) => dispatch({ type: 'progress', key, fraction }))
      .then((reply) => {
        dispatch({ type: 'parsed', key, reply });
        return true;
      })
      .catch((error: unknown) => {
        dispatch({
          type: 'failed',
          key,
          error: error instanceof Error ? error.message : String(error),
          diagnosis: parseFailureDiagnosis(error),
        });
        return false;
      });
  };

  const readPasted = () => {
    const text = pasted;
    void start(text, 'Pasted list').then((read) => {
      // A list that was read moves on to its review; one that was not stays here to be fixed.
      if (read) setPasted((current) => (current === text ? '' : current));
    });
  };

  const addFiles = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) void start(file, file.name);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  return (
    <section aria-labelledby="import-heading" className={styles.importSection}>
      <h2 id="import-heading">Import</h2>
      <div className={styles.importGrid}>
        <Card
          className={styles.dropZone}
          data-dragging={dragging || undefined}
          data-testid="roster-drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <FileUp aria-hidden size={32} />
          <p className={styles.dropTitle}>Drop roster files here</p>
          <p className={styles.hint}>
            BattleScribe and New Recruit (.ros, .rosz, .json), app and list-builder text, PDF, or a
            screenshot. Several at once is fine; up to 5 MB each.
          </p>
          <input
            ref={fileInput}
            id="roster-files"
            aria-label="Roster files"
            className="visually-hidden"
            type="file"
            multiple
            accept={rosterImportAccept}
            onChange={(event) => {
              addFiles(event.target.files);
              event.target.value = '';
            }}
          />
          <Button variant="secondary" onClick={() => fileInput.current?.click()}>
            Choose files
          </Button>
        </Card>
        <Card className={styles.pasteCard}>
          <div className={`${fieldStyles.field} ${styles.pasteField}`}>
            <label htmlFor={pasteId}>Paste a list</label>
            <textarea
              id={pasteId}
              value={pasted}
              onChange={(event) => setPasted(event.target.value)}
              rows={7}
              placeholder={'My list (2000 points)\n\nNecrons\nStrike Force (2000 points)\n…'}
              className={styles.pasteArea}
            />
          </div>
          <Button disabled={!pasted.trim()} onClick={readPasted}>
            Read pasted list
          </Button>
        </Card>
      </div>
      {items.length > 0 && (
        <ul className={styles.importItems} aria-label="Imports">
          {items.map((item) => (
            <li key={item.key}>
              <ImportItemCard item={item} dispatch={dispatch} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
