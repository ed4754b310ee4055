import { createHash, randomUUID } from 'node:crypto';
import { checkEventList } from '@muster/analysis';
import type { Roster } from '@muster/contracts';
import { passThroughCode } from '@muster/contracts/error-codes';
import type { BcpImportReply, BcpImportRequest } from '@muster/contracts/tournament-import';
import { canonicalRosterJson } from '@muster/roster-import';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../http/error-handler';
import { user } from '../../auth/auth.table';
import type { RosterParser } from '../../rosters/roster-parse-pool';
import { refreshGameSetups } from '../game-setups.service';
import { guestPlayers } from '../guest-players.table';
import { tournamentLists } from '../lists.table';
import { lockTournament, type Tx } from '../registration.service';
import { tournamentGames, tournamentRounds } from '../rounds.table';
import { requireEventManager } from '../tournament.policy';
import { notifyTournamentChanged } from '../tournament-updates';
import type { TournamentRow, Viewer } from '../tournaments.queries';
import { tournamentEntries, tournaments } from '../tournaments.table';
import { type BcpEventPlan, BcpImportError, type ImportedPlayer, readBcpExport } from './bcp-export';

type ReadLists = { rosters: Map<ImportedPlayer, Roster>; warnings: string[] };

/** Each player's list text through the roster importer (in its worker), one at a time. */
async function readLists(plan: BcpEventPlan, parser: RosterParser): Promise<ReadLists> {
  const rosters = new Map<ImportedPlayer, Roster>();
  const unreadable: string[] = [];
  for (const player of plan.players) {
    if (!player.listText) continue;
    const parsed = await parser.parse(player.listText);
    if (parsed.success && parsed.roster && parsed.roster.units.length > 0) rosters.set(player, parsed.roster);
    else unreadable.push(player.name);
  }
  const warnings =
    unreadable.length > 0
      ? [
          `${unreadable.length} army list${unreadable.length === 1 ? '' : 's'} could not be read and ${unreadable.length === 1 ? 'is' : 'are'} left out (the player keeps their faction): ${unreadable.join(', ')}.`,
        ]
      : [];
  return { rosters, warnings };
}

const lastRoundPlayed = (plan: BcpEventPlan) => {
  const last = new Map<ImportedPlayer, number>();
  for (const g of plan.games)
    for (const p of [g.a, g.b]) if (p) last.set(p, Math.max(last.get(p) ?? 0, g.round));
  return last;
};

/**
 * A user row per imported player without a Muster account, reused when the same BCP user was
 * imported before. Such a row has no credentials and an address under .invalid: it cannot sign in.
 */
async function guestUsers(
  tx: Tx,
  organiserId: string,
  players: ImportedPlayer[],
): Promise<Map<ImportedPlayer, string>> {
  const keys = players.map((p) => p.bcpUserId).filter((k): k is string => k !== null);
  const known = keys.length
    ? await tx
        .select({ userId: guestPlayers.userId, key: guestPlayers.sourceKey })
        .from(guestPlayers)
        .where(and(eq(guestPlayers.source, 'bcp'), inArray(guestPlayers.sourceKey, keys)))
    : [];
  const byKey = new Map(known.map((k) => [k.key, k.userId]));
  const ids = new Map<ImportedPlayer, string>();
  const fresh = players.filter((p) => {
    const reused = p.bcpUserId ? byKey.get(p.bcpUserId) : undefined;
    if (reused) ids.set(p, reused);
    return !reused;
  });
  if (fresh.length > 0) {
    const created = await tx
      .insert(user)
      .values(
        fresh.map((p) => ({
          name: p.name,
          email: `guest-${randomUUID()}@guests.muster.invalid`,
          username: null,
        })),
      )
      .returning({ id: user.id });
    fresh.forEach((p, i) => {
      const id = created[i]?.id;
      if (id) ids.set(p, id);
    });
    await tx.insert(guestPlayers).values(
      fresh.map((p) => ({
        userId: ids.get(p) as string,
        source: 'bcp' as const,
        sourceKey: p.bcpUserId,
        createdBy: organiserId,
      })),
    );
  }
  return ids;
}

/** The event's status and rounds once the imported ones are in. */
function eventProgress(row: TournamentRow, plan: BcpEventPlan) {
  const open = plan.games.filter((g) => g.b && g.vpA === null).length;
  const rounds = Math.max(row.rounds, plan.rounds);
  const status: TournamentRow['status'] =
    plan.rounds === 0 ? row.status : open === 0 && plan.rounds >= row.rounds ? 'completed' : 'in_progress';
  return { open, rounds, status };
}

async function writeEvent(tx: Tx, row: TournamentRow, plan: BcpEventPlan, lists: ReadLists): Promise<void> {
  const guests = await guestUsers(tx, row.organiserId, plan.players);
  const last = lastRoundPlayed(plan);
  const entryRows = await tx
    .insert(tournamentEntries)
    .values(
      plan.players.map((p, i) => {
        const played = last.get(p);
        const status =
          plan.games.length > 0 && played === undefined ? 'withdrawn' : p.dropped ? 'dropped' : 'confirmed';
        return {
          tournamentId: row.id,
          userId: guests.get(p) as string,
          club: p.team,
          faction: p.faction,
          status: status as 'withdrawn' | 'dropped' | 'confirmed',
          paid: true,
          checkedIn: played !== undefined,
          droppedAfterRound: status === 'dropped' ? (played ?? 0) : null,
          drawNumber: i + 1,
        };
      }),
    )
    .returning({ id: tournamentEntries.id });
  const entryOf = new Map(plan.players.map((p, i) => [p, entryRows[i]?.id as string]));
  if (lists.rosters.size > 0) {
    const edition = row.edition === '10th' ? '10th' : '11th';
    await tx.insert(tournamentLists).values(
      [...lists.rosters].map(([player, roster]) => ({
        tournamentId: row.id,
        entryId: entryOf.get(player) as string,
        snapshot: roster,
        hash: createHash('sha256').update(canonicalRosterJson(roster)).digest('hex'),
        points: roster.pointsTotal,
        checks: checkEventList(roster, { pointsLimit: row.pointsLimit, edition, gameSystem: row.gameSystem }),
        legality: null,
        forceDisposition: null,
        status: 'approved' as const,
        note: 'Imported from Best Coast Pairings.',
        reviewedAt: new Date(),
      })),
    );
  }
  const { open, rounds, status } = eventProgress(row, plan);
  for (let number = 1; number <= plan.rounds; number += 1) {
    const games = plan.games.filter((g) => g.round === number);
    const unsettled = games.filter((g) => g.b && g.vpA === null).length;
    const [round] = await tx
      .insert(tournamentRounds)
      .values({
        tournamentId: row.id,
        number,
        status:
          unsettled === 0
            ? 'completed'
            : unsettled < games.filter((g) => g.b).length
              ? 'in_progress'
              : 'paired',
        closedAt: unsettled === 0 ? new Date() : null,
      })
      .returning({ id: tournamentRounds.id });
    if (!round) throw new HttpError(500, 'BCP_IMPORT_FAILED', 'The import could not save a round.');
    await tx.insert(tournamentGames).values(
      games.map((g) => ({
        tournamentId: row.id,
        roundId: round.id,
        tableNumber: g.table,
        entryA: entryOf.get(g.a) as string,
        entryB: g.b ? (entryOf.get(g.b) as string) : null,
        status: !g.b ? ('bye' as const) : g.vpA === null ? ('pending' as const) : ('confirmed' as const),
        vpA: g.vpA,
        vpB: g.vpB,
      })),
    );
    if (unsettled > 0) await refreshGameSetups(tx, row, { roundId: round.id });
  }
  await tx
    .update(tournaments)
    .set({ rounds, status, currentRound: plan.rounds, updatedAt: sql`now()` })
    .where(eq(tournaments.id, row.id));
  if (open > 0 || plan.rounds > 0 || plan.players.length > 0) await notifyTournamentChanged(tx, row.id);
}

/**
 * Imports an event from the files an organiser saved from Best Coast Pairings into one of their
 * events that has no players or rounds yet: players (as guests), factions, teams, lists, every
 * round's pairings and results. All in one transaction: a refused file imports nothing.
 */
export async function importBcpEvent(
  db: Database,
  viewer: Viewer,
  tournamentId: string,
  request: Required<BcpImportRequest>,
  parser: RosterParser,
): Promise<BcpImportReply> {
  const row = await requireEventManager(db, tournamentId, viewer);
  if (row.format === 'teams')
    throw new HttpError(
      409,
      'TEAMS_EVENT',
      'A teams event cannot be imported from BCP: import into a singles event.',
    );
  let plan: BcpEventPlan;
  try {
    plan = readBcpExport(request.files);
  } catch (error) {
    if (error instanceof BcpImportError) throw new HttpError(400, passThroughCode(error.code), error.message);
    throw error;
  }
  const lists = await readLists(plan, parser);
  const reply: BcpImportReply = {
    imported: false,
    event: plan.event,
    files: plan.files,
    players: plan.players.length,
    dropped: plan.players.filter((p) => p.dropped).length,
    rounds: plan.rounds,
    games: plan.games.filter((g) => g.b).length,
    gamesWithoutResult: plan.games.filter((g) => g.b && g.vpA === null).length,
    lists: lists.rosters.size,
    warnings: [...plan.warnings, ...lists.warnings],
  };
  if (request.dryRun) return reply;
  await db.transaction(async (tx) => {
    const locked = await lockTournament(tx, tournamentId);
    const [{ entries = 0 } = {}] = await tx
      .select({ entries: sql<number>`count(*)::int` })
      .from(tournamentEntries)
      .where(eq(tournamentEntries.tournamentId, tournamentId));
    const [{ rounds = 0 } = {}] = await tx
      .select({ rounds: sql<number>`count(*)::int` })
      .from(tournamentRounds)
      .where(eq(tournamentRounds.tournamentId, tournamentId));
    if (entries > 0 || rounds > 0)
      throw new HttpError(
        409,
        'BCP_IMPORT_NOT_EMPTY',
        `An import goes into an event with no players or rounds yet; this one has ${entries} player${entries === 1 ? '' : 's'} and ${rounds} round${rounds === 1 ? '' : 's'}. Create a new event for it.`,
      );
    await writeEvent(tx, locked, plan, lists);
  });
  return { ...reply, imported: true };
}
