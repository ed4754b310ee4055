import { useSyncExternalStore } from 'react';
import { useServices } from '../../app/ServicesProvider';
import { ASSUMED_QUOTA_BYTES, usedBytes } from '../../storage/local-store';
import { Card } from '../../ui/Card';
import styles from './SettingsPage.module.css';

export function DiagnosticsPanel() {
  const { tracker } = useServices();
  const history = useSyncExternalStore(
    (listener) => tracker.subscribe(listener),
    () => tracker.getHistory(),
  );
  const stats = tracker.stats();
  const used = usedBytes();
  return (
    <Card>
      <h2>Diagnostics</h2>
      <dl className={styles.stats}>
        <div>
          <dt>Errors, last minute</dt>
          <dd>{stats.minute}</dd>
        </div>
        <div>
          <dt>Last hour</dt>
          <dd>{stats.hour}</dd>
        </div>
        <div>
          <dt>Last day</dt>
          <dd>{stats.day}</dd>
        </div>
        <div>
          <dt>Local storage</dt>
          <dd>
            {(used / 1024).toFixed(1)} KB of {(ASSUMED_QUOTA_BYTES / 1024 / 1024).toFixed(0)} MB
          </dd>
        </div>
      </dl>
      {history.length > 0 && (
        <details className={styles.details}>
          <summary>Recent errors ({history.length})</summary>
          <ul className={styles.errorList}>
            {[...history]
              .reverse()
              .slice(0, 10)
              .map((error) => (
                <li key={error.id}>
                  <code>{error.code}</code> {error.message}{' '}
                  <span className={styles.hint}>{error.source}</span>
                </li>
              ))}
          </ul>
        </details>
      )}
    </Card>
  );
}
