import type { Game } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import {
  byePlayers,
  calendarUrl,
  pagesOf,
  pairingLines,
  playerLines,
  printPath,
  printViewOf,
  resultsUrl,
} from './print-sheets';

let next = 0;
const side = (username: string, faction: string | null = null) => ({
  entryId: `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
  username,
  club: null,
  faction,
});
const game = (
  table: number,
  a: ReturnType<typeof side>,
  b: ReturnType<typeof side> | null,
  setup: Game['setup'] = null,
) =>
  ({
    id: `10000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
    table,
    a,
    b,
    status: b ? 'pending' : 'bye',
    vpA: null,
    vpB: null,
    reportedBy: null,
    disputeReason: null,
    pairedDown: null,
    setup,
    split: null,
    pointsDestroyed: null,
  }) as Game;

const consecrate = { id: 'consecrate', name: 'Consecrate', primaryCap: 45, secondaryCap: 45 };
const triangulation = { id: 'triangulation', name: 'Triangulation', primaryCap: 45, secondaryCap: 45 };
const dealt: Game['setup'] = {
  a: { disposition: { id: 'purge-the-foe', name: 'Purge the Foe' }, mission: consecrate },
  b: { disposition: { id: 'reconnaissance', name: 'Reconnaissance' }, mission: triangulation },
  layout: { id: 'bm-purge-vs-recon-01', name: 'Purge vs Recon 01', deploymentName: 'Hammer and Anvil' },
  fixed: false,
  notes: [],
};

// As the server sends them: the bye (table 0) first, then the tables.
const games = [
  game(0, side('zed', 'Orks'), null),
  game(2, side('carla', 'Necrons'), side('Bob')),
  game(1, side('anna', 'Aeldari'), side('dave', 'Tyranids'), dealt),
  game(10, side('eve'), side('frank')),
];

const noSetup = { playerMission: null, opponentMission: null, layout: null };

describe('the pairings sheet', () => {
  it('lists the games by table, the bye apart', () => {
    expect(pairingLines(games)).toEqual([
      {
        table: 1,
        player: 'anna',
        playerFaction: 'Aeldari',
        opponent: 'dave',
        opponentFaction: 'Tyranids',
        playerMission: 'Consecrate (Purge the Foe)',
        opponentMission: 'Triangulation (Reconnaissance)',
        layout: 'Purge vs Recon 01 · Hammer and Anvil',
      },
      {
        table: 2,
        player: 'carla',
        playerFaction: 'Necrons',
        opponent: 'Bob',
        opponentFaction: null,
        ...noSetup,
      },
      { table: 10, player: 'eve', playerFaction: null, opponent: 'frank', opponentFaction: null, ...noSetup },
    ]);
    expect(playerLines(games).find((l) => l.player === 'dave')?.mission).toBe('Triangulation');
    expect(byePlayers(games)).toEqual(['zed']);
  });

  it('lists every player once by name (ignoring case) with their table and opponent', () => {
    expect(playerLines(games).map((l) => [l.player, l.table, l.opponent])).toEqual([
      ['anna', 1, 'dave'],
      ['Bob', 2, 'carla'],
      ['carla', 2, 'Bob'],
      ['dave', 1, 'anna'],
      ['eve', 10, 'frank'],
      ['frank', 10, 'eve'],
      ['zed', null, null],
    ]);
  });
});

describe('result slips', () => {
  it('fills pages of three, the last one shorter', () => {
    expect(pagesOf([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(pagesOf([1, 2, 3], 3)).toEqual([[1, 2, 3]]);
    expect(pagesOf([], 3)).toEqual([]);
  });
});

describe('links', () => {
  it('builds the print view, the downloads and the calendar file', () => {
    expect(printPath('abc', 2)).toBe('/tournament/abc/print/round/2');
    expect(printPath('abc', 2, 'slips')).toBe('/tournament/abc/print/round/2?slips=1');
    expect(printPath('abc', 2, 'by-name')).toBe('/tournament/abc/print/round/2?by=name');
    expect(printViewOf(new URLSearchParams('slips=1'))).toBe('slips');
    expect(printViewOf(new URLSearchParams('by=name'))).toBe('by-name');
    expect(printViewOf(new URLSearchParams(''))).toBe('pairings');
    expect(resultsUrl('abc', 'csv', 3)).toBe('/api/tournaments/abc/rounds/3/results.csv');
    expect(resultsUrl('abc', 'json')).toBe('/api/tournaments/abc/results.json');
    expect(calendarUrl('abc')).toBe('/api/tournaments/abc/calendar.ics');
  });
});
