import type { LearningPath, PublishedContentItem } from '@muster/contracts';
import { CheckCircle2, Circle } from 'lucide-react';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import styles from './LibraryPage.module.css';

/** Each path with its modules, the reader's progress and a way into every article. */
export function LearningPaths({
  paths,
  items,
  completed,
  onOpen,
}: {
  paths: LearningPath[];
  items: Map<string, PublishedContentItem>;
  completed: ReadonlySet<string>;
  onOpen: (id: string) => void;
}) {
  if (paths.length === 0) return null;
  return (
    <section aria-labelledby="paths-heading" className={styles.section}>
      <h2 id="paths-heading">Learning paths</h2>
      <div className={styles.pathGrid}>
        {paths.map((path) => {
          const done = path.progress?.completedItems ?? 0;
          const total = path.progress?.totalItems ?? new Set(path.modules.flatMap((m) => m.contentIds)).size;
          return (
            <Card key={path.id} className={styles.path}>
              <div className={styles.cardMeta}>
                <Badge>{path.difficulty}</Badge>
                {path.progress?.isCompleted && <Badge tone="success">Completed</Badge>}
              </div>
              <h3 id={`path-${path.id}`}>{path.title}</h3>
              <p className={styles.cardText}>{path.description}</p>
              {path.progress && (
                <>
                  <div
                    className={styles.meter}
                    role="progressbar"
                    aria-label={`${path.title} progress`}
                    aria-valuemin={0}
                    aria-valuemax={total}
                    aria-valuenow={done}
                    aria-valuetext={`${done} of ${total} read`}
                  >
                    <span style={{ width: `${total ? (100 * done) / total : 0}%` }} />
                  </div>
                  <p className={styles.muted}>
                    {done} of {total} read
                  </p>
                </>
              )}
              <ol className={styles.modules}>
                {path.modules.map((module) => (
                  <li key={module.id}>
                    <h4>
                      {module.title}
                      {module.isCompleted && <span className={styles.done}> · complete</span>}
                    </h4>
                    <ul className={styles.moduleItems}>
                      {module.contentIds.map((id) => {
                        const item = items.get(id);
                        if (!item) return null;
                        const read = completed.has(id);
                        return (
                          <li key={id}>
                            {read ? (
                              <CheckCircle2 size={14} className={styles.done} aria-label="Completed" />
                            ) : (
                              <Circle size={14} aria-hidden="true" />
                            )}
                            <button type="button" className={styles.cardLink} onClick={() => onOpen(id)}>
                              {item.title}
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                  </li>
                ))}
              </ol>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
