import { randomInt } from 'node:crypto';
import type { TeamMatch, TeamStandings } from '@muster/contracts';
import {
  computeTeamStandings,
  type PairingWarning,
  pairTeamRound,
  scoreTeamMatch,
  startDraft,
  type TeamMatchRecord,
  teamByeScore,
} from '@muster/pairing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import type { Tx } from '../tournaments/registration.service';
import { tournamentGames, tournamentRounds } from '../tournaments/rounds.table';
import { scoringFor } from '../tournaments/scoring';
import {
  type TeamMatchRow,
  tournamentTeamMatches,
  tournamentTeamMembers,
  tournamentTeams,
} from '../tournaments/teams.table';
import type { TournamentRow } from '../tournaments/tournaments.queries';
import { draftFormatFor } from './draft.service';
import { teamSettingsOf, teamSheet } from './team-queries';

type Reader = Pick<Database, 'select'>;
type RoundRow = typeof tournamentRounds.$inferSelect;
type GameRow = typeof tournamentGames.$inferSelect;

/** A result that counts: confirmed or resolved, or reported in a round the organiser closed. */
const settled = (game: GameRow, round: RoundRow) =>
  game.status === 'confirmed' ||
  game.status === 'resolved' ||
  game.status === 'bye' ||
  (game.status === 'reported' && round.status === 'completed');

type MatchWithGames = { match: TeamMatchRow; round: RoundRow; games: GameRow[] };

async function matchesWithGames(
  db: Reader,
  tournamentId: string,
  onlyRound?: number,
): Promise<MatchWithGames[]> {
  const rows = await db
    .select({ match: tournamentTeamMatches, round: tournamentRounds })
    .from(tournamentTeamMatches)
    .innerJoin(tournamentRounds, eq(tournamentRounds.id, tournamentTeamMatches.roundId))
    .where(
      onlyRound === undefined
        ? eq(tournamentTeamMatches.tournamentId, tournamentId)
        : and(eq(tournamentTeamMatches.tournamentId, tournamentId), eq(tournamentRounds.number, onlyRound)),
    )
    .orderBy(asc(tournamentRounds.number), asc(tournamentTeamMatches.number));
  if (rows.length === 0) return [];
  const games = await db
    .select()
    .from(tournamentGames)
    .where(
      inArray(
        tournamentGames.teamMatchId,
        rows.map((r) => r.match.id),
      ),
    );
  return rows.map((r) => ({ ...r, games: games.filter((g) => g.teamMatchId === r.match.id) }));
}

/** A match counts in the team standings once every game in it has a result that counts. */
function matchRecord(row: TournamentRow, { match, round, games }: MatchWithGames): TeamMatchRecord | null {
  if (!match.teamB) return { round: round.number, table: 0, teamA: match.teamA, teamB: null };
  const size = teamSettingsOf(row).teamSize;
  if (games.length !== size || !games.every((g) => settled(g, round))) return null;
  return {
    round: round.number,
    table: match.number,
    teamA: match.teamA,
    teamB: match.teamB,
    games: games.map((g) => ({ vpA: g.vpA ?? 0, vpB: g.vpB ?? 0 })),
  };
}

async function teamEntrants(db: Reader, tournamentId: string) {
  const teams = await db
    .select()
    .from(tournamentTeams)
    .where(
      and(
        eq(tournamentTeams.tournamentId, tournamentId),
        inArray(tournamentTeams.status, ['confirmed', 'dropped']),
      ),
    );
  return teams;
}

async function teamStandingsOf(db: Reader, row: TournamentRow) {
  const settings = teamSettingsOf(row);
  const teams = await teamEntrants(db, row.id);
  const played = await matchesWithGames(db, row.id);
  const records = played.flatMap((m) => matchRecord(row, m) ?? []);
  const standings = computeTeamStandings(
    teams.map((t) => ({ id: t.id, name: t.name, dropped: t.status === 'dropped', drawNumber: t.drawNumber })),
    records,
    { gamePreset: scoringFor(row), teamRules: settings.teamResult, teamSize: settings.teamSize },
  );
  return { standings, teams, records };
}

export async function teamStandingsReply(db: Reader, row: TournamentRow): Promise<TeamStandings> {
  const { standings, teams, records } = await teamStandingsOf(db, row);
  const rounds = new Set(records.map((r) => r.round));
  return {
    roundsCounted: rounds.size,
    standings: standings.map((s) => ({
      rank: s.rank,
      teamId: s.teamId,
      name: s.name ?? 'Team',
      club: teams.find((t) => t.id === s.teamId)?.club ?? null,
      dropped: s.dropped,
      played: s.matches,
      wins: s.wins,
      draws: s.draws,
      losses: s.losses,
      byes: s.byes,
      teamPoints: s.teamPoints,
      gamePoints: s.gamePoints,
      vpFor: s.vpFor,
      vpAgainst: s.vpAgainst,
    })),
  };
}

/** Team matches with their status and the score so far (settled games only). */
export async function teamMatchesReply(
  db: Reader,
  row: TournamentRow,
  onlyRound?: number,
): Promise<TeamMatch[]> {
  const settings = teamSettingsOf(row);
  const scoring = scoringFor(row);
  const played = await matchesWithGames(db, row.id, onlyRound);
  const names = new Map((await teamEntrantsAll(db, row.id)).map((t) => [t.id, t.name]));
  return played.map(({ match, round, games }) => {
    const done = games.filter((g) => settled(g, round));
    const bye = match.teamB === null;
    const draftOpen = !bye && (match.draft ? match.draft.stepIndex < match.draft.plan.length : true);
    const score = bye
      ? (() => {
          const s = teamByeScore(scoring, settings.teamResult, settings.teamSize);
          return {
            gamePoints: { a: s.gamePoints, b: 0 },
            vp: { a: s.vpFor, b: s.vpAgainst },
            teamPoints: { a: s.teamPoints, b: 0 },
            result: 'a' as const,
          };
        })()
      : done.length > 0
        ? (() => {
            const s = scoreTeamMatch(
              scoring.rules,
              settings.teamResult,
              done.map((g) => ({ vpA: g.vpA ?? 0, vpB: g.vpB ?? 0 })),
            );
            return { gamePoints: s.gamePoints, vp: s.vp, teamPoints: s.teamPoints, result: s.result };
          })()
        : null;
    return {
      id: match.id,
      round: round.number,
      number: match.number,
      tables: match.tables,
      a: { teamId: match.teamA, name: names.get(match.teamA) ?? 'Team' },
      b: match.teamB ? { teamId: match.teamB, name: names.get(match.teamB) ?? 'Team' } : null,
      status: bye
        ? 'bye'
        : draftOpen
          ? 'drafting'
          : done.length === settings.teamSize
            ? 'complete'
            : 'playing',
      gamesSettled: bye ? 0 : done.length,
      gamesTotal: bye ? 0 : settings.teamSize,
      score,
    };
  });
}

async function teamEntrantsAll(db: Reader, tournamentId: string) {
  return db
    .select({ id: tournamentTeams.id, name: tournamentTeams.name })
    .from(tournamentTeams)
    .where(eq(tournamentTeams.tournamentId, tournamentId));
}

/**
 * Teams that play the next round: confirmed teams with every seat filled; once any team has
 * checked in, only checked-in teams (as singles players).
 */
async function activeTeams(tx: Tx, row: TournamentRow) {
  const { teamSize } = teamSettingsOf(row);
  const confirmed = await tx
    .select()
    .from(tournamentTeams)
    .where(and(eq(tournamentTeams.tournamentId, row.id), eq(tournamentTeams.status, 'confirmed')));
  const withSheets = await Promise.all(
    confirmed.map(async (team) => ({ team, sheet: await teamSheet(tx, team.id) })),
  );
  const complete = withSheets.filter((t) => t.sheet.length === teamSize);
  const checkedIn = complete.filter((t) => t.team.checkedIn);
  return checkedIn.length > 0 ? checkedIn : complete;
}

/** The teams' random draw, made when round 1 is paired: their last tiebreaker. */
async function drawTeamOrder(tx: Tx, tournamentId: string): Promise<void> {
  const undrawn = await tx
    .select({ id: tournamentTeams.id })
    .from(tournamentTeams)
    .where(and(eq(tournamentTeams.tournamentId, tournamentId), sql`${tournamentTeams.drawNumber} IS NULL`));
  const order = undrawn.map((t) => t.id);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j] as string, order[i] as string];
  }
  for (const [index, id] of order.entries())
    await tx
      .update(tournamentTeams)
      .set({ drawNumber: index + 1 })
      .where(eq(tournamentTeams.id, id));
}

/**
 * Team Swiss for a new round: the teams paired on their record by the singles engine, each match
 * on its block of tables with its draft started (a roll-off decides who picks tables first). A
 * bye team's players each get a bye game, so the individual standings count it as the event's
 * bye, and the team standings as a team bye.
 */
export async function pairTeamsInto(tx: Tx, row: TournamentRow, round: RoundRow): Promise<PairingWarning[]> {
  const settings = teamSettingsOf(row);
  if (round.number === 1) await drawTeamOrder(tx, row.id);
  const active = await activeTeams(tx, row);
  if (active.length < 2)
    throw new HttpError(
      409,
      'NOT_ENOUGH_TEAMS',
      `At least two confirmed teams with all ${settings.teamSize} players are needed to pair a round.`,
    );
  const { standings } = await teamStandingsOf(tx, row);
  const activeIds = new Set(active.map((t) => t.team.id));
  const floats = await tx
    .select({ id: tournamentTeamMatches.pairedDown, times: sql<number>`count(*)::int` })
    .from(tournamentTeamMatches)
    .where(
      and(
        eq(tournamentTeamMatches.tournamentId, row.id),
        sql`${tournamentTeamMatches.pairedDown} IS NOT NULL`,
      ),
    )
    .groupBy(tournamentTeamMatches.pairedDown);
  const result = pairTeamRound({
    round: round.number,
    standings: standings.filter((s) => activeIds.has(s.teamId)),
    seed: row.seed,
    teamSize: settings.teamSize,
    pairedDown: new Map(floats.flatMap((f) => (f.id ? [[f.id, f.times] as const] : []))),
  });
  const sheets = new Map(active.map((t) => [t.team.id, t.sheet]));
  const format = draftFormatFor(settings);
  const now = new Date();
  for (const match of result.matches) {
    const draft = startDraft({
      format,
      teams: { a: sheets.get(match.teamA) ?? [], b: sheets.get(match.teamB) ?? [] },
      firstPicker: randomInt(2) === 0 ? 'a' : 'b',
      tables: match.tables,
      at: now,
    });
    if (!draft.ok) throw new HttpError(500, 'DRAFT_START_FAILED', draft.message);
    await tx.insert(tournamentTeamMatches).values({
      tournamentId: row.id,
      roundId: round.id,
      number: match.table,
      teamA: match.teamA,
      teamB: match.teamB,
      tables: match.tables,
      draft: draft.state,
      pairedDown: result.pairedDown.find((id) => id === match.teamA || id === match.teamB) ?? null,
    });
  }
  if (result.bye) {
    const [byeMatch] = await tx
      .insert(tournamentTeamMatches)
      .values({
        tournamentId: row.id,
        roundId: round.id,
        number: result.matches.length + 1,
        teamA: result.bye,
        teamB: null,
        tables: [],
        draft: null,
      })
      .returning();
    const sheet = sheets.get(result.bye) ?? [];
    if (byeMatch && sheet.length > 0)
      await tx.insert(tournamentGames).values(
        sheet.map((entryId) => ({
          tournamentId: row.id,
          roundId: round.id,
          teamMatchId: byeMatch.id,
          tableNumber: 0,
          entryA: entryId,
          entryB: null,
          status: 'bye' as const,
        })),
      );
  }
  // Members of teams sitting this round out (not checked in) are not paired: nothing to store.
  return result.warnings;
}

/** A team round closes only when every draft is done (its games exist to be scored). */
export async function refuseOpenDrafts(tx: Tx, roundId: string): Promise<void> {
  const matches = await tx
    .select({ number: tournamentTeamMatches.number, draft: tournamentTeamMatches.draft })
    .from(tournamentTeamMatches)
    .where(eq(tournamentTeamMatches.roundId, roundId))
    .orderBy(asc(tournamentTeamMatches.number));
  const open = matches.filter((m) => m.draft && m.draft.stepIndex < m.draft.plan.length).map((m) => m.number);
  if (open.length > 0)
    throw new HttpError(
      409,
      'DRAFTS_OPEN',
      `Match${open.length > 1 ? 'es' : ''} ${open.join(', ')} ${open.length > 1 ? 'are' : 'is'} still drafting: the round closes once every draft is done and its games are played.`,
    );
}

/** Re-pairing a team round is possible until a draft step has been committed. */
export async function clearTeamRound(tx: Tx, roundId: string): Promise<void> {
  const matches = await tx
    .select({ draft: tournamentTeamMatches.draft })
    .from(tournamentTeamMatches)
    .where(eq(tournamentTeamMatches.roundId, roundId));
  if (matches.some((m) => (m.draft?.log.length ?? 0) > 0))
    throw new HttpError(
      409,
      'DRAFTS_STARTED',
      'The captains have started drafting: this round can no longer be re-paired.',
    );
  await tx.delete(tournamentGames).where(eq(tournamentGames.roundId, roundId));
  await tx.delete(tournamentTeamMatches).where(eq(tournamentTeamMatches.roundId, roundId));
}

/** The player's team's match in the current round while its draft runs (for the game-day screens). */
export async function openTeamDraft(db: Reader, row: TournamentRow, entryId: string) {
  if (row.currentRound < 1) return null;
  const [member] = await db
    .select({ teamId: tournamentTeamMembers.teamId })
    .from(tournamentTeamMembers)
    .where(eq(tournamentTeamMembers.entryId, entryId));
  if (!member) return null;
  const matches = await matchesWithGames(db, row.id, row.currentRound);
  const mine = matches.find((m) => m.match.teamA === member.teamId || m.match.teamB === member.teamId);
  const draft = mine?.match.draft;
  if (!mine || !draft || draft.stepIndex >= draft.plan.length || !mine.match.teamB) return null;
  const opponentId = mine.match.teamA === member.teamId ? mine.match.teamB : mine.match.teamA;
  const [opponent] = await db
    .select({ name: tournamentTeams.name })
    .from(tournamentTeams)
    .where(eq(tournamentTeams.id, opponentId));
  return { matchId: mine.match.id, roundNumber: row.currentRound, against: opponent?.name ?? 'their team' };
}
