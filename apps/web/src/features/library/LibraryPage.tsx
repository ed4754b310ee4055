import type { ContentCategory, ContentDifficulty, ContentFormat } from '@muster/contracts';
import { contentCategories, contentDifficulties, contentFormats } from '@muster/contracts/content-options';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user';
import { humanise } from '../../content/content-search';
import { usePublishedContent } from '../../content/published-content';
import { ComponentErrorBoundary } from '../../errors/boundaries/ComponentErrorBoundary';
import { Button } from '../../ui/Button';
import fieldStyles from '../../ui/FormField.module.css';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { StatePanel } from '../../ui/StatePanel';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { ContentCard } from './ContentCard';
import { FilterGroup } from './FilterGroup';
import { LibraryHome } from './LibraryHome';
import styles from './LibraryPage.module.css';
import { useLearningPaths, useLibraryProgress, useLibrarySearch, useRecommended } from './library-api';

type PremiumFilter = 'all' | 'free' | 'premium';

// The reader (and its Markdown renderer) is only needed once an article is open.
const ContentReader = lazy(async () => ({ default: (await import('./ContentReader')).ContentReader }));

export function LibraryPage() {
  const [params, setParams] = useSearchParams();
  const { data, error, isPending, refetch } = usePublishedContent();
  // ?q= opens the library already searching (the dashboard's "Read up on <army>" card).
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [categories, setCategories] = useState<ContentCategory[]>([]);
  const [difficulty, setDifficulty] = useState<ContentDifficulty[]>([]);
  const [formats, setFormats] = useState<ContentFormat[]>([]);
  const [premium, setPremium] = useState<PremiumFilter>('all');
  // On a phone the filters fold behind one button, so the articles start on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterPanelId = useId();
  const activeFilters = categories.length + difficulty.length + formats.length + (premium === 'all' ? 0 : 1);

  const items = data ?? [];
  const filtering =
    query.trim() !== '' || categories.length + difficulty.length + formats.length > 0 || premium !== 'all';
  const searchParams = useDebouncedValue(
    useMemo(() => {
      const p = new URLSearchParams({ q: query.trim() });
      for (const c of categories) p.append('category', c);
      for (const d of difficulty) p.append('difficulty', d);
      for (const f of formats) p.append('format', f);
      if (premium !== 'all') p.set('premium', String(premium === 'premium'));
      return p;
    }, [query, categories, difficulty, formats, premium]),
    250,
  );
  const search = useLibrarySearch(searchParams, filtering);
  const results = filtering
    ? (search.data?.results ?? [])
    : items.map((item) => ({ contentId: item.id, snippet: '' }));
  const suggestions = search.data?.suggestions ?? [];
  const { user } = useCurrentUser();
  const signedIn = user !== null;
  const paths = useLearningPaths();
  const progress = useLibraryProgress(signedIn);
  // Asked here with the rest rather than once the home has mounted, and waited for: shelves that
  // arrived after the article list pushed it down the screen under the reader's thumb.
  const recommended = useRecommended(signedIn);
  const homePending = paths.isPending || (signedIn && (progress.isPending || recommended.isPending));
  const completed = new Set((progress.data ?? []).filter((p) => p.isCompleted).map((p) => p.contentId));
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

  if (isPending || (!filtering && !openId && homePending))
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
            <Suspense fallback={<PageSpinner label="Loading the article…" />}>
              <ContentReader
                item={item}
                all={items}
                onOpen={open}
                onClose={() => open(null)}
                signedIn={signedIn}
                progress={progress.data?.find((p) => p.contentId === item.id)}
                paths={paths.data ?? []}
              />
            </Suspense>
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

  return (
    <>
      {header}
      <div className={styles.layout}>
        <aside className={styles.filters} aria-label="Search and filters">
          <div className={fieldStyles.field}>
            <label htmlFor="library-search">Search the library</label>
            <input
              id="library-search"
              type="search"
              placeholder="Title, topic or tag"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <Button
            variant="secondary"
            className={styles.filterToggle}
            aria-expanded={filtersOpen}
            aria-controls={filterPanelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden size={16} />
            {activeFilters > 0 ? `Filters (${activeFilters} active)` : 'Filters'}
          </Button>
          <div id={filterPanelId} className={styles.filterPanel} data-open={filtersOpen}>
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
          </div>
        </aside>
        <div className={styles.results}>
          {!filtering && (
            <LibraryHome
              items={items}
              byId={byId}
              paths={paths.data ?? []}
              progress={progress.data ?? []}
              signedIn={signedIn}
              onOpen={open}
            />
          )}
          <section aria-labelledby="all-heading" className={styles.section}>
            <h2 id="all-heading">
              {filtering
                ? search.data
                  ? `${results.length} result${results.length === 1 ? '' : 's'}`
                  : 'Searching…'
                : 'All articles'}
            </h2>
            {filtering && search.error ? (
              <LoadFailedPanel
                title="The search failed"
                error={search.error}
                onRetry={() => void search.refetch()}
              />
            ) : filtering && search.data && results.length === 0 ? (
              <>
                <p className={styles.empty}>Nothing matches. Try fewer filters or another word.</p>
                {suggestions.length > 0 && (
                  <p className={styles.muted}>Titles that start alike: {suggestions.join(' · ')}</p>
                )}
              </>
            ) : (
              <div className={styles.grid} aria-busy={filtering && search.isFetching}>
                {results.map((result) => {
                  const item = byId.get(result.contentId);
                  return item ? (
                    <ContentCard
                      key={item.id}
                      item={item}
                      snippet={result.snippet}
                      note={completed.has(item.id) ? 'Completed' : undefined}
                      onOpen={open}
                    />
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
