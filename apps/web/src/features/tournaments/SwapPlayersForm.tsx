import type { PairingWarning, Round } from '@muster/contracts';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { seatsOf, swapPlayers } from './pairing-swap';
import { useRoundActions } from './rounds-api';
import styles from './Tournaments.module.css';

/**
 * The organiser's hand: exchange two players' seats in a round nobody has scored yet. The server
 * stores it as asked and warns about rematches, clubmates and repeated tables.
 */
export function SwapPlayersForm({
  tournamentId,
  round,
  onPaired,
}: {
  tournamentId: string;
  round: Round;
  onPaired: (warnings: PairingWarning[]) => void;
}) {
  const { setPairings } = useRoundActions(tournamentId);
  const seats = seatsOf(round.games);
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <form
      className={styles.inline}
      aria-label={`Swap players in round ${round.number}`}
      onSubmit={async (event) => {
        event.preventDefault();
        setProblem(undefined);
        try {
          const pairings = swapPlayers(round.games, first, second);
          const stored = await setPairings.mutateAsync({ number: round.number, pairings });
          onPaired((stored as Round).warnings ?? []);
          setFirst('');
          setSecond('');
        } catch (error) {
          setProblem(error instanceof Error ? error.message : 'The pairings could not be changed.');
        }
      }}
    >
      {(['Swap', 'with'] as const).map((label, index) => (
        <div className={styles.field} key={label}>
          <label htmlFor={`swap-${index}`}>{label}</label>
          <select
            id={`swap-${index}`}
            required
            value={index === 0 ? first : second}
            onChange={(e) => (index === 0 ? setFirst : setSecond)(e.target.value)}
          >
            <option value="">Choose a player</option>
            {seats.map((seat) => (
              <option key={seat.entryId} value={seat.entryId}>
                {seat.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <Button type="submit" variant="secondary" disabled={setPairings.isPending || !first || !second}>
        Swap players
      </Button>
      <FormError message={problem} />
    </form>
  );
}
