import type { AdminContentItem, ContentInput } from '@muster/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useToast } from '../../toasts/ToastProvider';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { Markdown } from '../../ui/Markdown';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { Switch } from '../../ui/Switch';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import styles from './AdminContent.module.css';
import { useAdminContentItem, useSaveContent } from './admin-content-api';
import { ContentFacetSelects } from './ContentFacetSelects';

const blank: ContentInput = {
  title: '',
  description: '',
  content: '',
  category: 'fundamental_concepts',
  difficulty: 'beginner',
  format: 'article',
  tags: [],
  isPremium: false,
  isFeatured: false,
  isPublished: false,
};

const inputOf = (item: AdminContentItem): ContentInput => ({
  title: item.title,
  slug: item.slug,
  description: item.description,
  content: item.content,
  category: item.category,
  difficulty: item.difficulty,
  format: item.format,
  tags: item.tags,
  isPremium: item.isPremium,
  isFeatured: item.isFeatured,
  isPublished: item.isPublished,
});

/** /admin/content/new and /admin/content/edit/:id. */
export function ContentEditorPage() {
  const { id = null } = useParams();
  const existing = useAdminContentItem(id);
  const paths = existing.data?.usedInPaths ?? [];
  return (
    <>
      <title>{`${id ? 'Edit Content' : 'New Content'} · Muster`}</title>
      <PageHeader
        eyebrow="Admin"
        title={id ? 'Edit Content' : 'New Content'}
        description={
          paths.length
            ? `Part of the learning path${paths.length > 1 ? 's' : ''} ${paths.join(', ')}.`
            : undefined
        }
        actions={
          <ButtonLink to="/admin/content" variant="secondary">
            All content
          </ButtonLink>
        }
      />
      {id && existing.isPending && <PageSpinner label="Loading the item" />}
      {id && existing.error && (
        <LoadFailedPanel
          title="This item could not be loaded"
          error={existing.error}
          onRetry={() => void existing.refetch()}
        />
      )}
      {(!id || existing.data) && (
        <ContentForm key={id ?? 'new'} id={id} initial={existing.data ? inputOf(existing.data) : blank} />
      )}
    </>
  );
}

function ContentForm({ id, initial }: { id: string | null; initial: ContentInput }) {
  const [form, setForm] = useState<ContentInput>(initial);
  const [tags, setTags] = useState(initial.tags.join(', '));
  const [preview, setPreview] = useState(false);
  const save = useSaveContent(id);
  const toast = useToast();
  const navigate = useNavigate();
  const set = (patch: Partial<ContentInput>) => setForm((f) => ({ ...f, ...patch }));
  const dirty = JSON.stringify(form) !== JSON.stringify(initial) || tags !== initial.tags.join(', ');
  const guard = useUnsavedChangesGuard(dirty);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await save.mutateAsync({
        ...form,
        tags: tags
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      });
      toast.show({
        variant: 'success',
        message: `${saved.title} saved${saved.isPublished ? ' and published' : ' as a draft'}.`,
      });
      guard.allowLeaving();
      navigate('/admin/content');
    } catch {
      // shown from save.error
    }
  };

  return (
    <Card>
      <UnsavedChangesDialog blocker={guard.blocker} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={fieldStyles.field}>
          <label htmlFor="content-title">Title</label>
          <input
            id="content-title"
            value={form.title}
            maxLength={200}
            onChange={(e) => set({ title: e.target.value })}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="content-slug">Slug (optional: made from the title)</label>
          <input
            id="content-slug"
            value={form.slug ?? ''}
            maxLength={120}
            onChange={(e) => set({ slug: e.target.value || undefined })}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="content-description">Description</label>
          <textarea
            id="content-description"
            rows={2}
            value={form.description}
            maxLength={500}
            onChange={(e) => set({ description: e.target.value })}
          />
        </div>
        <ContentFacetSelects idPrefix="content" value={form} onChange={set} />
        <div className={fieldStyles.field}>
          <label htmlFor="content-tags">Tags (comma-separated)</label>
          <input id="content-tags" value={tags} onChange={(e) => setTags(e.target.value)} />
        </div>
        <div className={fieldStyles.field}>
          <div className={styles.bodyHeader}>
            <label htmlFor="content-body">Text (Markdown)</label>
            <Button size="sm" variant="ghost" onClick={() => setPreview((p) => !p)}>
              {preview ? 'Edit text' : 'Preview'}
            </Button>
          </div>
          {preview ? (
            <div className={styles.preview}>
              <Markdown source={form.content || '_Nothing written yet._'} />
            </div>
          ) : (
            <textarea
              id="content-body"
              rows={16}
              value={form.content}
              onChange={(e) => set({ content: e.target.value })}
            />
          )}
        </div>
        <Switch
          label="Published"
          description="Readers see it in the library."
          checked={form.isPublished}
          onCheckedChange={(isPublished) => set({ isPublished })}
        />
        <Switch
          label="Featured"
          description="Shown first in the library."
          checked={form.isFeatured}
          onCheckedChange={(isFeatured) => set({ isFeatured })}
        />
        <Switch
          label="Premium"
          description="Marked for paid tiers."
          checked={form.isPremium}
          onCheckedChange={(isPremium) => set({ isPremium })}
        />
        <FormError message={save.error?.message} />
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
