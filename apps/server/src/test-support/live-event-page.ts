import http from 'node:http';
import {
  type ChangedGame,
  type LiveUpdate,
  liveUpdateSchema,
  type MyGame,
  type Round,
} from '@muster/contracts/tournament-live';
import { withChangedGames, withChangedMyGame } from '@muster/contracts/tournament-live-patches';

/**
 * An open event page as the web app keeps it (tournament-live.ts), without a browser: it loads the
 * pairings and the player's game, follows the event's live stream over one HTTP connection, patches
 * the games a result message carries, and refetches (revalidating with its ETag) on any other
 * message. The integration test checks such pages converge; the event-day bench opens 800 of them.
 */
export type LiveEventPage = {
  rounds: () => Round[];
  myGame: () => MyGame | null;
  standingsFetches: () => number;
  /** When (performance.now()) the page first showed each game in each status: "gameId status". */
  seen: Map<string, number>;
  ready: Promise<void>;
  /** Reads this page is still waiting for (path, since when): what a page that fell behind waits on. */
  pendingReads: () => { path: string; since: number }[];
  /** Whether this page shows the standings. */
  showsStandings: boolean;
  close: () => void;
};

type Reply = { status: number; etag: string | undefined; body: string };

function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          etag: response.headers.etag,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Messages are the same bytes for every page: each is parsed once per process. */
const parsedMessages = new Map<string, LiveUpdate | null>();
function parseMessage(raw: string): LiveUpdate | null {
  let parsed = parsedMessages.get(raw);
  if (parsed === undefined) {
    try {
      const result = liveUpdateSchema.safeParse(JSON.parse(raw));
      parsed = result.success ? result.data : null;
    } catch {
      parsed = null;
    }
    if (parsedMessages.size > 1000) parsedMessages.clear();
    parsedMessages.set(raw, parsed);
  }
  return parsed;
}

export function openLiveEventPage(options: {
  origin: string;
  tournamentId: string;
  agent: http.Agent;
  /** The signed-in player's cookie, for "your game"; none for a spectator. */
  cookie?: string;
  /** Whether the page shows the standings (refetched when a message says they moved). */
  showsStandings?: boolean;
  onError?: (error: unknown) => void;
}): LiveEventPage {
  const { origin, tournamentId, agent } = options;
  const base = `${origin}/api/tournaments/${tournamentId}`;
  const cookieHeader: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  let rounds: Round[] = [];
  let roundsTag: string | undefined;
  let myGame: MyGame | null = null;
  let standingsTag: string | undefined;
  let standingsFetches = 0;
  const seen = new Map<string, number>();
  const fail = options.onError ?? (() => {});
  const inFlight = new Set<{ path: string; since: number }>();
  /** A read, tracked while it waits for its answer. */
  const read = async (url: string, headers: Record<string, string>): Promise<Reply> => {
    const entry = { path: url.slice(base.length) || '/', since: performance.now() };
    inFlight.add(entry);
    try {
      return await get(agent, url, headers);
    } finally {
      inFlight.delete(entry);
    }
  };

  const note = (games: Iterable<ChangedGame['game']>) => {
    const now = performance.now();
    for (const game of games) {
      const key = `${game.id} ${game.status}`;
      if (!seen.has(key)) seen.set(key, now);
    }
  };
  const loadRounds = async () => {
    const reply = await read(`${base}/rounds`, {
      'accept-encoding': 'identity',
      ...(roundsTag ? { 'if-none-match': roundsTag } : {}),
    });
    if (reply.status === 304) return;
    if (reply.status !== 200) throw new Error(`rounds: ${reply.status}`);
    rounds = (JSON.parse(reply.body) as { rounds: Round[] }).rounds;
    roundsTag = reply.etag;
    note(rounds.flatMap((round) => round.games));
  };
  const loadMyGame = async () => {
    if (!options.cookie) return;
    const reply = await read(`${base}/my-game`, cookieHeader);
    if (reply.status !== 200) throw new Error(`my-game: ${reply.status}`);
    myGame = (JSON.parse(reply.body) as { current: MyGame | null }).current;
  };
  const loadStandings = async () => {
    if (!options.showsStandings) return;
    const reply = await read(`${base}/standings`, {
      'accept-encoding': 'identity',
      ...(standingsTag ? { 'if-none-match': standingsTag } : {}),
    });
    standingsFetches += 1;
    if (reply.status === 200) standingsTag = reply.etag;
    else if (reply.status !== 304) throw new Error(`standings: ${reply.status}`);
  };
  // As the web app's queries do (TanStack Query, App.tsx): a read that fails with a 5xx or no
  // answer is tried again up to 3 times, after 1, 2 and 4 s.
  const retried = (load: () => Promise<void>) => async (): Promise<void> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        const status = Number(/: (\d{3})$/.exec(String(error))?.[1] ?? 0);
        if (attempt >= 3 || (status > 0 && status < 500)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
      }
    }
  };
  const readRounds = retried(loadRounds);
  const readMyGame = retried(loadMyGame);
  const readStandings = retried(loadStandings);
  const refetchAll = () => Promise.all([readRounds(), readMyGame(), readStandings()]).then(() => {});

  // Messages are applied one at a time, in order, as the browser's event loop would.
  // A refetch already waiting to run covers any later message asking for one (TanStack Query
  // likewise refetches an invalidated query once, however often it is invalidated meanwhile).
  let applying: Promise<void> = Promise.resolve();
  let refetchWaiting = false;
  const onUpdate = (raw: string) => {
    const early = parseMessage(raw);
    if ((!early || early.scope === 'event') && refetchWaiting) return;
    if (!early || early.scope === 'event') refetchWaiting = true;
    applying = applying
      .then(async () => {
        const update = parseMessage(raw);
        if (!update || update.scope === 'event') {
          refetchWaiting = false;
          return refetchAll();
        }
        const next = withChangedGames(rounds, update.games);
        if (next) {
          rounds = next;
          note(update.games.map((change) => change.game));
        } else await readRounds();
        myGame = withChangedMyGame(myGame, update.games);
        if (update.standings) await readStandings();
      })
      .catch(fail);
  };

  let request: http.ClientRequest | null = null;
  const ready = refetchAll().then(
    () =>
      new Promise<void>((resolve, reject) => {
        // A stream holds its connection for good: its own, outside the pool.
        request = http.get(
          `${base}/events`,
          { agent: false, headers: { accept: 'text/event-stream' } },
          (response) => {
            if (response.statusCode !== 200) {
              reject(new Error(`events: ${response.statusCode}`));
              return;
            }
            response.setEncoding('utf8');
            let buffer = '';
            response.on('data', (chunk: string) => {
              buffer += chunk;
              let end = buffer.indexOf('\n\n');
              while (end >= 0) {
                const block = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                const name = /^event: (.+)$/m.exec(block)?.[1];
                const data = /^data: (.*)$/m.exec(block)?.[1];
                if (name === 'ready') resolve();
                else if (name === 'update' && data) onUpdate(data);
                end = buffer.indexOf('\n\n');
              }
            });
            response.on('error', () => {});
          },
        );
        request.on('error', reject);
      }),
  );

  return {
    rounds: () => rounds,
    myGame: () => myGame,
    standingsFetches: () => standingsFetches,
    seen,
    ready,
    pendingReads: () => [...inFlight],
    showsStandings: options.showsStandings ?? false,
    close: () => request?.destroy(),
  };
}
