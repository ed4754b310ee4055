import type { DraftCommit, DraftViewReply, TeamSettings } from '@muster/contracts';
import { passThroughCode } from '@muster/contracts/error-codes';
import {
  commit,
  type DraftAction,
  type DraftRefusalCode,
  type DraftState,
  expire,
  type TeamDraftFormat,
  type TeamSide,
  teamDraftFormats,
  viewFor,
} from '@muster/pairing';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import { notifyPairings } from '../tournaments/event-notifications';
import { refreshGameSetups } from '../tournaments/game-setups.service';
import { tournamentLists } from '../tournaments/lists.table';
import type { Tx } from '../tournaments/registration.service';
import { tournamentGames, tournamentRounds } from '../tournaments/rounds.table';
import { type TeamMatchRow, tournamentTeamMatches, tournamentTeams } from '../tournaments/teams.table';
import { notifyTournamentChanged } from '../tournaments/tournament-updates';
import { findTournamentRow, type TournamentRow, type Viewer } from '../tournaments/tournaments.queries';
import { tournamentEntries } from '../tournaments/tournaments.table';
import { requireDraftCaptain, teamMatchSeatOf } from './team-match.policy';
import { teamSettingsOf } from './team-queries';

type Reader = Pick<Database, 'select'>;

const formatsBySize: Record<TeamSettings['teamSize'], TeamDraftFormat> = {
  3: teamDraftFormats.teamsOf3,
  5: teamDraftFormats.teamsOf5,
  8: teamDraftFormats.teamsOf8,
};

/** The event's draft format: the size's preset with the event's table choice and step times. */
export function draftFormatFor(settings: TeamSettings): TeamDraftFormat {
  const preset = formatsBySize[settings.teamSize];
  return {
    ...preset,
    tableChoice:
      settings.tableChoice === 'organiser'
        ? { kind: 'organiser' }
        : { kind: 'defender-picks', order: 'first-picker-first' },
    secondsPerStep: {
      defender: settings.draftStepSeconds,
      attackers: settings.draftStepSeconds,
      choice: settings.draftStepSeconds,
      table: settings.tablePickSeconds,
    },
  };
}

export async function findMatch(db: Reader, tournamentId: string, matchId: string): Promise<TeamMatchRow> {
  const [match] = await db
    .select()
    .from(tournamentTeamMatches)
    .where(and(eq(tournamentTeamMatches.id, matchId), eq(tournamentTeamMatches.tournamentId, tournamentId)));
  if (!match) throw new HttpError(404, 'TEAM_MATCH_NOT_FOUND', 'No such team match at this event.');
  return match;
}

/** The draft's games become the round's games, on the tables the draft gave them. */
async function storeDraftGames(
  tx: Tx,
  row: TournamentRow,
  match: TeamMatchRow,
  state: DraftState,
): Promise<void> {
  const existing = await tx
    .select({ id: tournamentGames.id })
    .from(tournamentGames)
    .where(eq(tournamentGames.teamMatchId, match.id));
  if (existing.length > 0) return;
  await tx.insert(tournamentGames).values(
    state.games.map((game) => ({
      tournamentId: row.id,
      roundId: match.roundId,
      teamMatchId: match.id,
      tableNumber: game.table ?? 0,
      entryA: game.a,
      entryB: game.b,
      status: 'pending' as const,
    })),
  );
  await refreshGameSetups(tx, row, { roundId: match.roundId });
  // The players of the match learn their table and opponent now, as singles players do at pairing.
  const [round] = await tx
    .select({ number: tournamentRounds.number })
    .from(tournamentRounds)
    .where(eq(tournamentRounds.id, match.roundId));
  if (round) await notifyPairings(tx, row, match.roundId, round.number, match.id);
}

const changed = (before: DraftState, after: DraftState) =>
  before.stepIndex !== after.stepIndex || before.log.length !== after.log.length;

/**
 * Saves a draft that moved on (a commit, or defaults applied when time ran out), under the match's
 * row lock; a finished draft makes the games. Everyone watching hears of it.
 */
async function saveDraft(tx: Tx, row: TournamentRow, match: TeamMatchRow, state: DraftState): Promise<void> {
  await tx
    .update(tournamentTeamMatches)
    .set({ draft: state, version: sql`${tournamentTeamMatches.version} + 1`, updatedAt: sql`now()` })
    .where(eq(tournamentTeamMatches.id, match.id));
  if (state.stepIndex >= state.plan.length) await storeDraftGames(tx, row, match, state);
  await notifyTournamentChanged(tx, row.id);
}

/** Applies what a passed deadline decides (team-sheet defaults), so every reader sees the same draft. */
async function settleDeadlines(db: Database, row: TournamentRow, matchId: string): Promise<TeamMatchRow> {
  return db.transaction(async (tx) => {
    const [match] = await tx
      .select()
      .from(tournamentTeamMatches)
      .where(eq(tournamentTeamMatches.id, matchId))
      .for('update');
    if (!match) throw new HttpError(404, 'TEAM_MATCH_NOT_FOUND', 'No such team match at this event.');
    if (!match.draft) return match;
    const next = expire(match.draft, new Date());
    if (!changed(match.draft, next)) return match;
    await saveDraft(tx, row, match, next);
    return { ...match, draft: next };
  });
}

async function playersOf(db: Reader, entryIds: readonly string[]) {
  if (entryIds.length === 0) return new Map<string, { username: string; faction: string | null }>();
  const rows = await db
    .select({
      entryId: tournamentEntries.id,
      username: sql<string>`coalesce(${user.username}, ${user.name})`,
      faction: sql<string | null>`${tournamentLists.snapshot}->>'faction'`,
    })
    .from(tournamentEntries)
    .innerJoin(user, eq(user.id, tournamentEntries.userId))
    .leftJoin(tournamentLists, eq(tournamentLists.entryId, tournamentEntries.id))
    .where(inArray(tournamentEntries.id, [...entryIds]));
  return new Map(rows.map((r) => [r.entryId, { username: r.username, faction: r.faction }]));
}

/** Each side's players not yet in a game (what both captains can work out from the reveals). */
function unpairedOf(state: DraftState): Record<TeamSide, string[]> {
  const paired = new Set(state.games.flatMap((g) => [g.a, g.b]));
  return { a: state.teams.a.filter((p) => !paired.has(p)), b: state.teams.b.filter((p) => !paired.has(p)) };
}

async function draftReply(
  db: Database,
  row: TournamentRow,
  match: TeamMatchRow,
  viewer: Viewer,
): Promise<DraftViewReply> {
  const state = match.draft;
  if (!state || !match.teamB) throw new HttpError(409, 'TEAM_BYE', 'This team has a bye: there is no draft.');
  const { side, captain } = await teamMatchSeatOf(db, row.id, match, viewer);
  const view = viewFor(state, side ?? 'spectator');
  const teams = await db
    .select({ id: tournamentTeams.id, name: tournamentTeams.name })
    .from(tournamentTeams)
    .where(inArray(tournamentTeams.id, [match.teamA, match.teamB]));
  const people = await playersOf(db, [...state.teams.a, ...state.teams.b]);
  const team = (t: TeamSide) => ({
    teamId: t === 'a' ? match.teamA : (match.teamB as string),
    name: teams.find((x) => x.id === (t === 'a' ? match.teamA : match.teamB))?.name ?? 'Team',
    players: state.teams[t].map((entryId) => ({
      entryId,
      username: people.get(entryId)?.username ?? 'unknown',
      faction: people.get(entryId)?.faction ?? null,
    })),
  });
  const [roundRow] = await db
    .execute<{ number: number }>(sql`SELECT number FROM tournament_rounds WHERE id = ${match.roundId}`)
    .then((r) => r.rows);
  return {
    matchId: match.id,
    round: roundRow?.number ?? 0,
    formatName: state.format.name,
    side,
    canCommit: captain,
    tables: [...state.tables],
    firstPicker: state.firstPicker,
    teams: { a: team('a'), b: team('b') },
    pending: view.pending,
    committed: view.committed,
    ownCommit: view.ownCommit ? plainAction(view.ownCommit) : null,
    rounds: view.rounds.map((r) => ({
      ...r,
      attackers: r.attackers ? { a: [...r.attackers.a], b: [...r.attackers.b] } : null,
    })),
    games: view.games,
    log: view.log.map((entry) => ({ ...entry, action: plainAction(entry.action) })),
    unpaired: unpairedOf(state),
    serverTime: new Date().toISOString(),
  };
}

export async function getDraft(
  db: Database,
  viewer: Viewer,
  id: string,
  matchId: string,
): Promise<DraftViewReply> {
  const row = await findTournamentRow(db, id);
  teamSettingsOf(row);
  await findMatch(db, id, matchId);
  const match = await settleDeadlines(db, row, matchId);
  return draftReply(db, row, match, viewer);
}

/** The engine's actions with their read-only arrays copied, as the contract's plain data. */
function plainAction(action: DraftAction): DraftViewReply['log'][number]['action'] {
  return action.step === 'attackers' ? { step: 'attackers', players: [...action.players] } : action;
}

const sameAction = (a: DraftAction, b: DraftCommit['action']) =>
  JSON.stringify(plainAction(a)) === JSON.stringify(b);

/**
 * Whether this side's captain already made exactly this commit: it is still waiting for the other
 * side, or it was the side's last move and has been revealed since.
 */
function alreadyMade(state: DraftState, side: TeamSide, action: DraftCommit['action']): boolean {
  const waiting = state.pending[side];
  if (waiting) return sameAction(waiting, action);
  const last = state.log.filter((entry) => entry.team === side).at(-1);
  return last?.how === 'committed' && sameAction(last.action, action);
}

/** Refusals that are about the choice made (400) rather than the draft's moment (409). */
const badChoice: DraftRefusalCode[] = [
  'malformed-action',
  'unknown-player',
  'not-your-player',
  'defender-cannot-attack',
  'wrong-attacker-count',
  'same-attacker-twice',
  'not-offered',
  'unknown-table',
];

/** A captain commits their side's step; it stays hidden from the other side until both are in. */
export async function commitDraftStep(
  db: Database,
  viewer: NonNullable<Viewer>,
  id: string,
  matchId: string,
  body: DraftCommit,
): Promise<DraftViewReply> {
  const row = await findTournamentRow(db, id);
  teamSettingsOf(row);
  const found = await findMatch(db, id, matchId);
  const side = requireDraftCaptain(await teamMatchSeatOf(db, row.id, found, viewer));
  const match = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(tournamentTeamMatches)
      .where(eq(tournamentTeamMatches.id, matchId))
      .for('update');
    if (!locked?.draft) throw new HttpError(409, 'TEAM_BYE', 'This team has a bye: there is no draft.');
    const now = new Date();
    const current = expire(locked.draft, now);
    const result = commit(current, side, body.action, now);
    if (!result.ok) {
      // Time that ran out still moves the draft on, even though this commit is refused.
      if (changed(locked.draft, current)) await saveDraft(tx, row, locked, current);
      // A tap retried on a patchy hall connection: the same choice again is the commit it made.
      if (alreadyMade(current, side, body.action)) return { match: { ...locked, draft: current } };
      const status = badChoice.includes(result.code) ? 400 : 409;
      return {
        refused: new HttpError(
          status,
          passThroughCode(`DRAFT_${result.code.toUpperCase().replaceAll('-', '_')}`),
          result.message,
        ),
      };
    }
    await saveDraft(tx, row, locked, result.state);
    return { match: { ...locked, draft: result.state } };
  });
  if ('refused' in match) throw match.refused;
  return draftReply(db, row, match.match, viewer);
}
