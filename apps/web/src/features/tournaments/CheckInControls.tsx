import type { Tournament } from '@muster/contracts';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import styles from './CheckIn.module.css';
import { checkInCount } from './check-in';
import { useCheckInWindow } from './check-in-api';

/** The organiser opens and closes self check-in and sees how many have arrived. */
export function CheckInControls({ tournament }: { tournament: Tournament }) {
  const toggle = useCheckInWindow(tournament.id);
  const finished = tournament.status === 'completed' || tournament.status === 'cancelled';
  const open = tournament.checkInOpen;
  return (
    <>
      <div className={styles.controls}>
        <span>
          Self check-in <Badge tone={open ? 'success' : 'grey'}>{open ? 'open' : 'closed'}</Badge>
        </span>
        <span className={styles.count} data-testid="check-in-count">
          {checkInCount(tournament.counts)}
        </span>
        {!finished && (
          <Button
            size="sm"
            variant={open ? 'secondary' : 'primary'}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(!open)}
          >
            {open ? 'Close check-in' : 'Open check-in'}
          </Button>
        )}
      </div>
      {open && (
        <p className={styles.hint}>
          Confirmed players check themselves in with the button at the top of the event page.
        </p>
      )}
      <FormError message={toggle.error?.message} />
    </>
  );
}
