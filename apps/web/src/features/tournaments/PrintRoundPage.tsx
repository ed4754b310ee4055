import type { Round, Tournament } from '@muster/contracts';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../ui/Button';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageSpinner } from '../../ui/PageSpinner';
import { QrCode } from '../../ui/QrCode';
import { StatePanel } from '../../ui/StatePanel';
import { EventLoadFailure } from './EventLoadFailure';
import styles from './PrintRound.module.css';
import {
  byePlayers,
  type PairingLine,
  type PrintView,
  pagesOf,
  pairingLines,
  playerLines,
  printPath,
  printViewOf,
  SLIPS_PER_PAGE,
} from './print-sheets';
import { useRounds } from './rounds-api';
import { eventDates, roundTitle } from './tournament-labels';
import { useTournament } from './tournaments-api';

const viewLabels: Record<PrintView, string> = {
  pairings: 'Pairings by table',
  'by-name': 'Pairings by player',
  slips: 'Result slips',
};

/**
 * A round on paper: pairings by table (or by player, for the board at the door) and result
 * slips, three to a page. On screen a preview with a Print button; printed, only the sheets.
 */
export function PrintRoundPage() {
  const { tournamentId = '', roundNumber = '' } = useParams();
  const [search] = useSearchParams();
  const view = printViewOf(search);
  const event = useTournament(tournamentId);
  const rounds = useRounds(tournamentId);

  if (event.isPending || (rounds.isPending && !rounds.error)) return <PageSpinner />;
  if (event.error) return <EventLoadFailure error={event.error} onRetry={() => void event.refetch()} />;
  if (rounds.error)
    return (
      <LoadFailedPanel
        title="The pairings could not be loaded"
        error={rounds.error}
        onRetry={() => void rounds.refetch()}
      />
    );
  const t = event.data;
  const round = rounds.data?.find((r) => String(r.number) === roundNumber);
  if (!round)
    return (
      <StatePanel
        code="404"
        title={`There is no round ${roundNumber} yet`}
        actions={<Link to={`/tournament/${t.id}`}>Back to the event</Link>}
      >
        Rounds can be printed once they are paired.
      </StatePanel>
    );
  const title = `${roundTitle(round)} ${view === 'slips' ? 'result slips' : 'pairings'}`;

  return (
    <>
      <title>{`${title} · ${t.name} · Muster`}</title>
      <div className={styles.toolbar}>
        <ButtonLink
          variant="ghost"
          to={t.viewer.isOrganiser ? `/tournament/${t.id}/manage` : `/tournament/${t.id}`}
        >
          ← {t.viewer.isOrganiser ? 'Manage event' : 'Event page'}
        </ButtonLink>
        <nav aria-label="What to print" className={styles.views}>
          {(Object.keys(viewLabels) as PrintView[]).map((v) => (
            <ButtonLink
              key={v}
              size="sm"
              variant={v === view ? 'primary' : 'secondary'}
              to={printPath(t.id, round.number, v)}
              aria-current={v === view ? 'page' : undefined}
              replace
            >
              {viewLabels[v]}
            </ButtonLink>
          ))}
        </nav>
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      <p className={styles.screenHint}>
        A preview of the printout. Print on A4 or Letter, portrait; the site's menus are left off the page.
      </p>
      {view === 'slips' ? (
        <ResultSlips tournament={t} round={round} />
      ) : (
        <PairingsSheet tournament={t} round={round} byName={view === 'by-name'} />
      )}
    </>
  );
}

const eventPageUrl = (id: string) => `${window.location.origin}/tournament/${id}`;

function SheetHeader({ tournament: t, heading }: { tournament: Tournament; heading: string }) {
  return (
    <header className={styles.sheetHeader}>
      <div>
        <p className={styles.eventName}>{t.name}</p>
        <h1 className={styles.sheetTitle}>{heading}</h1>
        <p className={styles.eventMeta}>
          {eventDates(t.startsOn, t.endsOn)} · {t.venue}
        </p>
      </div>
      <figure className={styles.qr}>
        <QrCode value={eventPageUrl(t.id)} label="QR code for the event page" size={88} />
        <figcaption>Live pairings and results</figcaption>
      </figure>
    </header>
  );
}

function Faction({ name }: { name: string | null }) {
  return name ? <span className={styles.faction}>{name}</span> : null;
}

function Mission({ name }: { name: string | null }) {
  return name ? <span className={styles.mission}>{name}</span> : null;
}

function PairingsSheet({
  tournament,
  round,
  byName,
}: {
  tournament: Tournament;
  round: Round;
  byName: boolean;
}) {
  const byes = byePlayers(round.games);
  const heading = `${roundTitle(round)} pairings`;
  if (round.games.length === 0)
    return (
      <article className={styles.sheet} aria-label={heading}>
        <SheetHeader tournament={tournament} heading={heading} />
        <p>No games in this round.</p>
      </article>
    );
  return (
    <article className={styles.sheet} aria-label={heading}>
      <SheetHeader tournament={tournament} heading={heading} />
      {byName ? (
        <table className={styles.pairings}>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col" className={styles.tableColumn}>
                Table
              </th>
              <th scope="col">Opponent</th>
            </tr>
          </thead>
          <tbody>
            {playerLines(round.games).map((line) => (
              <tr key={line.player}>
                <th scope="row">
                  <span className={styles.player}>{line.player}</span>
                  <Faction name={line.faction} />
                  <Mission name={line.mission} />
                </th>
                <td className={styles.tableNumber}>{line.table ?? 'Bye'}</td>
                <td>{line.opponent ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <table className={styles.pairings}>
          <thead>
            <tr>
              <th scope="col" className={styles.tableColumn}>
                Table
              </th>
              <th scope="col">Player</th>
              <th scope="col">Opponent</th>
            </tr>
          </thead>
          <tbody>
            {pairingLines(round.games).map((line) => (
              <tr key={line.table}>
                <th scope="row" className={styles.tableNumber}>
                  {line.table}
                  <Mission name={line.layout} />
                </th>
                <td>
                  <span className={styles.player}>{line.player}</span>
                  <Faction name={line.playerFaction} />
                  <Mission name={line.playerMission} />
                </td>
                <td>
                  <span className={styles.player}>{line.opponent}</span>
                  <Faction name={line.opponentFaction} />
                  <Mission name={line.opponentMission} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!byName && byes.length > 0 && (
        <p className={styles.bye}>
          <strong>Bye:</strong> {byes.join(', ')}
        </p>
      )}
    </article>
  );
}

function ResultSlips({ tournament, round }: { tournament: Tournament; round: Round }) {
  const pages = pagesOf(pairingLines(round.games), SLIPS_PER_PAGE);
  if (pages.length === 0)
    return (
      <article className={styles.sheet} aria-label="Result slips">
        <p>No games to score in this round.</p>
      </article>
    );
  return (
    <div className={styles.slipPages}>
      {pages.map((page, index) => (
        <article
          // Pages are positional: the same games always land on the same page.
          // biome-ignore lint/suspicious/noArrayIndexKey: a page is its position
          key={index}
          className={`${styles.sheet} ${styles.slipPage}`}
          aria-label={`Result slips, page ${index + 1} of ${pages.length}`}
        >
          {page.map((line) => (
            <Slip key={line.table} tournament={tournament} round={round} line={line} />
          ))}
        </article>
      ))}
    </div>
  );
}

function Slip({ tournament: t, round, line }: { tournament: Tournament; round: Round; line: PairingLine }) {
  const rows = ['Primary VP', 'Secondary VP', 'Total VP'];
  return (
    <section className={styles.slip} aria-label={`Result slip, table ${line.table}`}>
      <header className={styles.slipHeader}>
        <span className={styles.slipEvent}>{t.name}</span>
        <span>{roundTitle(round)}</span>
        <strong className={styles.slipTable}>Table {line.table}</strong>
      </header>
      {line.layout && <p className={styles.slipNote}>Layout: {line.layout}</p>}
      <table className={styles.slipGrid}>
        <thead>
          <tr>
            <td />
            <th scope="col">
              <span className={styles.player}>{line.player}</span>
              <Faction name={line.playerFaction} />
              <Mission name={line.playerMission} />
            </th>
            <th scope="col">
              <span className={styles.player}>{line.opponent}</span>
              <Faction name={line.opponentFaction} />
              <Mission name={line.opponentMission} />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((label) => (
            <tr key={label} className={label === 'Total VP' ? styles.total : undefined}>
              <th scope="row">{label}</th>
              <td>
                <span className={styles.box} />
              </td>
              <td>
                <span className={styles.box} />
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row">Signature</th>
            <td>
              <span className={styles.signature} />
            </td>
            <td>
              <span className={styles.signature} />
            </td>
          </tr>
        </tbody>
      </table>
      <p className={styles.slipNote}>
        {round.kind === 'top-cut' ? 'Scores cannot be level in the bracket. ' : ''}Both players sign; hand the
        slip to the organisers or report the score on the event page.
      </p>
    </section>
  );
}
