import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { useToast } from '../../toasts/ToastProvider';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import fieldStyles from '../../ui/FormField.module.css';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { ScrollRegion } from '../../ui/ScrollRegion';
import styles from './AdminContent.module.css';
import { useAdminContentList, useContentActions } from './admin-content-api';

type Status = 'all' | 'published' | 'draft';

/**
 * /admin/content lists everything with drafts; /published-content (super users) is the same list
 * fixed to what is live, for quick unpublishing.
 */
export function AdminContentPage({ publishedOnly = false }: { publishedOnly?: boolean }) {
  const [status, setStatus] = useState<Status>(publishedOnly ? 'published' : 'all');
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const list = useAdminContentList(status, q);
  const { publish, remove } = useContentActions();
  const toast = useToast();
  const title = publishedOnly ? 'Published Content' : 'Content Management';

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast.show({ variant: 'success', message: done });
    } catch (error) {
      toast.show({
        variant: 'error',
        message: error instanceof Error ? error.message : 'That did not work.',
      });
    }
  };

  return (
    <>
      <title>{`${title} · Muster`}</title>
      <PageHeader
        eyebrow="Admin"
        title={title}
        description={
          publishedOnly
            ? 'Everything readers can see in the library right now.'
            : 'Write, edit, publish and unpublish the tactical library’s articles.'
        }
        actions={
          <div className={styles.actions}>
            <ButtonLink to="/admin/content/new">New content</ButtonLink>
            <ButtonLink to="/admin/bulk-upload" variant="secondary">
              Bulk upload
            </ButtonLink>
          </div>
        }
      />
      <div className={styles.filters}>
        <div className={fieldStyles.field}>
          <label htmlFor="content-search">Find by title or slug</label>
          <input id="content-search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        {!publishedOnly && (
          <div className={fieldStyles.field}>
            <label htmlFor="content-status">Status</label>
            <select id="content-status" value={status} onChange={(e) => setStatus(e.target.value as Status)}>
              <option value="all">All</option>
              <option value="published">Published</option>
              <option value="draft">Drafts</option>
            </select>
          </div>
        )}
      </div>
      {list.isPending && <PageSpinner label="Loading content" />}
      {list.error && (
        <LoadFailedPanel
          title="Content could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && (
        <>
          <p className={styles.count}>
            {list.data.total} shown · {list.data.counts.published} published · {list.data.counts.draft} drafts
          </p>
          <ScrollRegion label="Content items">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Category</th>
                  <th scope="col">Difficulty</th>
                  <th scope="col">Status</th>
                  <th scope="col">Updated</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <Link to={`/admin/content/edit/${item.id}`}>{item.title}</Link>
                      <span className={styles.slug}>{item.slug}</span>
                    </td>
                    <td>{item.category.replaceAll('_', ' ')}</td>
                    <td>{item.difficulty}</td>
                    <td>
                      <Badge tone={item.isPublished ? 'success' : 'grey'}>
                        {item.isPublished ? 'Published' : 'Draft'}
                      </Badge>
                      {item.isFeatured && <Badge tone="accent">Featured</Badge>}
                    </td>
                    <td>{new Date(item.lastUpdated).toLocaleDateString()}</td>
                    <td className={styles.rowActions}>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`${item.isPublished ? 'Unpublish' : 'Publish'} ${item.title}`}
                        onClick={() =>
                          act(
                            () => publish.mutateAsync({ id: item.id, publish: !item.isPublished }),
                            `${item.title} is ${item.isPublished ? 'no longer in the library' : 'now in the library'}.`,
                          )
                        }
                      >
                        {item.isPublished ? 'Unpublish' : 'Publish'}
                      </Button>
                      {!publishedOnly && (
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Delete ${item.title}`}
                          onClick={() => {
                            if (window.confirm(`Delete “${item.title}”? This cannot be undone.`))
                              void act(() => remove.mutateAsync(item.id), `${item.title} deleted.`);
                          }}
                        >
                          Delete
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
    </>
  );
}

/** /published-content for super users. */
export function PublishedContentPage() {
  return <AdminContentPage publishedOnly />;
}
