import type { ActiveEvent, ChangedGame, LiveUpdate, MyGame, Round } from '@muster/contracts/tournament-live';
import { withChangedGames, withChangedMyGame } from '@muster/contracts/tournament-live-patches';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { tournamentKeys } from './tournament-keys';

/**
 * The message schema (with zod) is loaded with the first message, not with the app: the shell
 * follows your event on every page, and zod and the contract schemas cost every page's start-up
 * on a phone (a quarter of the app's script).
 */
let liveSchemasLoading: Promise<typeof import('@muster/contracts/tournament-live')> | null = null;
function liveSchemas() {
  liveSchemasLoading ??= import('@muster/contracts/tournament-live').catch((error: unknown) => {
    liveSchemasLoading = null;
    throw error;
  });
  return liveSchemasLoading;
}

/**
 * What a live message changes in the page's queries. A result patches the games it names in the
 * pairings and in "your game" (no request at all); standings are refetched only where they are
 * shown (TanStack refetches active queries only) and only when a settled result moved them.
 * Anything else, or a message this page cannot place, refreshes every tournament query.
 */
async function applyLiveUpdate(queryClient: QueryClient, tournamentId: string, raw: string): Promise<void> {
  let update: LiveUpdate | null = null;
  try {
    const { liveUpdateSchema } = await liveSchemas();
    const parsed = liveUpdateSchema.safeParse(JSON.parse(raw));
    update = parsed.success ? parsed.data : null;
  } catch {
    // Not JSON, or the schema's code could not be loaded (offline): refetch as for any unknown.
    update = null;
  }
  if (!update || update.scope === 'event' || update.tournamentId !== tournamentId) {
    void queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
    return;
  }
  applyChangedGames(queryClient, tournamentId, update.games, update.standings);
}

/** Puts changed results in place in the event's queries; refetches only what they cannot patch. */
export function applyChangedGames(
  queryClient: QueryClient,
  tournamentId: string,
  changes: readonly ChangedGame[],
  standingsMoved: boolean,
): void {
  // The whole event's rounds (organiser pages) and the event page's latest view; a change to a
  // game the latest view left out cannot be placed there, so that view is refetched.
  for (const key of [tournamentKeys.rounds(tournamentId), tournamentKeys.latestRounds(tournamentId)]) {
    const rounds = queryClient.getQueryData<Round[]>(key);
    if (!rounds) continue;
    const next = withChangedGames(rounds, changes);
    if (next) queryClient.setQueryData(key, next);
    else void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
  queryClient.setQueryData<MyGame | null>(tournamentKeys.myGame(tournamentId), (current) =>
    current === undefined ? current : withChangedMyGame(current, changes),
  );
  const active = queryClient.getQueryData<ActiveEvent | null>(tournamentKeys.myActive);
  if (active?.id === tournamentId && active.matches.some((m) => changes.some((c) => c.game.id === m.id)))
    void queryClient.invalidateQueries({ queryKey: tournamentKeys.myActive });
  void queryClient.invalidateQueries({ queryKey: tournamentKeys.teamMatches(tournamentId) });
  if (standingsMoved) {
    void queryClient.invalidateQueries({ queryKey: tournamentKeys.standings(tournamentId) });
    void queryClient.invalidateQueries({ queryKey: tournamentKeys.teamStandings(tournamentId) });
  }
}

type Connection = {
  source: EventSource;
  users: number;
  live: boolean;
  /** Messages are applied one after another, in the order they came, however long parsing takes. */
  applied: Promise<void>;
  connectedBefore: boolean;
  watchers: Set<(live: boolean) => void>;
};
/** One stream per event per tab, however many components follow it (page, chip, companion). */
const connections = new Map<string, Connection>();

function follow(queryClient: QueryClient, id: string, onLive: (live: boolean) => void): () => void {
  let connection = connections.get(id);
  if (!connection) {
    const source = new EventSource(`/api/tournaments/${encodeURIComponent(id)}/events`);
    const created: Connection = {
      source,
      users: 0,
      live: false,
      applied: Promise.resolve(),
      connectedBefore: false,
      watchers: new Set(),
    };
    const setLive = (live: boolean) => {
      created.live = live;
      for (const watcher of created.watchers) watcher(live);
    };
    source.addEventListener('ready', () => {
      // A reconnection may have missed messages: refetch what is shown, once.
      if (created.connectedBefore) void queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
      created.connectedBefore = true;
      setLive(true);
    });
    source.addEventListener('update', (event) => {
      const raw = (event as MessageEvent<string>).data;
      created.applied = created.applied
        .then(() => applyLiveUpdate(queryClient, id, raw))
        // A message that could not be applied must not stop the ones after it.
        .catch(() => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }));
    });
    source.onerror = () => setLive(false);
    connection = created;
    connections.set(id, connection);
  }
  const current = connection;
  current.users += 1;
  current.watchers.add(onLive);
  onLive(current.live);
  return () => {
    current.users -= 1;
    current.watchers.delete(onLive);
    if (current.users === 0) {
      current.source.close();
      connections.delete(id);
    }
  };
}

/**
 * Keeps the event's queries fresh while a component that shows them is mounted; true while the
 * live stream is connected. EventSource reconnects by itself.
 */
export function useTournamentLive(id: string | null | undefined): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!id || typeof EventSource === 'undefined') return;
    return follow(queryClient, id, setLive);
  }, [id, queryClient]);
  return live;
}
