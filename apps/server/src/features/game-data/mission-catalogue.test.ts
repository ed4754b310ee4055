import type { GameData } from '@muster/army';
import { gameSetup } from '@muster/pairing';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMissionCatalogue, type ServerMissionCatalogue } from './mission-catalogue';

const dispositions = ['take-and-hold', 'disruption', 'purge-the-foe', 'priority-assets', 'reconnaissance'];

describe('the 11th-edition mission layer of the game data', () => {
  let catalogue: ServerMissionCatalogue;
  beforeAll(async () => {
    const data: GameData = await import('@alpaca-software/40kdc-data');
    catalogue = buildMissionCatalogue(data);
  });

  it('has the five Force Dispositions and one mission for every ordered pair of them', () => {
    expect(catalogue.dispositions.map((d) => d.id).sort()).toEqual([...dispositions].sort());
    const cells = catalogue.matchups.map((m) => `${m.disposition}|${m.opponent}`);
    expect(new Set(cells).size).toBe(25);
    for (const own of dispositions)
      for (const other of dispositions) expect(cells).toContain(`${own}|${other}`);
    // Every matchup names a mission the data has, and each of the 25 missions is dealt once.
    const missionIds = new Set(catalogue.missions.map((m) => m.id));
    expect(catalogue.matchups.every((m) => missionIds.has(m.missionId))).toBe(true);
    expect(new Set(catalogue.matchups.map((m) => m.missionId)).size).toBe(25);
  });

  it('caps primary and secondary VP at 45 a game and 15 a round, out of 100 in all', () => {
    expect(catalogue.gameVpCap).toBe(100);
    for (const mission of catalogue.missions)
      expect(mission).toMatchObject({
        primaryCap: 45,
        primaryRoundCap: 15,
        secondaryCap: 45,
        secondaryRoundCap: 15,
      });
  });

  it('deals three Battlemaster layouts for each of the 15 pairs of dispositions', () => {
    const set = catalogue.layoutSets.find((s) => s.source === 'battlemaster-11e');
    expect(set).toEqual({
      source: 'battlemaster-11e',
      name: 'Battlemaster (11th edition)',
      variants: [1, 2, 3],
    });
    for (const [i, x] of dispositions.entries())
      for (const y of dispositions.slice(i)) {
        const dealt = catalogue.layouts.filter(
          (l) =>
            l.source === 'battlemaster-11e' &&
            l.dispositions &&
            [x, y].every((d) => l.dispositions?.includes(d)) &&
            (x !== y || l.dispositions[0] === l.dispositions[1]),
        );
        expect(dealt.map((l) => l.variant).sort(), `${x} vs ${y}`).toEqual([1, 2, 3]);
      }
  });

  it('sets up a Purge the Foe against Reconnaissance game as the cards print it', () => {
    // The matchup grid: Purge the Foe meeting Reconnaissance plays Consecrate, and the other way
    // round Triangulation; the Battlemaster card "Purge vs Recon 02" deploys Dawn of War.
    const pack = {
      layouts: { kind: 'matchup' as const, source: 'battlemaster-11e', variant: 'by-round' as const },
      rounds: [],
    };
    const setup = gameSetup(
      catalogue,
      pack,
      2,
      { name: 'Ann', disposition: 'purge-the-foe' },
      { name: 'Ben', disposition: 'reconnaissance' },
    );
    expect(setup.a.mission?.name).toBe('Consecrate');
    expect(setup.b?.mission?.name).toBe('Triangulation');
    expect(setup.layout).toEqual({
      id: 'bm-purge-vs-recon-02',
      name: expect.any(String),
      deploymentName: 'Dawn of War',
    });
  });

  it('knows which dispositions a detachment allows', () => {
    expect(catalogue.detachmentDispositions['penitent-host']).toEqual(['purge-the-foe']);
    const allowed = Object.values(catalogue.detachmentDispositions).flat();
    expect(allowed.every((d) => dispositions.includes(d))).toBe(true);
  });
});
