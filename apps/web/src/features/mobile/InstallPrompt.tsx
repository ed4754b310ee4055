import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import styles from './Companion.module.css';

/** Chrome's install event (not in the DOM typings). */
type InstallEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

const installed = () => window.matchMedia?.('(display-mode: standalone)').matches ?? false;

/** Offers "Add to home screen" where the browser allows it, so game day opens like an app. */
export function InstallPrompt() {
  const [event, setEvent] = useState<InstallEvent | null>(null);
  const [done, setDone] = useState(installed);
  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setEvent(e as InstallEvent);
    };
    const onInstalled = () => setDone(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  if (done) return null;
  return (
    <Card className={styles.section}>
      <h2 className={styles.subheading}>Put Muster on your home screen</h2>
      {event ? (
        <Button
          onClick={() => {
            void event.prompt();
            void event.userChoice.then((choice) => {
              if (choice.outcome === 'accepted') setDone(true);
              setEvent(null);
            });
          }}
        >
          Install the companion
        </Button>
      ) : (
        <p className={styles.muted}>
          It opens straight to this page, full screen. In your browser's menu, choose "Add to Home screen" (on
          iPhone: Share, then "Add to Home Screen").
        </p>
      )}
    </Card>
  );
}
