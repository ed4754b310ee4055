import {
  type ChangedGame,
  type MyGame,
  type ResultReply,
  type Round,
  type RoundListView,
  roundListSchema,
  standingsSchema,
} from '@muster/contracts';
import { myGameIn } from '@muster/contracts/tournament-live-patches';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { type SerialisedReply, serialiseReply } from '../../http/serialised-reply';
import type { EventCache } from './event-cache';
import { changedResultsOf, type EventPeople, eventPeople, gamesWithRounds, roundsOf } from './rounds.queries';
import { standingsReply } from './standings.service';
import { findTournamentRow } from './tournaments.queries';
import { tournamentEntries } from './tournaments.table';

/**
 * Everything an open event page reads during a round, computed once per change of the event and
 * then served from memory: pairings and standings as stored bytes (ETag, gzip), the player's own
 * game picked out of the cached pairings, the changed games of a live update. On event day every
 * phone in the hall reads these after every result; none of those reads touches the database.
 */
/** An event id as the database writes it: anything else names no event (and would not parse). */
const EVENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createEventReads(db: Database, cache: EventCache) {
  const peopleSlot = cache.slot<EventPeople>({ keepOnResults: true });
  const entriesSlot = cache.slot<Map<string, string>>({ keepOnResults: true });
  const roundsSlot = cache.slot<Round[]>();
  const roundsReplySlot = cache.slot<SerialisedReply>();
  const latestRoundsReplySlot = cache.slot<SerialisedReply>();
  const standingsSlot = cache.slot<SerialisedReply>();

  const people = (id: string) => peopleSlot.get(id, () => eventPeople(db, id));
  const rounds = (id: string) =>
    roundsSlot.get(id, async () => roundsOf(db, id, undefined, await people(id)));

  /** The user's entry in the event (any status), or null. */
  const entryOf = async (id: string, userId: string) => {
    const entries = await entriesSlot.get(id, async () => {
      const rows = await db
        .select({ id: tournamentEntries.id, userId: tournamentEntries.userId })
        .from(tournamentEntries)
        .where(eq(tournamentEntries.tournamentId, id));
      return new Map(rows.map((row) => [row.userId, row.id]));
    });
    return entries.get(userId) ?? null;
  };

  /** The player's game in the latest round they are paired in. */
  const myGame = async (id: string, userId: string): Promise<MyGame | null> => {
    const entryId = await entryOf(id, userId);
    if (!entryId) return null;
    // The cached rounds hold every game, so the answer is never left undecided.
    return myGameIn(await rounds(id), entryId) ?? null;
  };

  return {
    rounds,
    /**
     * `{ rounds }` of an existing event as stored bytes; throws 404 for an unknown id. The latest
     * view leaves out the games of Swiss rounds before the last (see roundListQuerySchema).
     */
    roundsReply: (id: string, view: RoundListView = 'all') =>
      (view === 'latest' ? latestRoundsReplySlot : roundsReplySlot).get(id, async () => {
        await findTournamentRow(db, id);
        const all = await rounds(id);
        const shown =
          view === 'latest' ? all.map((round, i) => latestView(round, i === all.length - 1)) : all;
        // Checked against the contract once, when computed, instead of on every request.
        return serialiseReply(roundListSchema.parse({ rounds: shown }));
      }),
    standingsReply: (id: string) =>
      standingsSlot.get(id, async () =>
        serialiseReply(standingsSchema.parse(await standingsReply(db, await findTournamentRow(db, id)))),
      ),
    myGame,
    /**
     * The user is paired in the event's round being played (from the cached pairings; an address
     * that is no event id is simply not played in).
     */
    async isPlayingIn(id: string, userId: string): Promise<boolean> {
      if (!EVENT_ID.test(id)) return false;
      const game = await myGame(id, userId);
      return game !== null && game.roundStatus !== 'completed';
    },
    /** A game read fresh (a result just changed it), with its round; its players from the cache. */
    async resultReply(id: string, gameId: string): Promise<ResultReply> {
      const [reply] = await gamesWithRounds(db, id, [gameId], await people(id));
      if (!reply) throw new HttpError(404, 'GAME_NOT_FOUND', 'Game not found.');
      return reply;
    },
    /** The results of a live update as they now stand (read fresh: they just changed). */
    changedResults: (id: string, gameIds: readonly string[]): Promise<ChangedGame[]> =>
      changedResultsOf(db, id, gameIds),
  };
}
export type EventReads = ReturnType<typeof createEventReads>;

/** A round as the latest view shows it: its games only if it is the last round or in the top cut. */
const latestView = (round: Round, last: boolean): Round =>
  last || round.kind === 'top-cut' ? round : { ...round, games: [], gamesOmitted: true };
