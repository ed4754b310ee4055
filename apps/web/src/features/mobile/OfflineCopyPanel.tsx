import { useEffect, useState } from 'react';
import { afterLoadWhenIdle } from '../../app/after-load-when-idle';
import { useOnlineStatus } from '../../layout/status';
import { type OfflineCopy, readOfflineCopy, saveOfflineCopy } from '../../offline/offline-copy';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import styles from './Companion.module.css';

/** Saved again when the companion opens and the copy is older than this. */
const REFRESH_AFTER_MS = 5 * 60_000;

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function summary(copy: OfflineCopy): string {
  const parts = [
    `${copy.rosters} ${copy.rosters === 1 ? 'list' : 'lists'} with datacards`,
    copy.event ? `${copy.event} (pairings and your game)` : null,
    `${copy.bookmarks} bookmarked ${copy.bookmarks === 1 ? 'article' : 'articles'}`,
    'the missions for the score tracker',
  ].filter(Boolean);
  return parts.join(', ');
}

/** What this phone holds for a hall with no signal, saved again whenever the companion opens online. */
export function OfflineCopyPanel({ userId }: { userId: string }) {
  const online = useOnlineStatus();
  const [copy, setCopy] = useState(() => {
    const saved = readOfflineCopy();
    return saved?.userId === userId ? saved : null;
  });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const canSave = online && 'caches' in window;

  const save = () => {
    setSaving(true);
    setFailure(null);
    saveOfflineCopy(userId)
      .then(setCopy)
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
      .finally(() => setSaving(false));
  };

  // Saved once the page has loaded and the phone is idle: the copy reads a dozen replies, which
  // would otherwise compete with the page's own first reads.
  // biome-ignore lint/correctness/useExhaustiveDependencies: saved once when the page opens online
  useEffect(() => {
    if (canSave && (!copy || Date.now() - Date.parse(copy.savedAt) > REFRESH_AFTER_MS)) {
      return afterLoadWhenIdle(save);
    }
  }, [canSave]);

  return (
    <Card className={styles.section} data-testid="offline-copy">
      <h2 className={styles.subheading}>On this phone</h2>
      {copy ? (
        <p className={styles.muted}>
          Saved at {time(copy.savedAt)}: {summary(copy)}. They open with no signal.
        </p>
      ) : (
        <p className={styles.muted}>
          {saving ? 'Saving your lists, event and library for offline…' : 'Nothing saved for offline yet.'}
        </p>
      )}
      {failure && <p role="alert">Could not save everything: {failure}</p>}
      <Button variant="secondary" onClick={save} disabled={!canSave || saving}>
        {saving ? 'Saving…' : online ? 'Save again now' : 'Saves when you are back online'}
      </Button>
    </Card>
  );
}
