import { communityLimits, GENERAL_BOARD } from '@muster/contracts/community-options';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../toasts/ToastProvider';
import { Button } from '../../ui/Button';
import dialogStyles from '../../ui/Dialog.module.css';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import styles from './Community.module.css';
import { useCreateThread } from './community-api';

/** "New thread": board, title and opening post; opens the thread once it is saved. */
export function NewThreadDialog({ boards, board }: { boards: string[]; board: string | null }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({ board: board ?? GENERAL_BOARD, title: '', body: '' });
  const [error, setError] = useState<string | null>(null);
  const create = useCreateThread();
  const navigate = useNavigate();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const thread = await create.mutateAsync(draft);
      toast.show({ variant: 'success', message: 'Thread posted.' });
      setOpen(false);
      navigate(`/community/threads/${thread.id}`);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
        if (next) setDraft({ board: board ?? GENERAL_BOARD, title: '', body: '' });
      }}
    >
      <Dialog.Trigger asChild>
        <Button>New thread</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={`${dialogStyles.dialog} ${dialogStyles.wide}`}>
          <Dialog.Title>New thread</Dialog.Title>
          <Dialog.Description className={styles.muted}>
            Start a discussion on a faction's board, or in General. Be kind: admins moderate every board.
          </Dialog.Description>
          <form noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
            <div className={fieldStyles.field}>
              <label htmlFor="thread-board">Board</label>
              <select
                id="thread-board"
                value={draft.board}
                onChange={(e) => setDraft({ ...draft, board: e.target.value })}
              >
                {boards.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <div className={fieldStyles.field}>
              <label htmlFor="thread-title">Title</label>
              <input
                id="thread-title"
                maxLength={communityLimits.titleMax}
                value={draft.title}
                onChange={(e) => setDraft({ ...draft, title: e.target.value })}
              />
            </div>
            <div className={fieldStyles.field}>
              <label htmlFor="thread-body">Post</label>
              <textarea
                id="thread-body"
                rows={7}
                maxLength={communityLimits.bodyMax}
                value={draft.body}
                onChange={(e) => setDraft({ ...draft, body: e.target.value })}
              />
            </div>
            <FormError message={error} />
            <div className={dialogStyles.actions}>
              <Dialog.Close asChild>
                <Button variant="ghost">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Posting…' : 'Post thread'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
