import type { ContentProgress, LearningPath, PublishedContentItem } from '@muster/contracts';
import { contentQueryConfig } from '../../content/published-content';
import { recentContent } from '../../content/related-content';
import { ContentCard } from './ContentCard';
import { LearningPaths } from './LearningPaths';
import styles from './LibraryPage.module.css';
import { useRecommended } from './library-api';
import { recommendationNote } from './recommendation-reasons';

function Shelf({
  id,
  title,
  items,
  notes,
  onOpen,
}: {
  id: string;
  title: string;
  items: PublishedContentItem[];
  notes?: Map<string, string>;
  onOpen: (id: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <div className={styles.grid}>
        {items.map((item) => (
          <ContentCard key={item.id} item={item} note={notes?.get(item.id)} onOpen={onOpen} />
        ))}
      </div>
    </section>
  );
}

/** The library before any search: paths, picks for this reader, bookmarks, featured and recent. */
export function LibraryHome({
  items,
  byId,
  paths,
  progress,
  signedIn,
  onOpen,
}: {
  items: PublishedContentItem[];
  byId: Map<string, PublishedContentItem>;
  paths: LearningPath[];
  progress: ContentProgress[];
  signedIn: boolean;
  onOpen: (id: string) => void;
}) {
  const recommended = useRecommended(signedIn);
  const completed = new Set(progress.filter((p) => p.isCompleted).map((p) => p.contentId));
  const picks = (recommended.data ?? []).flatMap((r) => {
    const item = byId.get(r.contentId);
    return item ? [{ item, why: recommendationNote(r.matches) }] : [];
  });
  const bookmarked = progress.filter((p) => p.bookmarked).flatMap((p) => byId.get(p.contentId) ?? []);
  // The shelves appear together once the picks are in, so none is pushed down while being read.
  const shelvesReady = !signedIn || !recommended.isPending;
  return (
    <>
      <LearningPaths paths={paths} items={byId} completed={completed} onOpen={onOpen} />
      {shelvesReady && (
        <>
          <Shelf
            id="recommended"
            title="Recommended for you"
            items={picks.map((p) => p.item)}
            notes={new Map(picks.map((p) => [p.item.id, p.why]))}
            onOpen={onOpen}
          />
          <Shelf id="bookmarks" title="Your bookmarks" items={bookmarked} onOpen={onOpen} />
          <Shelf
            id="featured"
            title="Featured"
            items={items.filter((item) => item.isFeatured)}
            onOpen={onOpen}
          />
          <Shelf
            id="recent"
            title="Recently updated"
            items={recentContent(items, contentQueryConfig.recentCount)}
            onOpen={onOpen}
          />
        </>
      )}
    </>
  );
}
