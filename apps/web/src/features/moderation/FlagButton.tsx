import { type FlagTargetKind, flagReasonLabels, flagReasons } from '@muster/contracts';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../toasts/ToastProvider';
import { Button } from '../../ui/Button';
import dialogStyles from '../../ui/Dialog.module.css';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import styles from './Moderation.module.css';
import { useReportItem } from './moderation-api';

type Reason = (typeof flagReasons)[number];

/** "Report a problem": sends the item to the admins' review queue with a reason. */
export function FlagButton({
  targetKind,
  targetId,
  label = 'Report',
  size = 'md',
}: {
  targetKind: FlagTargetKind;
  targetId: string;
  label?: string;
  size?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | undefined>();
  const report = useReportItem();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError('Choose a reason.');
    try {
      await report.mutateAsync({ targetKind, targetId, reason, details });
      toast.show({ variant: 'success', message: 'Thanks: an admin will review your report.' });
      setOpen(false);
      setReason('');
      setDetails('');
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(undefined);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="ghost" size={size}>
          {label}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={dialogStyles.dialog}>
          <Dialog.Title>Report a problem</Dialog.Title>
          <Dialog.Description className={styles.muted}>
            An admin reviews every report. Tell them what is wrong.
          </Dialog.Description>
          <form noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
            <div className={fieldStyles.field}>
              <label htmlFor="flag-reason">Reason</label>
              <select id="flag-reason" value={reason} onChange={(e) => setReason(e.target.value as Reason)}>
                <option value="">Choose…</option>
                {flagReasons.map((r) => (
                  <option key={r} value={r}>
                    {flagReasonLabels[r]}
                  </option>
                ))}
              </select>
            </div>
            <div className={fieldStyles.field}>
              <label htmlFor="flag-details">Details (optional)</label>
              <textarea
                id="flag-details"
                rows={4}
                maxLength={1000}
                value={details}
                onChange={(e) => setDetails(e.target.value)}
              />
            </div>
            <FormError message={error} />
            <div className={styles.actions}>
              <Dialog.Close asChild>
                <Button variant="ghost">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={report.isPending}>
                {report.isPending ? 'Sending…' : 'Send report'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
