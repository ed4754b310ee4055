import type { Round } from '@muster/contracts';
import { Link } from 'react-router';
import { FormError } from '../../ui/FormError';
import { useBattlefieldList } from '../battlefields/battlefields-api';
import { useRoundActions } from './rounds-api';
import styles from './Tournaments.module.css';

/** Organisers pick the table layout for a round from the public battlefields. */
export function RoundLayoutPicker({ tournamentId, round }: { tournamentId: string; round: Round }) {
  const layouts = useBattlefieldList('public', 0);
  const { setBattlefield } = useRoundActions(tournamentId);
  const id = `round-${round.number}-layout`;
  const options = layouts.data?.items ?? [];
  const current = round.battlefield;
  return (
    <div className={styles.layoutPicker}>
      <label htmlFor={id}>Table layout for round {round.number}</label>
      <select
        id={id}
        value={current?.id ?? ''}
        disabled={setBattlefield.isPending}
        onChange={(event) =>
          setBattlefield.mutate({ number: round.number, battlefieldId: event.target.value || null })
        }
      >
        <option value="">No layout</option>
        {current && !options.some((o) => o.id === current.id) && (
          <option value={current.id}>{current.name}</option>
        )}
        {options.map((layout) => (
          <option key={layout.id} value={layout.id}>
            {layout.name} ({layout.size.width}" × {layout.size.height}")
          </option>
        ))}
      </select>
      <p className={styles.hint}>
        Only public battlefields can be attached, so every player can open them. Design one in{' '}
        <Link to="/battlefields">Battlefields</Link> and switch it to public.
      </p>
      <FormError message={setBattlefield.error?.message} />
    </div>
  );
}
