import { useState } from 'react';
import { isStoredString, readItem, storageKeys, writeItem } from '../../storage/local-store';
import styles from './SiteSettings.module.css';
import { usePublicSite } from './site-settings-api';

/** The admins' site-wide notice above every page; closing it hides that text until it changes. */
export function SiteAnnouncement() {
  const site = usePublicSite();
  const [dismissed, setDismissed] = useState(() => readDismissed());
  const text = site.data?.announcement ?? '';
  if (!text || dismissed === text) return null;
  return (
    <section className={styles.announcement} aria-label="Announcement" data-testid="site-announcement">
      <p>{text}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label="Dismiss the announcement"
        onClick={() => {
          writeDismissed(text);
          setDismissed(text);
        }}
      >
        ×
      </button>
    </section>
  );
}

function readDismissed(): string | null {
  return readItem(storageKeys.dismissedAnnouncement, isStoredString);
}

function writeDismissed(text: string) {
  try {
    writeItem(storageKeys.dismissedAnnouncement, text);
  } catch {
    // Storage can be off or full; the notice then stays closed for this page view only.
  }
}
