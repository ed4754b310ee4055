import type { BuiltListCheckReply } from '@muster/contracts';
import { Redo2, Save, Undo2 } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import { checksSummary, formatPoints } from './ChecksPanel';
import styles from './ListBuilder.module.css';

export type BarProps = {
  report: BuiltListCheckReply | undefined;
  checking: boolean;
  canUndo: boolean;
  canRedo: boolean;
  saving: boolean;
  dirty: boolean;
  saveLabel: string;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
};

/** Undo, Redo and Save with words, for the desktop page header. */
export function BuilderToolbar({ canUndo, canRedo, saving, saveLabel, onUndo, onRedo, onSave }: BarProps) {
  return (
    <>
      <Button
        variant="secondary"
        className={styles.tap}
        onClick={onUndo}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        <Undo2 aria-hidden size={16} /> Undo
      </Button>
      <Button
        variant="secondary"
        className={styles.tap}
        onClick={onRedo}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
      >
        <Redo2 aria-hidden size={16} /> Redo
      </Button>
      <Button className={styles.tap} onClick={onSave} disabled={saving}>
        <Save aria-hidden size={16} /> {saving ? 'Saving…' : saveLabel}
      </Button>
    </>
  );
}

/**
 * Phones: the total against the limit and the checks in brief (a tap goes to the checks), Undo,
 * Redo and Save, kept at the bottom of the screen above the app's own bar.
 */
export function BuilderBar(
  props: BarProps & { saveError: string | null; checksId: string; onShowChecks: () => void },
) {
  const { report, checking, canUndo, canRedo, saving, dirty, saveLabel, onUndo, onRedo, onSave } = props;
  const over = report ? report.points > report.pointsLimit : false;
  return (
    <section className={styles.bar} aria-label="List total and saving">
      <FormError message={props.saveError} />
      <div className={styles.barRow}>
        <button
          type="button"
          className={styles.barTotals}
          onClick={props.onShowChecks}
          aria-controls={props.checksId}
        >
          <span className={styles.barPoints} data-over={over ? '' : undefined}>
            {report ? `${formatPoints(report.points)} / ${formatPoints(report.pointsLimit)} pts` : '— pts'}
          </span>
          <span className={styles.barStatus}>
            {checking ? 'Checking…' : checksSummary(report)}
            {dirty ? ' · unsaved' : ''}
          </span>
        </button>
        <Button
          variant="secondary"
          className={styles.iconButton}
          onClick={onUndo}
          disabled={!canUndo}
          aria-label="Undo"
        >
          <Undo2 aria-hidden size={18} />
        </Button>
        <Button
          variant="secondary"
          className={styles.iconButton}
          onClick={onRedo}
          disabled={!canRedo}
          aria-label="Redo"
        >
          <Redo2 aria-hidden size={18} />
        </Button>
        <Button className={styles.iconButton} onClick={onSave} disabled={saving}>
          {saving ? 'Saving…' : saveLabel}
        </Button>
      </div>
    </section>
  );
}
