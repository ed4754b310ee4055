import type { Standings, Tournament } from '@muster/contracts';
import { presetById } from '@muster/pairing';
import { lazy, type ReactNode, Suspense, useDeferredValue, useMemo } from 'react';
import { useParams } from 'react-router';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { RenderWhenNear } from '../../ui/RenderWhenNear';
import { usePaintedAfter } from '../../ui/use-painted-after';
import { CheckInCard } from './CheckInCard';
import { CalendarLink, PairingsTools } from './EventExports';
import listStyles from './EventLists.module.css';
import { EventLoadFailure } from './EventLoadFailure';
import { useEventLists } from './lists-api';
import { MyGameCard } from './MyGameCard';
import { MyListPanel } from './MyListPanel';
import { opensOnMyGame } from './opens-on-my-game';
import { PairingsList, pairingsHeightEstimate } from './PairingsList';
import { RegistrationPanel } from './RegistrationPanel';
import { myGameFromRounds, useLatestRounds, useMyGame, useStandings } from './rounds-api';
import { StandingsTable, standingsHeightEstimate } from './StandingsTable';
import { TopCutBracket } from './TopCutBracket';
import styles from './Tournaments.module.css';
import { eventDates, playerCount, statusLabels } from './tournament-labels';
import { useTournamentLive } from './tournament-live';
import { useTournament } from './tournaments-api';
import { WINDOW_FROM } from './use-windowed-rows';

// Parts only some events show load when they are first drawn, so the event's details (what most
// visits read, before the day) come with less code. Until a part has arrived, the page's loading
// spinner stays (the shell's Suspense boundary), so nothing moves once drawn; the lists at the
// foot of the page, usually empty before the day, are read with the page (the server hints that
// read) and their code loads only when there are lists to show. The player's game card is part of
// the page: on the day it is the first thing a player reads, and it is drawn with the pairings.
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
      <LiveSections tournament={t} gameDay={gameDay} playing={playing} after={gameDay ? detailGrid : null} />
    </>
  );
}

/**
 * My game, the latest pairings and the standings, kept fresh by the live stream. On game day the
 * player's game comes first: read on its own before the pairings and drawn as soon as it is in;
 * until then the card keeps its place, and until the pairings are in the lists keep a screen's
 * height, so nothing drawn later moves what is in view. Anyone else's page draws the pairings
 * (and, at a small event, the card picked out of them) from the page's first read.
 */
function LiveSections({
  tournament,
  gameDay,
  playing,
  after,
}: {
  tournament: Tournament;
  gameDay: boolean;
  playing: boolean;
  /** What goes under the lists (the event's details on game day). */
  after: ReactNode;
}) {
  const tournamentId = tournament.id;
  const started = tournament.currentRound > 0;
  const entryId = tournament.viewer.entry?.id ?? null;
  const live = useTournamentLive(tournamentId);
  // On game day a player's own game (a kilobyte, hinted by the server with the page) is read and
  // painted first; the pairings (tens of kilobytes at a Grand Tournament) are read after it, so on
  // a slow hall connection they never hold the player's table back.
  const playerFirst = opensOnMyGame(tournament);
  const myGame = useMyGame(tournamentId, playerFirst);
  const myGameSettled = usePaintedAfter(myGame.data !== undefined || myGame.isError);
  const rounds = useLatestRounds(tournamentId, !playerFirst || myGameSettled);
  const lists = useEventLists(tournamentId);
  // The lists are drawn after the player's card has been painted, in a render of their own: the
  // card (what a player opens the page for) reaches the screen first, and the lists' work, in
  // slices React can pause, no longer holds it back.
  const cardPainted = usePaintedAfter(rounds.data !== undefined);
  const shownRounds = useDeferredValue(cardPainted ? rounds.data : undefined, undefined);
  const latest = shownRounds?.at(-1);
  const placeholder = useMemo(
    () => (rounds.data && entryId ? myGameFromRounds(rounds.data, entryId) : undefined),
    [rounds.data, entryId],
  );
  // A teams event shows its team matches and team standings where singles shows its pairings.
  const teams = tournament.format === 'teams';
  const card = playing && started && (
    <MyGameCard tournamentId={tournamentId} placeholder={placeholder} reserveSpace={playerFirst} />
  );
  const liveBadge = (
    <p className={styles.liveBadge} data-live={live || undefined} data-testid="live-status">
      {live ? 'Live: updates as results come in' : 'Connecting for live updates…'}
    </p>
  );
  return (
    <>
      {gameDay && card}
      {liveBadge}
      {!started && (
        <p className={styles.hint}>Pairings, results and standings appear here once round 1 is paired.</p>
      )}
      {!gameDay && card}
      {teams && <TeamEventSections tournamentId={tournamentId} started={started} />}
      {started && !teams && !shownRounds && <div className={listStyles.pendingSections} />}
      {latest && !teams && (
        <section aria-labelledby="pairings-heading" className={styles.section}>
          <h2 id="pairings-heading">Pairings</h2>
          <PairingsTools tournamentId={tournamentId} rounds={shownRounds ?? []} />
          {playerFirst && latest.games.length >= WINDOW_FROM ? (
            // Under the player's own game, a Grand Tournament's pairings are drawn as they come
            // into view: the phone's first seconds go to the card, not to a list below it.
            <RenderWhenNear reserve={pairingsHeightEstimate(latest.games.length)} margin={0}>
              <PairingsList round={latest} viewerEntryId={entryId} />
            </RenderWhenNear>
          ) : (
            <PairingsList round={latest} viewerEntryId={entryId} />
          )}
        </section>
      )}
      {shownRounds && <TopCutBracket rounds={shownRounds} />}
      {/* Under the pairings, so it waits for them: standings drawn first would be pushed down. */}
      {shownRounds && started && (
        <StandingsSection
          tournamentId={tournamentId}
          fieldSize={tournament.counts.confirmed}
          topCut={shownRounds.some((r) => r.kind === 'top-cut')}
          viewerEntryId={entryId}
        />
      )}
      {lists.data && lists.data.lists.length > 0 && (
        <Suspense fallback={null}>
          <ListsSection tournamentId={tournamentId} organiser={false} />
        </Suspense>
      )}
      {/* Under every pairing and standing, the details are drawn (and their reads made: your list,
          your rosters, the missions) when the player scrolls near them, judged once the lists
          above have their height: before, everything is near. */}
      {after && (shownRounds || rounds.isError) && <RenderWhenNear reserve={600}>{after}</RenderWhenNear>}
    </>
  );
}

/**
 * The standings under the pairings. At a large event they sit tens of thousands of pixels down a
 * phone's page, so they are read (hundreds of kilobytes at 800 players) and drawn only as they
 * come within reach of the screen; a small event's are read with the page.
 */
function StandingsSection({
  tournamentId,
  fieldSize,
  topCut,
  viewerEntryId,
}: {
  tournamentId: string;
  fieldSize: number;
  topCut: boolean;
  viewerEntryId: string | null;
}) {
  const large = fieldSize >= WINDOW_FROM;
  const standings = useStandings(tournamentId, !large);
  const heading = <h2 id="standings-heading">{topCut ? 'Swiss standings' : 'Standings'}</h2>;
  if (large)
    return (
      <section aria-labelledby="standings-heading" className={styles.section}>
        {heading}
        <RenderWhenNear reserve={standingsHeightEstimate(fieldSize)}>
          <LargeStandings
            tournamentId={tournamentId}
            reserve={standingsHeightEstimate(fieldSize)}
            viewerEntryId={viewerEntryId}
          />
        </RenderWhenNear>
      </section>
    );
  if (!standings.data || standings.data.standings.length === 0) return null;
  return (
    <section aria-labelledby="standings-heading" className={styles.section}>
      {heading}
      <StandingsFrom reply={standings.data} viewerEntryId={viewerEntryId} />
    </section>
  );
}

/** A large event's standings, read once their place is near the screen; their space kept till then. */
function LargeStandings({
  tournamentId,
  reserve,
  viewerEntryId,
}: {
  tournamentId: string;
  reserve: number;
  viewerEntryId: string | null;
}) {
  const standings = useStandings(tournamentId, true);
  if (standings.error)
    return (
      <div role="alert" className={styles.inline}>
        <p>The standings could not be loaded.</p>
        <Button variant="secondary" onClick={() => void standings.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (!standings.data) return <div style={{ height: reserve }} aria-busy="true" />;
  return <StandingsFrom reply={standings.data} viewerEntryId={viewerEntryId} />;
}

function StandingsFrom({ reply, viewerEntryId }: { reply: Standings; viewerEntryId: string | null }) {
  return (
    <StandingsTable
      rows={reply.standings}
      roundsCounted={reply.roundsCounted}
      tiebreakers={reply.tiebreakers}
      viewerEntryId={viewerEntryId}
    />
  );
}
