import type { ContentProgress, LearningPath, PublishedContentItem } from '@muster/contracts';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { humanise } from '../../content/content-search';
import { contentQueryConfig } from '../../content/published-content';
import { relatedContent } from '../../content/related-content';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Markdown } from '../../ui/Markdown';
import { ContentCard } from './ContentCard';
import styles from './LibraryPage.module.css';
import { useMarkViewed } from './library-api';
import { ProgressActions } from './ProgressActions';

export function ContentReader({
  item,
  all,
  onOpen,
  onClose,
  signedIn,
  progress,
  paths,
}: {
  item: PublishedContentItem;
  all: PublishedContentItem[];
  onOpen: (id: string) => void;
  onClose: () => void;
  signedIn: boolean;
  progress: ContentProgress | undefined;
  paths: LearningPath[];
}) {
  const related = relatedContent(item, all, contentQueryConfig.relatedCount);
  const viewed = useMarkViewed();
  const markViewed = viewed.mutate;
  useEffect(() => {
    if (signedIn) markViewed(item.id);
  }, [signedIn, item.id, markViewed]);
  return (
    <div className={styles.reader}>
      <Button variant="ghost" size="sm" onClick={onClose}>
        <ArrowLeft size={16} aria-hidden="true" /> All articles
      </Button>
      <Card>
        <article aria-labelledby="article-title">
          <div className={styles.cardMeta}>
            <Badge tone="accent">{humanise(item.category)}</Badge>
            <Badge>{item.difficulty}</Badge>
            <Badge>{humanise(item.format)}</Badge>
            {item.isPremium && <Badge tone="gold">Premium</Badge>}
          </div>
          <h2 id="article-title" className={styles.readerTitle}>
            {item.title}
          </h2>
          <p className={styles.readerLead}>{item.description}</p>
          <Markdown source={item.content} headingOffset={1} />
          <p className={styles.cardFoot}>
            Tags: {item.tags.join(', ') || 'none'} · updated {new Date(item.lastUpdated).toLocaleDateString()}
          </p>
        </article>
        {signedIn && <ProgressActions contentId={item.id} progress={progress} paths={paths} />}
      </Card>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className={styles.section}>
          <h2 id="related-heading">Related</h2>
          <div className={styles.grid}>
            {related.map((other) => (
              <ContentCard key={other.id} item={other} onOpen={onOpen} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
