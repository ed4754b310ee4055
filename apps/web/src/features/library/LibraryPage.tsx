import {
  type ContentCategory,
  type ContentDifficulty,
  type ContentFormat,
  contentCategories,
  contentDifficulties,
  contentFormats,
} from '@muster/contracts';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { humanise, searchContent } from '../../content/content-search';
import { contentQueryConfig, usePublishedContent } from '../../content/published-content';
import { recentContent } from '../../content/related-content';
import { ComponentErrorBoundary } from '../../errors/boundaries/ComponentErrorBoundary';
import { Button } from '../../ui/Button';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { StatePanel } from '../../ui/StatePanel';
import { ContentCard } from './ContentCard';
import { ContentReader } from './ContentReader';
import { FilterGroup } from './FilterGroup';
import styles from './LibraryPage.module.css';

type PremiumFilter = 'all' | 'free' | 'premium';

export function LibraryPage() {
  const [params, setParams] = useSearchParams();
  const { data, error, isPending, refetch } = usePublishedContent();
  const [query, setQuery] = useState('');
  const [categories, setCategories] = useState<ContentCategory[]>([]);
  const [difficulty, setDifficulty] = useState<ContentDifficulty[]>([]);
  const [formats, setFormats] = useState<ContentFormat[]>([]);
  const [premium, setPremium] = useState<PremiumFilter>('all');

  const items = data ?? [];
  const filtering =
    query.trim() !== '' || categories.length + difficulty.length + formats.length > 0 || premium !== 'all';
  const results = useMemo(
    () =>
      searchContent(items, query, {
        categories,
        difficulty,
        formats,
        isPremium: premium === 'all' ? undefined : premium === 'premium',
      }),
    [items, query, categories, difficulty, formats, premium],
  );
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const openId = params.get('content');
  const open = (id: string | null) => setParams(id ? { content: id } : {});

  const header = (
    <PageHeader
      eyebrow="Tactical Library"
      title="Tactical Intelligence Database"
      description="Guides, checklists and analysis on objectives, list building, tactics and the meta, written by the Muster team."
    />
  );

  if (isPending)
    return (
      <>
        {header}
        <PageSpinner label="Loading the library…" />
      </>
    );
  if (error) {
    return (
      <>
        {header}
        <LoadFailedPanel
          title="The library could not be loaded"
          error={error}
          onRetry={() => void refetch()}
        />
      </>
    );
  }

  if (openId) {
    const item = byId.get(openId);
    return (
      <>
        {header}
        {item ? (
          <ComponentErrorBoundary name="article">
            <ContentReader item={item} all={items} onOpen={open} onClose={() => open(null)} />
          </ComponentErrorBoundary>
        ) : (
          <StatePanel
            headingLevel={2}
            title="Article not found"
            actions={<Button onClick={() => open(null)}>Back to the library</Button>}
          >
            <p>{`Content with ID ${openId} not found.`}</p>
          </StatePanel>
        )}
      </>
    );
  }

  const featured = items.filter((item) => item.isFeatured);
  return (
    <>
      {header}
      <div className={styles.layout}>
        <aside className={styles.filters} aria-label="Search and filters">
          <label className={styles.searchLabel} htmlFor="library-search">
            Search the library
          </label>
          <input
            id="library-search"
            type="search"
            className={styles.search}
            placeholder="Title, topic or tag"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <FilterGroup
            legend="Category"
            options={contentCategories}
            selected={categories}
            onChange={setCategories}
          />
          <FilterGroup
            legend="Difficulty"
            options={contentDifficulties}
            selected={difficulty}
            onChange={setDifficulty}
          />
          <FilterGroup legend="Format" options={contentFormats} selected={formats} onChange={setFormats} />
          <fieldset className={styles.premium}>
            <legend>Access</legend>
            {(['all', 'free', 'premium'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="premium"
                  value={value}
                  checked={premium === value}
                  onChange={() => setPremium(value)}
                />
                {value === 'all' ? 'All' : humanise(value)}
              </label>
            ))}
          </fieldset>
        </aside>
        <div className={styles.results}>
          {!filtering && featured.length > 0 && (
            <section aria-labelledby="featured-heading" className={styles.section}>
              <h2 id="featured-heading">Featured</h2>
              <div className={styles.grid}>
                {featured.map((item) => (
                  <ContentCard key={item.id} item={item} onOpen={open} />
                ))}
              </div>
            </section>
          )}
          {!filtering && (
            <section aria-labelledby="recent-heading" className={styles.section}>
              <h2 id="recent-heading">Recently updated</h2>
              <div className={styles.grid}>
                {recentContent(items, contentQueryConfig.recentCount).map((item) => (
                  <ContentCard key={item.id} item={item} onOpen={open} />
                ))}
              </div>
            </section>
          )}
          <section aria-labelledby="all-heading" className={styles.section}>
            <h2 id="all-heading">
              {filtering ? `${results.length} result${results.length === 1 ? '' : 's'}` : 'All articles'}
            </h2>
            {results.length === 0 ? (
              <p className={styles.empty}>Nothing matches. Try fewer filters or another word.</p>
            ) : (
              <div className={styles.grid}>
                {results.map((result) => {
                  const item = byId.get(result.contentId);
                  return item ? (
                    <ContentCard key={item.id} item={item} snippet={result.snippets[0]} onOpen={open} />
                  ) : null;
                })}
              </div>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
