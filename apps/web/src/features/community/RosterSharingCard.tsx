import { Link } from 'react-router';
import { useToast } from '../../toasts/ToastProvider';
import { Card } from '../../ui/Card';
import { Switch } from '../../ui/Switch';
import styles from './Community.module.css';
import { useRosterSharing, useSetRosterSharing } from './community-api';

/** On a roster's page: the owner's opt-in to show the list in Community Intel. */
export function RosterSharingCard({ rosterId }: { rosterId: string }) {
  const sharing = useRosterSharing(rosterId);
  const update = useSetRosterSharing(rosterId);
  const toast = useToast();
  if (sharing.isPending || sharing.isError) return null;
  const { shared, blocked } = sharing.data;
  return (
    <Card>
      <Switch
        label="Share with the community"
        description={
          blocked
            ? 'A moderator removed this roster from the community, so it cannot be shared again.'
            : 'Other players can read its units and points in Community Intel; your notes and file stay private.'
        }
        checked={shared}
        disabled={blocked || update.isPending}
        onCheckedChange={(next) =>
          update.mutate(next, {
            onSuccess: () =>
              toast.show({
                variant: 'success',
                message: next ? 'Shared: it now shows in Community Intel.' : 'No longer shared.',
              }),
            onError: (failure) => toast.show({ variant: 'error', message: failure.message }),
          })
        }
      />
      {shared && (
        <p className={styles.muted}>
          <Link to={`/community-intel?roster=${rosterId}`}>See it in Community Intel</Link>
        </p>
      )}
    </Card>
  );
}
