import type { Round } from '@muster/contracts';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { layoutLabel, missionLabel } from './game-setup-labels';
import styles from './Tournaments.module.css';
import { roundTitle } from './tournament-labels';

const statusTone: Record<string, BadgeTone> = {
  pending: 'grey',
  reported: 'accent',
  confirmed: 'success',
  resolved: 'success',
  disputed: 'error',
  bye: 'purple',
};

/** Marks the higher-scored player of a game across score groups. */
function PairedDown() {
  return (
    <small className={styles.pairedDown} title="Paired down: playing someone from a lower score group">
      {' '}
      ↓ paired down
    </small>
  );
}

export function PairingsList({
  round,
  children,
}: {
  round: Round;
  children?: (gameId: string) => React.ReactNode;
}) {
  return (
    <>
      {round.battlefield && (
        <p className={styles.hint}>
          Table layout: <Link to={`/battlefields/${round.battlefield.id}`}>{round.battlefield.name}</Link>
        </p>
      )}
      <ScrollRegion label={`${roundTitle(round)} pairings`}>
        <table className={`${styles.table} ${styles.pairingsTable}`}>
          <caption>
            {roundTitle(round)}{' '}
            {round.status === 'completed'
              ? '(closed)'
              : round.status === 'in_progress'
                ? '(playing)'
                : '(paired)'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Table</th>
              <th scope="col">Player</th>
              <th scope="col">Opponent</th>
              <th scope="col">Score</th>
              <th scope="col">Status</th>
              {children && <th scope="col">Organiser</th>}
            </tr>
          </thead>
          <tbody>
            {round.games.map((game) => (
              <tr key={game.id}>
                <th scope="row" className={styles.tableNumber}>
                  {game.b ? (
                    <>
                      <span className={styles.phoneOnly}>Table </span>
                      {game.table}
                      {layoutLabel(game.setup) && (
                        <small className={styles.mission}>{layoutLabel(game.setup)}</small>
                      )}
                    </>
                  ) : (
                    'Bye'
                  )}
                </th>
                <td data-label="Player">
                  {game.a.username}
                  {game.pairedDown === game.a.entryId && <PairedDown />}
                  {game.a.faction && <small className={styles.faction}>{game.a.faction}</small>}
                  {game.b && missionLabel(game.setup?.a) && (
                    <small className={styles.mission}>{missionLabel(game.setup?.a)}</small>
                  )}
                </td>
                <td data-label="Opponent">
                  {game.b?.username ?? '—'}
                  {game.b && game.pairedDown === game.b.entryId && <PairedDown />}
                  {game.b?.faction && <small className={styles.faction}>{game.b.faction}</small>}
                  {missionLabel(game.setup?.b) && (
                    <small className={styles.mission}>{missionLabel(game.setup?.b)}</small>
                  )}
                </td>
                <td data-label="Score">
                  {game.vpA !== null && game.vpB !== null ? `${game.vpA}–${game.vpB}` : '–'}
                </td>
                <td data-label="Status">
                  <Badge tone={statusTone[game.status] ?? 'grey'}>{game.status}</Badge>
                  {game.disputeReason && <small> {game.disputeReason}</small>}
                </td>
                {children && <td className={styles.organiserCell}>{children(game.id)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
