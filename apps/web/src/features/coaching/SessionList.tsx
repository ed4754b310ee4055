import type { CoachingSession } from '@muster/contracts';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import styles from './Coaching.module.css';

export function SessionList({
  sessions,
  selectedId,
  onOpen,
}: {
  sessions: CoachingSession[];
  selectedId: string | null;
  onOpen: (id: string | null) => void;
}) {
  return (
    <Card className={styles.sessionList}>
      <div className={styles.planHeader}>
        <h2>Your sessions</h2>
        {selectedId && (
          <button type="button" className={styles.linkButton} onClick={() => onOpen(null)}>
            Show plans
          </button>
        )}
      </div>
      {sessions.length === 0 ? (
        <p className={styles.muted}>No sessions yet.</p>
      ) : (
        <ul>
          {sessions.map((session) => (
            <li key={session.id}>
              <button
                type="button"
                className={styles.sessionButton}
                aria-current={session.id === selectedId ? 'true' : undefined}
                onClick={() => onOpen(session.id)}
              >
                <span>
                  <strong>{session.topicTitle}</strong>
                  <span className={styles.muted}>
                    {session.rosterName ?? 'General'} · {session.questions} question
                    {session.questions === 1 ? '' : 's'} · {new Date(session.updatedAt).toLocaleDateString()}
                  </span>
                </span>
                <Badge
                  tone={
                    session.status === 'completed'
                      ? 'success'
                      : session.status === 'failed'
                        ? 'error'
                        : 'accent'
                  }
                >
                  {session.status}
                </Badge>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
