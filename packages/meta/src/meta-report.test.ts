import { describe, expect, it } from 'vitest';
import { buildMetaReport, dispositionSplit, monthlyTrends, splitBy } from './meta-report';
import { buildPlayerReport } from './player-report';
import { game } from './test-support/match-builder';

const games = [
  game('2026-01-10', ['Ann', 'Orks', 60], ['Ben', 'Necrons', 40], {
    mission: 'Take and Hold',
    firstTurn: 'a',
    idA: 'u-ann',
  }),
  game('2026-01-20', ['Ann', 'Orks', 40], ['Cat', 'Tyranids', 40], {
    mission: 'Take and Hold',
    idA: 'u-ann',
  }),
  game('2026-02-03', ['Ben', 'Necrons', 70], ['Ann', 'Aeldari', 20], {
    mission: 'Purge the Foe',
    deployment: 'Crucible',
    idB: 'u-ann',
  }),
];

describe('monthlyTrends', () => {
  it('gives each faction its rate in each month it played', () => {
    const trends = monthlyTrends(games);
    expect(trends.months).toEqual(['2026-01', '2026-02']);
    expect(trends.factions.find((f) => f.faction === 'Necrons')?.points).toEqual([
      { month: '2026-01', games: 1, winRate: 0 },
      { month: '2026-02', games: 1, winRate: 1 },
    ]);
    expect(trends.factions.find((f) => f.faction === 'Orks')?.points).toEqual([
      { month: '2026-01', games: 2, winRate: 0.75 },
    ]);
  });
});

describe('splitBy', () => {
  it('groups games by mission, biggest first, and skips games without one', () => {
    const missions = splitBy(games, 'mission', 30);
    expect(missions.map((m) => [m.value, m.games])).toEqual([
      ['Take and Hold', 2],
      ['Purge the Foe', 1],
    ]);
    expect(missions[0]?.firstTurn).toMatchObject({ games: 1, winRate: 1 });
    expect(missions[0]?.factions.find((f) => f.faction === 'Orks')).toMatchObject({
      games: 2,
      winRate: 0.75,
    });
    expect(splitBy(games, 'deployment', 30).map((d) => d.value)).toEqual(['Crucible']);
  });
});

describe('dispositionSplit', () => {
  it('rates the sides that took each force disposition, skipping games where both took it', () => {
    const split = dispositionSplit(
      [
        game('2026-01-01', ['A', 'Orks', 60], ['B', 'Necrons', 40], {
          dispositionA: 'Take and Hold',
          dispositionB: 'Purge the Foe',
        }),
        game('2026-01-01', ['C', 'Orks', 50], ['D', 'Necrons', 50], { dispositionA: 'Take and Hold' }),
        game('2026-01-01', ['E', 'Orks', 10], ['F', 'Necrons', 90], {
          dispositionA: 'Recon',
          dispositionB: 'Recon',
        }),
      ],
      30,
    );
    expect(split.map((s) => [s.value, s.games, s.winRate])).toEqual([
      ['Take and Hold', 2, 0.75],
      ['Purge the Foe', 1, 0],
    ]);
    expect(split[0]?.factions).toMatchObject([{ faction: 'Orks', games: 2, winRate: 0.75 }]);
  });
});

describe('buildMetaReport', () => {
  it('totals games, events, players, factions and dates', () => {
    const report = buildMetaReport(games);
    expect(report.totals).toEqual({
      games: 3,
      events: 1,
      players: 3,
      factions: 4,
      from: '2026-01-10',
      to: '2026-02-03',
    });
    expect(report.averageMargin).toBe(35);
    expect(report.players[0]).not.toHaveProperty('history');
  });

  it('is empty but well-formed with no games', () => {
    const report = buildMetaReport([]);
    expect(report.totals).toEqual({ games: 0, events: 0, players: 0, factions: 0, from: null, to: null });
    expect(report.factions).toEqual([]);
    expect(report.averageMargin).toBeNull();
  });
});

describe('buildPlayerReport', () => {
  const report = buildPlayerReport(games, 'u-ann', 30);

  it('finds the player on either side and reports newest game first', () => {
    expect(report.games.map((g) => [g.playedOn, g.faction, g.opponentFaction, g.outcome])).toEqual([
      ['2026-02-03', 'Aeldari', 'Necrons', 'loss'],
      ['2026-01-20', 'Orks', 'Tyranids', 'draw'],
      ['2026-01-10', 'Orks', 'Necrons', 'win'],
    ]);
    expect(report.overall).toMatchObject({ games: 3, wins: 1, draws: 1, losses: 1, winRate: 0.5 });
  });

  it('splits by own faction, opposing faction and month', () => {
    expect(report.byFaction.map((r) => [r.name, r.games, r.winRate])).toEqual([
      ['Orks', 2, 0.75],
      ['Aeldari', 1, 0],
    ]);
    expect(report.byOpponentFaction.find((r) => r.name === 'Necrons')).toMatchObject({
      games: 2,
      winRate: 0.5,
    });
    expect(report.byMonth.map((r) => [r.month, r.winRate])).toEqual([
      ['2026-01', 0.75],
      ['2026-02', 0],
    ]);
  });

  it('follows their Elo through every game', () => {
    expect(report.elo?.history).toHaveLength(3);
    expect(report.elo?.history[0]?.rating).toBe(1516);
  });

  it('is empty for someone with no games', () => {
    const none = buildPlayerReport(games, 'u-nobody', 30);
    expect(none.games).toEqual([]);
    expect(none.elo).toBeNull();
  });
});
