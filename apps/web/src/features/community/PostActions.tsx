import { type CommunityPost, communityLimits } from '@muster/contracts';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../toasts/ToastProvider';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import dialogStyles from '../../ui/Dialog.module.css';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import styles from './Community.module.css';
import { useDeletePost, useEditPost, useModeratePost } from './community-api';

/** Edit and delete for the author. */
function Own({ post, onEdit }: { post: CommunityPost; onEdit: () => void }) {
  const remove = useDeletePost();
  const toast = useToast();
  return (
    <>
      <Button size="sm" variant="ghost" onClick={onEdit}>
        Edit
      </Button>
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="ghost">
            Delete
          </Button>
        }
        title="Delete this post?"
        description="Readers will see that a post was deleted; its text cannot be brought back."
        confirmLabel="Delete post"
        onConfirm={() =>
          remove.mutate(post.id, {
            onSuccess: () => toast.show({ variant: 'success', message: 'Post deleted.' }),
            onError: (failure) => toast.show({ variant: 'error', message: failure.message }),
          })
        }
      />
    </>
  );
}

function EditForm({ post, onDone }: { post: CommunityPost; onDone: () => void }) {
  const [body, setBody] = useState(post.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const edit = useEditPost();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await edit.mutateAsync({ id: post.id, body });
      onDone();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
      <div className={fieldStyles.field}>
        <label htmlFor={`edit-${post.id}`}>Edit your post</label>
        <textarea
          id={`edit-${post.id}`}
          rows={5}
          maxLength={communityLimits.bodyMax}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
      </div>
      <FormError message={error} />
      <div className={dialogStyles.actions}>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

/** An admin's hide and restore, straight from the thread. */
function Moderate({ post }: { post: CommunityPost }) {
  const moderate = useModeratePost();
  const toast = useToast();
  const hidden = post.state === 'hidden';
  const toggle = () =>
    moderate.mutate(
      { id: post.id, hidden: !hidden, note: hidden ? '' : 'Removed by a moderator.' },
      {
        onSuccess: () =>
          toast.show({
            variant: 'success',
            message: hidden ? 'Post restored.' : 'Post hidden from members.',
          }),
        onError: (failure) => toast.show({ variant: 'error', message: failure.message }),
      },
    );
  return (
    <Button size="sm" variant="ghost" disabled={moderate.isPending} onClick={toggle}>
      {hidden ? 'Restore' : 'Hide'}
    </Button>
  );
}

export const PostActions = { Own, EditForm, Moderate };
