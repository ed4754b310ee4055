import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { presetById } from './scoring-presets';
import { computeStandings, type GameRecord } from './standings';

/** A real Best Coast Pairings event, anonymised (test-support/bcp-events/SOURCES.tsv). */
type BcpEvent = {
  event: { name: string; players: number; rounds: number };
  players: { id: string; dropped: boolean }[];
  games: { round: number; a: string; b: string | null; vpA: number; vpB: number }[];
  published: {
    id: string;
    placing: number;
    wins: number;
    draws: number;
    battlePoints: number;
    oppGameWinPercentage: number;
    pathToVictory: number;
    winsSoS: number;
  }[];
};

const load = (file: string): BcpEvent =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'test-support/bcp-events', file), 'utf8'));

describe('the BCP preset against a real Best Coast Pairings event', () => {
  const event = load('saffron-slam-xiv-2026.json');
  const preset = presetById('bcp-wins');
  if (!preset) throw new Error('no BCP preset');
  const games: GameRecord[] = event.games.map((game, i) => ({ ...game, table: i + 1 }));
  const standings = computeStandings(
    event.players.map((player) => ({ id: player.id, dropped: player.dropped })),
    games,
    preset,
  );
  const byId = new Map(standings.map((standing) => [standing.playerId, standing]));

  it(`reproduces the published placings of ${event.event.name} (${event.event.players} players, ${event.event.rounds} rounds) exactly`, () => {
    expect(standings.map((s) => s.playerId)).toEqual(event.published.map((p) => p.id));
  });

  it("matches BCP's own figures for every player: wins, battle points, Oppt. Game Win %, Path to Victory, Wins SoS", () => {
    for (const published of event.published) {
      const ours = byId.get(published.id);
      expect(ours, published.id).toBeDefined();
      expect(ours?.wins, published.id).toBe(published.wins);
      expect(ours?.draws, published.id).toBe(published.draws);
      expect(ours?.vpFor, published.id).toBe(published.battlePoints);
      expect(ours?.opponentsGameWinPercentage, published.id).toBeCloseTo(published.oppGameWinPercentage, 4);
      expect(ours?.pathToVictory, published.id).toBe(published.pathToVictory);
      expect(ours?.winsStrengthOfSchedule, published.id).toBeCloseTo(published.winsSoS, 2);
    }
  });

  it('would not reproduce them without the floor or with draws as half a win (the oracle can tell)', () => {
    const unfloored = computeStandings(
      event.players.map((player) => ({ id: player.id, dropped: player.dropped })),
      games,
      { ...preset, opponentWinFloor: 0 },
    );
    const differs = event.published.some(
      (published) =>
        Math.abs(
          (unfloored.find((s) => s.playerId === published.id)?.opponentsGameWinPercentage ?? 0) -
            published.oppGameWinPercentage,
        ) > 1e-3,
    );
    expect(differs).toBe(true);
  });
});
