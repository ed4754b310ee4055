import type { GameData } from '@muster/army';
import { terrainPieceCorners } from '@muster/battlefield';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dawnOfWarStrips,
  hammerAndAnvilStrips,
  polygonAreaOracle,
  strikeForceBoard,
  stripOf,
  zonesAreStrips,
} from '../../test-support/deployment-oracle';
import { buildTabletopCatalogue, layoutSummary, type TabletopCatalogue } from './tabletop-catalogue';

type Point = { x: number; y: number };
const inside = (p: Point, board: { width: number; height: number }, slack = 0) =>
  p.x >= -slack && p.y >= -slack && p.x <= board.width + slack && p.y <= board.height + slack;

describe('the 11th-edition deployments and terrain layouts of the game data', () => {
  let data: GameData;
  let catalogue: TabletopCatalogue;
  beforeAll(async () => {
    data = await import('@alpaca-software/40kdc-data');
    catalogue = buildTabletopCatalogue(data);
  });

  it('reads every deployment pattern, each zone on its board', () => {
    expect(catalogue.deployments.map((d) => d.name)).toEqual(
      data.dataset.deploymentPatterns.all.map((p) => p.name),
    );
    expect(catalogue.deployments).toHaveLength(7);
    for (const deployment of catalogue.deployments) {
      expect(deployment.deploymentZones.map((z) => z.customProperties.player).sort()).toEqual([1, 2]);
      for (const zone of deployment.deploymentZones) {
        expect(zone.points.length).toBeGreaterThanOrEqual(3);
        expect(
          zone.points.every((p) => inside(p, deployment.size)),
          `${deployment.id} ${zone.id}`,
        ).toBe(true);
      }
    }
  });

  it('puts Dawn of War 12" along the long edges and Hammer and Anvil 18" along the short ones', () => {
    const dawn = catalogue.deployments.find((d) => d.name === 'Dawn of War');
    const hammer = catalogue.deployments.find((d) => d.name === 'Hammer and Anvil');
    expect(dawn?.size).toEqual(strikeForceBoard);
    expect(hammer?.size).toEqual(strikeForceBoard);
    expect(zonesAreStrips(dawn?.deploymentZones ?? [], dawnOfWarStrips)).toBe(true);
    expect(zonesAreStrips(hammer?.deploymentZones ?? [], hammerAndAnvilStrips)).toBe(true);
    // And not the other way round.
    expect(stripOf(dawn?.deploymentZones[0]?.points ?? [], hammerAndAnvilStrips)).toBe(-1);
    expect(stripOf(hammer?.deploymentZones[0]?.points ?? [], dawnOfWarStrips)).toBe(-1);
    expect(dawn?.objectives).toHaveLength(5);
  });

  it('gives the KOTC colosseum its own 36" board, from the layout dealt on it', () => {
    const kotc = catalogue.deployments.find((d) => d.id === 'kotc-colosseum');
    expect(kotc?.size).toEqual({ width: 36, height: 36 });
  });

  it('reads all 46 layouts, each with its matchup, its missions and its deployment', () => {
    expect(catalogue.layouts).toHaveLength(46);
    const dealt = catalogue.layouts.filter((l) => l.matchup);
    expect(dealt).toHaveLength(45); // all but the KOTC colosseum
    for (const layout of dealt) {
      expect(layout.deploymentName, layout.id).not.toBeNull();
      expect(layout.terrainCount).toBe(layout.terrain.length);
      expect(layout.objectiveCount).toBe(6);
      const [own, other] = layout.matchup?.id.split('-vs-') ?? [];
      // Each side plays the mission the data's matrix deals it against the other.
      const cell = (a?: string, b?: string) =>
        data.dataset.missionMatchups.all.find((m) => m.disposition === a && m.opponent_disposition === b);
      const expected = [...new Set([own, other])].map(
        (side) => data.dataset.missions.get(cell(side, side === own ? other : own)?.mission_id ?? '')?.name,
      );
      expect(layout.matchup?.missions.map((m) => m.mission)).toEqual(expected);
    }
    const takeVsTake = catalogue.layouts.find((l) => l.id === 'bm-take-vs-take-02');
    expect(takeVsTake?.matchup).toEqual({
      id: 'take-and-hold-vs-take-and-hold',
      name: 'Take and Hold vs Take and Hold',
      missions: [{ disposition: 'Take and Hold', mission: 'Battlefield Dominance' }],
    });
    expect(takeVsTake?.deploymentName).toBe('Dawn of War');
    expect(zonesAreStrips(takeVsTake?.deploymentZones ?? [], dawnOfWarStrips)).toBe(true);
  });

  it('fits every piece of every layout on its board, as the data resolves it and as the designer draws it', () => {
    const offBoard: string[] = [];
    for (const source of data.dataset.terrainLayouts.all) {
      const board = source.board ?? strikeForceBoard;
      for (const piece of data.dataset.resolveTerrain(source))
        if (!piece.vertices.every((p) => inside(p, board))) offBoard.push(`${source.id} ${piece.id} (data)`);
      const layout = catalogue.layouts.find((l) => l.id === source.id);
      for (const piece of layout?.terrain ?? [])
        if (!terrainPieceCorners(piece).every((p) => inside(p, layout?.size ?? board, 0.02)))
          offBoard.push(`${source.id} ${piece.id} (designer)`);
    }
    expect(offBoard).toEqual([]);
  });

  it('draws each piece where the data’s resolver puts it: the same area about the same centre', () => {
    const centroid = (ps: Point[]) => {
      let [a, cx, cy] = [0, 0, 0];
      ps.forEach((p, i) => {
        const q = ps[(i + 1) % ps.length] as Point;
        const cross = p.x * q.y - q.x * p.y;
        a += cross;
        cx += (p.x + q.x) * cross;
        cy += (p.y + q.y) * cross;
      });
      return { x: cx / (3 * a), y: cy / (3 * a) };
    };
    const misdrawn: string[] = [];
    let pieces = 0;
    for (const source of data.dataset.terrainLayouts.all) {
      const layout = catalogue.layouts.find((l) => l.id === source.id);
      for (const resolved of data.dataset.resolveTerrain(source)) {
        const piece = layout?.terrain.find((t) => t.id === resolved.id);
        if (!piece) continue; // objective discs are not terrain
        pieces += 1;
        const drawn = terrainPieceCorners(piece);
        const [want, got] = [polygonAreaOracle(resolved.vertices), polygonAreaOracle(drawn)];
        const [c1, c2] = [centroid(resolved.vertices), centroid(drawn)];
        if (Math.abs(got - want) > 0.03 * want || Math.hypot(c1.x - c2.x, c1.y - c2.y) > 0.1)
          misdrawn.push(`${source.id} ${piece.id}: area ${got.toFixed(2)} for ${want.toFixed(2)}`);
      }
    }
    expect(pieces).toBeGreaterThan(1900);
    expect(misdrawn).toEqual([]);
  });

  it('keeps what the browser downloads small', () => {
    expect(JSON.stringify({ deployments: catalogue.deployments }).length).toBeLessThan(12_000);
    expect(JSON.stringify(catalogue.layouts.map(layoutSummary)).length).toBeLessThan(30_000);
    for (const layout of catalogue.layouts) expect(JSON.stringify(layout).length).toBeLessThan(20_000);
  });
});
