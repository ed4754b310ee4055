import type { Round, Tournament } from '@muster/contracts';
import { useState } from 'react';
import { ButtonAnchor, ButtonLink } from '../../ui/Button';
import styles from './EventExports.module.css';
import { calendarUrl, printPath, resultsUrl } from './print-sheets';
import { useRounds } from './rounds-api';
import { roundTitle } from './tournament-labels';

/** The event as an iCalendar file, for any calendar app. */
export function CalendarLink({ tournamentId }: { tournamentId: string }) {
  return (
    <ButtonAnchor variant="secondary" href={calendarUrl(tournamentId)}>
      Add to calendar (.ics)
    </ButtonAnchor>
  );
}

/**
 * Under the public pairings: print them, and download the results once a round is closed
 * (or the lists are published, when the server lets everyone have every round).
 */
export function PairingsTools({ tournamentId, rounds }: { tournamentId: string; rounds: Round[] }) {
  const latest = rounds.at(-1);
  if (!latest) return null;
  return (
    <div className={styles.row}>
      <ButtonLink size="sm" variant="secondary" to={printPath(tournamentId, latest.number)}>
        Print pairings
      </ButtonLink>
      {rounds.some((r) => r.status === 'completed') && (
        <ButtonAnchor size="sm" variant="secondary" href={resultsUrl(tournamentId, 'csv')} download>
          Results (CSV)
        </ButtonAnchor>
      )}
    </div>
  );
}

/** The organiser's printouts and downloads for any round, and for the whole event. */
export function OrganiserExports({ tournament }: { tournament: Tournament }) {
  const rounds = useRounds(tournament.id);
  const [chosen, setChosen] = useState<number | null>(null);
  const list = rounds.data ?? [];
  const round = list.find((r) => r.number === chosen) ?? list.at(-1);
  return (
    <section aria-labelledby="printouts-heading" className={styles.section}>
      <h2 id="printouts-heading">Printouts and exports</h2>
      {round ? (
        <>
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor="printout-round">Round</label>
              <select
                id="printout-round"
                value={round.number}
                onChange={(e) => setChosen(Number(e.target.value))}
              >
                {list.map((r) => (
                  <option key={r.number} value={r.number}>
                    {roundTitle(r)}
                  </option>
                ))}
              </select>
            </div>
            <ButtonLink variant="secondary" to={printPath(tournament.id, round.number)}>
              Print pairings
            </ButtonLink>
            <ButtonLink variant="secondary" to={printPath(tournament.id, round.number, 'slips')}>
              Print result slips
            </ButtonLink>
            <ButtonAnchor href={resultsUrl(tournament.id, 'csv', round.number)} download>
              Round results (CSV)
            </ButtonAnchor>
            <ButtonAnchor href={resultsUrl(tournament.id, 'json', round.number)} download>
              Round results (JSON)
            </ButtonAnchor>
          </div>
          <div className={styles.row}>
            <ButtonAnchor href={resultsUrl(tournament.id, 'csv')} download>
              Every round (CSV)
            </ButtonAnchor>
            <ButtonAnchor href={resultsUrl(tournament.id, 'json')} download>
              Every round (JSON)
            </ButtonAnchor>
            <ButtonAnchor href={`/api/tournaments/${tournament.id}/registrations.csv`} download>
              Registrations and payments (CSV)
            </ButtonAnchor>
            <CalendarLink tournamentId={tournament.id} />
          </div>
          <p className={styles.hint}>
            Results come one row per player per game (faction, detachment, VP, W/D/L), the shape stats sites
            read. Players and spectators can download a round once it is closed, or any round once the lists
            are published; detachments only once the lists are published.
          </p>
        </>
      ) : (
        <>
          <p className={styles.hint}>
            Pairings, result slips and results downloads appear once round 1 is paired.
          </p>
          <div className={styles.row}>
            <ButtonAnchor href={`/api/tournaments/${tournament.id}/registrations.csv`} download>
              Registrations and payments (CSV)
            </ButtonAnchor>
            <CalendarLink tournamentId={tournament.id} />
          </div>
        </>
      )}
    </section>
  );
}
