import type { Round } from '@muster/contracts';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { useRoundActions } from './rounds-api';
import styles from './Tournaments.module.css';

/** The organiser's clock buttons: pause or resume, add 5 or 15 minutes, call time. */
export function RoundClockControls({ tournamentId, round }: { tournamentId: string; round: Round }) {
  const { clock } = useRoundActions(tournamentId);
  if (round.status !== 'in_progress' || !round.endsAt) return null;
  const set = (change: Parameters<typeof clock.mutate>[0]['clock']) =>
    clock.mutate({ number: round.number, clock: change });
  return (
    <div className={styles.inline} data-testid="round-clock-controls">
      {round.pausedAt ? (
        <Button size="sm" onClick={() => set({ action: 'resume' })} disabled={clock.isPending}>
          Resume clock
        </Button>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => set({ action: 'pause' })}
          disabled={clock.isPending}
        >
          Pause clock
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        onClick={() => set({ action: 'extend', minutes: 5 })}
        disabled={clock.isPending}
      >
        +5 min
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => set({ action: 'extend', minutes: 15 })}
        disabled={clock.isPending}
      >
        +15 min
      </Button>
      <Button size="sm" variant="danger" onClick={() => set({ action: 'end' })} disabled={clock.isPending}>
        Call time
      </Button>
      <FormError message={clock.error?.message} />
    </div>
  );
}
