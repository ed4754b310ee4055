import { type CommunityPost, type CommunityThread, communityLimits } from '@muster/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useToast } from '../../toasts/ToastProvider';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { FlagButton } from '../moderation/FlagButton';
import styles from './Community.module.css';
import { useDeleteThread, useModerateThread, useReply, useThread } from './community-api';
import { PostActions } from './PostActions';
import { relativeTime } from './relative-time';

/** /community/threads/:threadId: a discussion, its replies, and the reply box. */
export function ThreadPage() {
  const { threadId = '' } = useParams();
  const thread = useThread(threadId);
  if (thread.isPending) return <PageSpinner label="Loading the thread" />;
  if (thread.isError)
    return (
      <LoadFailedPanel
        title="This thread could not be loaded"
        error={thread.error}
        onRetry={() => void thread.refetch()}
      />
    );
  return <ThreadView thread={thread.data} />;
}

function ThreadView({ thread }: { thread: CommunityThread }) {
  return (
    <>
      <title>{`${thread.title} · Community · Muster`}</title>
      <PageHeader
        eyebrow={`Community · ${thread.board}`}
        title={thread.title}
        description={
          <>
            Started by {thread.author} {relativeTime(thread.createdAt)}.{' '}
            <Link to={`/community?board=${encodeURIComponent(thread.board)}`}>
              Back to the {thread.board} board
            </Link>
          </>
        }
        actions={thread.canModerate ? <ThreadModeration thread={thread} /> : undefined}
      />
      <div className={styles.threadBadges}>
        {thread.pinned && <Badge tone="accent">Pinned</Badge>}
        {thread.locked && <Badge tone="grey">Locked</Badge>}
      </div>
      <ol className={styles.posts}>
        {thread.posts.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} opening={index === 0} canModerate={thread.canModerate} />
          </li>
        ))}
      </ol>
      {thread.replyBlockedReason ? (
        <Card>
          <p className={styles.muted}>{thread.replyBlockedReason}</p>
        </Card>
      ) : (
        <ReplyForm threadId={thread.id} />
      )}
    </>
  );
}

function PostCard({
  post,
  opening,
  canModerate,
}: {
  post: CommunityPost;
  opening: boolean;
  canModerate: boolean;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Card className={post.state === 'visible' ? undefined : styles.removedPost}>
      <div className={styles.postHead}>
        <strong>{post.author}</strong>
        <span className={styles.muted}>
          {opening ? 'posted' : 'replied'} {relativeTime(post.createdAt)}
          {post.editedAt ? ' · edited' : ''}
        </span>
        {post.state === 'hidden' && <Badge tone="warning">Hidden by a moderator</Badge>}
      </div>
      {post.state === 'deleted' ? (
        <p className={styles.muted}>This post was deleted by its author.</p>
      ) : post.state === 'hidden' && post.body === null ? (
        <p className={styles.muted}>
          This post was removed by a moderator{post.moderatorNote ? `: ${post.moderatorNote}` : '.'}
        </p>
      ) : editing ? (
        <PostActions.EditForm post={post} onDone={() => setEditing(false)} />
      ) : (
        <p className={styles.postBody}>{post.body}</p>
      )}
      {post.state !== 'deleted' && !editing && (
        <div className={styles.postActions}>
          {post.mine && post.state === 'visible' && (
            <PostActions.Own post={post} onEdit={() => setEditing(true)} />
          )}
          {!post.mine && post.state === 'visible' && (
            <FlagButton targetKind="community_post" targetId={post.id} size="sm" />
          )}
          {canModerate && <PostActions.Moderate post={post} />}
        </div>
      )}
    </Card>
  );
}

function ReplyForm({ threadId }: { threadId: string }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useReply(threadId);
  const toast = useToast();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await reply.mutateAsync({ body });
      setBody('');
      toast.show({ variant: 'success', message: 'Reply posted.' });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <Card>
      <form noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
        <div className={fieldStyles.field}>
          <label htmlFor="reply-body">Your reply</label>
          <textarea
            id="reply-body"
            rows={5}
            maxLength={communityLimits.bodyMax}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </div>
        <FormError message={error} />
        <div>
          <Button type="submit" disabled={reply.isPending}>
            {reply.isPending ? 'Posting…' : 'Post reply'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function ThreadModeration({ thread }: { thread: CommunityThread }) {
  const moderate = useModerateThread(thread.id);
  const toast = useToast();
  const change = async (next: { locked?: boolean; pinned?: boolean }, message: string) => {
    try {
      await moderate.mutateAsync(next);
      toast.show({ variant: 'success', message });
    } catch (failure) {
      toast.show({ variant: 'error', message: (failure as Error).message });
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        disabled={moderate.isPending}
        onClick={() =>
          void change({ locked: !thread.locked }, thread.locked ? 'Thread unlocked.' : 'Thread locked.')
        }
      >
        {thread.locked ? 'Unlock' : 'Lock'}
      </Button>
      <Button
        variant="secondary"
        disabled={moderate.isPending}
        onClick={() =>
          void change({ pinned: !thread.pinned }, thread.pinned ? 'Thread unpinned.' : 'Thread pinned.')
        }
      >
        {thread.pinned ? 'Unpin' : 'Pin'}
      </Button>
      <DeleteThreadButton thread={thread} />
    </>
  );
}

function DeleteThreadButton({ thread }: { thread: CommunityThread }) {
  const remove = useDeleteThread();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <ConfirmDialog
      trigger={<Button variant="danger">Delete thread</Button>}
      title={`Delete “${thread.title}”?`}
      description={`The thread and all ${thread.posts.length} posts go for everyone. This cannot be undone.`}
      confirmLabel="Delete thread"
      onConfirm={() =>
        remove.mutate(thread.id, {
          onSuccess: () => {
            toast.show({ variant: 'success', message: 'Thread deleted.' });
            navigate(`/community?board=${encodeURIComponent(thread.board)}`);
          },
          onError: (failure) => toast.show({ variant: 'error', message: failure.message }),
        })
      }
    />
  );
}
