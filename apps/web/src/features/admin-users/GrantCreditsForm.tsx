import type { AdminUser } from '@muster/contracts';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { ApiRequestError } from '../../api/api-client';
import { Button } from '../../ui/Button';
import dialogStyles from '../../ui/Dialog.module.css';
import { FormError } from '../../ui/FormError';
import styles from './AdminUsersPage.module.css';
import { grantCredits } from './admin-users-api';

export function GrantCreditsForm({
  target,
  onClose,
  onGranted,
}: {
  target: AdminUser;
  onClose: () => void;
  onGranted: (updated: AdminUser) => void;
}) {
  const [amount, setAmount] = useState('10');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (!Number.isInteger(value) || value <= 0) {
      setError('Credit amounts must be positive whole numbers.');
      return;
    }
    if (!reason.trim()) {
      setError('Give a reason for the grant.');
      return;
    }
    setBusy(true);
    try {
      onGranted(await grantCredits(target.id, value, reason.trim()));
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : 'The grant failed. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={dialogStyles.dialog}>
          <Dialog.Title>Grant credits</Dialog.Title>
          <Dialog.Description className={styles.muted}>
            To {target.email}. The reason appears in their credit history.
          </Dialog.Description>
          <form onSubmit={submit} className={styles.form} noValidate>
            <label htmlFor="grant-amount">Credits</label>
            <input
              id="grant-amount"
              type="number"
              min={1}
              step={1}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
            <label htmlFor="grant-reason">Reason</label>
            <input
              id="grant-reason"
              value={reason}
              maxLength={200}
              onChange={(e) => setReason(e.target.value)}
              placeholder="e.g. Prize support, event winner"
            />
            <FormError message={error} />
            <div className={styles.dialogActions}>
              <Button variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? 'Granting…' : 'Grant'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
