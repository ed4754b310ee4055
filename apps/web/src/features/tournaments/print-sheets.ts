import type { Game } from '@muster/contracts';
import { layoutLabel, missionLabel } from './game-setup-labels';

/** Result slips per printed page: three fit A4 and US Letter with room for signatures. */
export const SLIPS_PER_PAGE = 3;

export type PairingLine = {
  table: number;
  player: string;
  playerFaction: string | null;
  opponent: string;
  opponentFaction: string | null;
  /** Each player's mission and the table's layout, when the game was dealt them. */
  playerMission: string | null;
  opponentMission: string | null;
  layout: string | null;
};

export type PlayerLine = {
  player: string;
  faction: string | null;
  /** Null for the bye. */
  table: number | null;
  opponent: string | null;
  mission: string | null;
};

type Paired = Game & { b: NonNullable<Game['b']> };
const paired = (games: Game[]): Paired[] =>
  games.filter((g): g is Paired => g.b !== null).sort((x, y) => x.table - y.table);

/** The games by table (the bye is not a table), for the pairings sheet and the slips. */
export function pairingLines(games: Game[]): PairingLine[] {
  return paired(games).map((g) => ({
    table: g.table,
    player: g.a.username,
    playerFaction: g.a.faction,
    opponent: g.b.username,
    opponentFaction: g.b.faction,
    playerMission: missionLabel(g.setup?.a),
    opponentMission: missionLabel(g.setup?.b),
    layout: layoutLabel(g.setup),
  }));
}

/** Who has the bye this round. */
export const byePlayers = (games: Game[]) => games.filter((g) => g.b === null).map((g) => g.a.username);

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Every player once, by name, with their table and opponent: "find your table" at the door. */
export function playerLines(games: Game[]): PlayerLine[] {
  const lines = games.flatMap((g): PlayerLine[] =>
    g.b === null
      ? [{ player: g.a.username, faction: g.a.faction, table: null, opponent: null, mission: null }]
      : [
          {
            player: g.a.username,
            faction: g.a.faction,
            table: g.table,
            opponent: g.b.username,
            mission: missionLabel(g.setup?.a, false),
          },
          {
            player: g.b.username,
            faction: g.b.faction,
            table: g.table,
            opponent: g.a.username,
            mission: missionLabel(g.setup?.b, false),
          },
        ],
  );
  return lines.sort((x, y) => byName.compare(x.player, y.player));
}

/** Items in groups of `size`, in order (the last group may be shorter). */
export function pagesOf<T>(items: T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

export type PrintView = 'pairings' | 'by-name' | 'slips';

/** The print view of a round: `?slips=1` for result slips, `?by=name` for the list by player. */
export function printPath(tournamentId: string, round: number, view: PrintView = 'pairings'): string {
  const base = `/tournament/${encodeURIComponent(tournamentId)}/print/round/${round}`;
  if (view === 'slips') return `${base}?slips=1`;
  if (view === 'by-name') return `${base}?by=name`;
  return base;
}

export const printViewOf = (search: URLSearchParams): PrintView =>
  search.get('slips') === '1' ? 'slips' : search.get('by') === 'name' ? 'by-name' : 'pairings';

/** The results download of one round, or of the whole event without a round. */
export function resultsUrl(tournamentId: string, format: 'csv' | 'json', round?: number): string {
  const base = `/api/tournaments/${encodeURIComponent(tournamentId)}`;
  return round === undefined ? `${base}/results.${format}` : `${base}/rounds/${round}/results.${format}`;
}

export const calendarUrl = (tournamentId: string) =>
  `/api/tournaments/${encodeURIComponent(tournamentId)}/calendar.ics`;
