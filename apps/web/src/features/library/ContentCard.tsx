import type { PublishedContentItem } from '@muster/contracts';
import { humanise } from '../../content/content-search';
import { Badge } from '../../ui/Badge';
import { Highlighted } from './Highlighted';
import styles from './LibraryPage.module.css';

/** One formatter for every card: toLocaleDateString makes a new one per call, slow on a phone. */
const updatedDate = new Intl.DateTimeFormat();

export function ContentCard({
  item,
  snippet,
  note,
  onOpen,
}: {
  item: PublishedContentItem;
  snippet?: string;
  /** Why it is shown, or the reader's state ("Completed", "Matches your preferences"). */
  note?: string;
  onOpen: (id: string) => void;
}) {
  return (
    <article className={styles.card}>
      <div className={styles.cardMeta}>
        <Badge tone="accent">{humanise(item.category)}</Badge>
        <Badge>{item.difficulty}</Badge>
        {item.isPremium && <Badge tone="gold">Premium</Badge>}
      </div>
      <h3 className={styles.cardTitle}>
        <button type="button" className={styles.cardLink} onClick={() => onOpen(item.id)}>
          {item.title}
        </button>
      </h3>
      <p className={styles.cardText}>{snippet ? <Highlighted text={snippet} /> : item.description}</p>
      {note && <p className={styles.muted}>{note}</p>}
      <p className={styles.cardFoot}>
        {humanise(item.format)} · updated {updatedDate.format(new Date(item.lastUpdated))}
      </p>
    </article>
  );
}
