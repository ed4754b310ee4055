import { presetById } from '@muster/pairing';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { CheckInCard } from './CheckInCard';
import { CalendarLink, PairingsTools } from './EventExports';
import { EventLoadFailure } from './EventLoadFailure';
import { useEventLists } from './lists-api';
import { MyListPanel } from './MyListPanel';
import { PairingsList } from './PairingsList';
import { RegistrationPanel } from './RegistrationPanel';
import { useRounds, useStandings } from './rounds-api';
import { StandingsTable } from './StandingsTable';
import { TopCutBracket } from './TopCutBracket';
import styles from './Tournaments.module.css';
import { eventDates, playerCount, statusLabels } from './tournament-labels';
import { useTournamentLive } from './tournament-live';
import { useTournament } from './tournaments-api';

// Parts only some events or some days show load when they are first drawn, so the event's details
// (what most visits read, before the day) come with less code. Until a part has arrived, the
// page's loading spinner stays (the shell's Suspense boundary), so nothing moves once drawn; the
// lists at the foot of the page, usually empty before the day, are read with the page (the server
// hints that read) and their code loads only when there are lists to show.
const loadGameCard = () => import('./MyGameCard');
const MyGameCard = lazy(async () => ({ default: (await loadGameCard()).MyGameCard }));
const TeamRegistrationPanel = lazy(async () => ({
  default: (await import('../team-events/TeamRegistrationPanel')).TeamRegistrationPanel,
}));
const TeamEventSections = lazy(async () => ({
  default: (await import('../team-events/TeamEventSections')).TeamEventSections,
}));
const ListsSection = lazy(async () => ({ default: (await import('./ListsSection')).ListsSection }));

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function TournamentPage() {
  const { tournamentId = '' } = useParams();
  const event = useTournament(tournamentId);
  const entryStatus = event.data?.viewer.entry?.status;
  const playingHere = entryStatus === 'confirmed' || entryStatus === 'dropped';
  // A player's game card is fetched ahead, so it is there the moment their round is paired
  // (the page would otherwise show its spinner while the card's code downloads).
  useEffect(() => {
    // A failed download is left to the card itself, which asks again when it is drawn.
    if (playingHere) loadGameCard().catch(() => {});
  }, [playingHere]);
  if (event.isPending) return <PageSpinner />;
  if (event.error) return <EventLoadFailure error={event.error} onRetry={() => void event.refetch()} />;
  const t = event.data;
  const [label, tone] = statusLabels[t.status];
  const playing = t.viewer.entry?.status === 'confirmed' || t.viewer.entry?.status === 'dropped';
  const scoring = presetById(t.scoringPresetId)?.label ?? 'Custom gap table';
  // On game day a player's own game comes first (round, table, opponent, report), then pairings
  // and standings; the event's details, read before the day, move below them.
  const gameDay = t.status === 'in_progress' && t.currentRound > 0;
  // Check-in comes first while it is open (or to say "Checked in ✓" before the day starts); once
  // a checked-in player has a game, the game comes first and a badge says they are in.
  const checkedIn = t.viewer.entry?.status === 'confirmed' && t.viewer.entry.checkedIn;
  const checkInFirst =
    (t.checkInOpen || (checkedIn && t.status === 'registration')) && !(gameDay && checkedIn);
  const detailGrid = (
    <div className={styles.detailGrid}>
      <Card className={styles.panel}>
        <h2>The event</h2>
        <dl className={styles.facts2}>
          <dt>Game</dt>
          <dd>
            {t.gameSystem}, {t.edition} edition, {t.teams ? `teams of ${t.teams.teamSize}` : 'singles'}
          </dd>
          <dt>Points</dt>
          <dd>{t.pointsLimit}</dd>
          <dt>Rounds</dt>
          <dd>
            {t.rounds} {t.rounds === 1 ? 'round' : 'rounds'} of {t.roundMinutes} minutes
            {t.topCut ? `, then a top ${t.topCut} cut` : ''}
          </dd>
          <dt>Scoring</dt>
          <dd>{scoring}</dd>
          <dt>Players</dt>
          <dd>
            {playerCount(t.counts, t.playerCap)}
            {t.counts.waitlisted > 0 ? `, ${t.counts.waitlisted} on the waitlist` : ''}
          </dd>
          <dt>Registration</dt>
          <dd>
            {when.format(new Date(t.registrationOpensAt))} to {when.format(new Date(t.registrationClosesAt))}
          </dd>
          {t.listDeadline && (
            <>
              <dt>Lists due</dt>
              <dd>{when.format(new Date(t.listDeadline))}</dd>
            </>
          )}
          <dt>Organisers</dt>
          <dd>{[t.organiser, ...t.coOrganisers].map((p) => p.username).join(', ')}</dd>
        </dl>
        {t.description && <p className={styles.description}>{t.description}</p>}
      </Card>
      <div className={styles.stack}>
        {t.format === 'teams' ? (
          <TeamRegistrationPanel tournament={t} />
        ) : (
          <RegistrationPanel tournament={t} />
        )}
        {t.viewer.entry && ['confirmed', 'pending'].includes(t.viewer.entry.status) && (
          <MyListPanel tournamentId={t.id} edition={t.edition} />
        )}
      </div>
    </div>
  );
  return (
    <>
      <title>{`${t.name} · Muster`}</title>
      <PageHeader
        eyebrow="Tournament"
        title={t.name}
        description={`${eventDates(t.startsOn, t.endsOn)} · ${t.venue}`}
        actions={
          <>
            <CalendarLink tournamentId={t.id} />
            {t.viewer.isOrganiser && <ButtonLink to={`/tournament/${t.id}/manage`}>Manage event</ButtonLink>}
          </>
        }
      />
      {checkInFirst && <CheckInCard tournament={t} />}
      <p className={styles.badges}>
        <Badge tone={tone}>{label}</Badge>
        {t.registrationOpen && <Badge tone="success">Registration open</Badge>}
        {checkedIn && !checkInFirst && t.status === 'in_progress' && (
          <Badge tone="success">Checked in ✓</Badge>
        )}
        {t.visibility === 'unlisted' && <Badge tone="purple">Unlisted</Badge>}
      </p>
      {!gameDay && detailGrid}
      {gameDay && playing && <MyGameCard tournamentId={t.id} />}
      <LiveSections tournamentId={t.id} started={t.currentRound > 0} playing={playing && !gameDay} />
      {gameDay && detailGrid}
    </>
  );
}

/** My game, the latest pairings and the standings, kept fresh by the live stream. */
function LiveSections({
  tournamentId,
  started,
  playing,
}: {
  tournamentId: string;
  started: boolean;
  playing: boolean;
}) {
  const live = useTournamentLive(tournamentId);
  const rounds = useRounds(tournamentId);
  const standings = useStandings(tournamentId, started);
  const lists = useEventLists(tournamentId);
  const latest = rounds.data?.at(-1);
  // A teams event shows its team matches and team standings where singles shows its pairings.
  const teams = useTournament(tournamentId).data?.format === 'teams';
  return (
    <>
      <p className={styles.liveBadge} data-live={live || undefined} data-testid="live-status">
        {live ? 'Live: updates as results come in' : 'Connecting for live updates…'}
      </p>
      {!started && (
        <p className={styles.hint}>Pairings, results and standings appear here once round 1 is paired.</p>
      )}
      {started && playing && <MyGameCard tournamentId={tournamentId} />}
      {teams && <TeamEventSections tournamentId={tournamentId} started={started} />}
      {latest && !teams && (
        <section aria-labelledby="pairings-heading" className={styles.section}>
          <h2 id="pairings-heading">Pairings</h2>
          <PairingsTools tournamentId={tournamentId} rounds={rounds.data ?? []} />
          <PairingsList round={latest} />
        </section>
      )}
      {rounds.data && <TopCutBracket rounds={rounds.data} />}
      {standings.data && standings.data.standings.length > 0 && (
        <section aria-labelledby="standings-heading" className={styles.section}>
          <h2 id="standings-heading">
            {rounds.data?.some((r) => r.kind === 'top-cut') ? 'Swiss standings' : 'Standings'}
          </h2>
          <StandingsTable
            rows={standings.data.standings}
            roundsCounted={standings.data.roundsCounted}
            tiebreakers={standings.data.tiebreakers}
          />
        </section>
      )}
      {lists.data && lists.data.lists.length > 0 && (
        <Suspense fallback={null}>
          <ListsSection tournamentId={tournamentId} organiser={false} />
        </Suspense>
      )}
    </>
  );
}
