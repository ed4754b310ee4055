import { deploymentZonesFor, type Point, playerColors, terrainPieceCorners } from '@muster/battlefield';
import type { OfficialDeployment, TerrainLayout } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import {
  currentDeployment,
  describeDeployment,
  describeLayout,
  layoutsByMatchup,
  presetLabels,
  withOfficialDeployment,
  withTerrainLayout,
} from './official-layouts';
import type { Draft } from './use-battlefield-draft';

// What the server sends for the two patterns (GET /api/game-data/deployments), written out here
// from the rules text: Dawn of War 12" from each long edge, Hammer and Anvil 18" from each short
// edge, on the 60" × 44" board drawn 60" across.
const rect = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];
const official = (id: string, name: string, one: Point[], two: Point[]): OfficialDeployment => ({
  id,
  name,
  description: '',
  source: 'leviathan',
  size: { width: 60, height: 44 },
  deploymentZones: [
    {
      id: `${id}-defender`,
      name: 'Defender deployment',
      points: one,
      color: playerColors[1],
      customProperties: { player: 1 },
    },
    {
      id: `${id}-attacker`,
      name: 'Attacker deployment',
      points: two,
      color: playerColors[2],
      customProperties: { player: 2 },
    },
  ],
  objectives: [{ id: 'o1', label: '1', x: 30, y: 22 }],
});
const dawnOfWar = official('dawn-of-war', 'Dawn of War', rect(0, 0, 60, 12), rect(0, 32, 60, 44));
const hammerAndAnvil = official(
  'hammer-and-anvil',
  'Hammer and Anvil',
  rect(0, 0, 18, 44),
  rect(42, 0, 60, 44),
);
const deployments = [hammerAndAnvil, dawnOfWar];

const draft = (overrides: Partial<Draft> = {}): Draft => ({
  name: 'Table',
  description: '',
  size: { width: 44, height: 30 },
  terrain: [],
  objectives: [],
  deploymentZones: [],
  unitPlacements: [],
  missionName: '',
  missionRules: '',
  isPublic: false,
  ...overrides,
});
const extent = (points: Point[]) => ({
  x: [Math.min(...points.map((p) => p.x)), Math.max(...points.map((p) => p.x))],
  y: [Math.min(...points.map((p) => p.y)), Math.max(...points.map((p) => p.y))],
});

describe('official deployments in the designer', () => {
  it('puts Dawn of War’s zones 12" deep along the two long edges, on the 60" × 44" board', () => {
    const next = withOfficialDeployment(draft(), dawnOfWar);
    expect(next.size).toEqual({ width: 60, height: 44 });
    expect(next.deploymentZones.map((z) => extent(z.points))).toEqual([
      { x: [0, 60], y: [0, 12] },
      { x: [0, 60], y: [32, 44] },
    ]);
    expect(next.objectives).toEqual(dawnOfWar.objectives);
  });

  it('puts Hammer and Anvil’s zones 18" deep along the two short edges', () => {
    const next = withOfficialDeployment(draft(), hammerAndAnvil);
    expect(next.deploymentZones.map((z) => extent(z.points))).toEqual([
      { x: [0, 18], y: [0, 44] },
      { x: [42, 60], y: [0, 44] },
    ]);
  });

  it('names the deployment on the board: Dawn of War is Dawn of War, not Hammer and Anvil', () => {
    const fromTemplate = draft({
      size: { width: 60, height: 44 },
      deploymentZones: dawnOfWar.deploymentZones,
    });
    const current = currentDeployment(fromTemplate, deployments);
    expect(current).toEqual({ kind: 'official', deployment: dawnOfWar });
    expect(describeDeployment(current)).toBe('Dawn of War (official, 11th edition)');
    const hammer = draft({
      size: { width: 60, height: 44 },
      deploymentZones: hammerAndAnvil.deploymentZones,
    });
    expect(describeDeployment(currentDeployment(hammer, deployments))).toBe(
      'Hammer and Anvil (official, 11th edition)',
    );
  });

  it('keeps the spec’s presets for custom boards, named with what they draw', () => {
    const board = { width: 60, height: 44 };
    const spec = draft({ size: board, deploymentZones: deploymentZonesFor('hammer_and_anvil', board) });
    const current = currentDeployment(spec, deployments);
    expect(current).toEqual({ kind: 'preset', preset: 'hammer_and_anvil' });
    expect(describeDeployment(current)).toBe(`${presetLabels.hammer_and_anvil} (custom preset)`);
    expect(presetLabels.hammer_and_anvil).toMatch(/25 % of the height/);
    expect(presetLabels.dawn_of_war).toMatch(/25 % of the width/);
    // The spec's bands are 11" on this board, so they are not the official 12" ones.
    expect(extent(deploymentZonesFor('hammer_and_anvil', board)[0]?.points ?? []).y).toEqual([0, 11]);
    const portrait = { width: 44, height: 60 };
    expect(
      currentDeployment(
        draft({ size: portrait, deploymentZones: deploymentZonesFor('dawn_of_war', portrait) }),
        deployments,
      ),
    ).toEqual({ kind: 'preset', preset: 'dawn_of_war' });
  });

  it('tells zones of your own and no zones apart', () => {
    expect(currentDeployment(draft(), deployments)).toEqual({ kind: 'none' });
    const own = {
      ...(dawnOfWar.deploymentZones[0] as Draft['deploymentZones'][number]),
      points: rect(0, 0, 10, 10),
    };
    expect(currentDeployment(draft({ deploymentZones: [own] }), deployments)).toEqual({ kind: 'own' });
    // Official zones on another board are not the official deployment.
    expect(currentDeployment(draft({ deploymentZones: dawnOfWar.deploymentZones }), deployments).kind).toBe(
      'own',
    );
  });
});

describe('terrain layouts in the designer', () => {
  const layout: TerrainLayout = {
    id: 'bm-take-vs-take-02',
    name: 'Take vs Take 02',
    source: 'battlemaster-11e',
    variant: 2,
    matchup: {
      id: 'take-and-hold-vs-take-and-hold',
      name: 'Take and Hold vs Take and Hold',
      missions: [{ disposition: 'Take and Hold', mission: 'Battlefield Dominance' }],
    },
    deploymentId: 'dawn-of-war',
    deploymentName: 'Dawn of War',
    size: { width: 60, height: 44 },
    terrainCount: 2,
    objectiveCount: 1,
    terrain: [
      {
        id: 'area-01',
        kind: 'area',
        label: 'SmallRect L',
        x: 10,
        y: 10,
        width: 6,
        height: 4,
        rotation: 50,
        outline: rect(-0.5, -0.5, 0.5, 0.5),
      },
      {
        id: 'area-01--feature-1',
        kind: 'ruin',
        label: 'EF',
        x: 50,
        y: 30,
        width: 6,
        height: 4.5,
        rotation: 0,
      },
    ],
    objectives: [{ id: 'o1', label: 'Centre', x: 30, y: 22 }],
    deploymentZones: dawnOfWar.deploymentZones,
  };

  it('places its pieces, objective markers and zones on its board', () => {
    const next = withTerrainLayout(
      draft({
        terrain: [{ id: 'old', kind: 'hill', label: '', x: 1, y: 1, width: 2, height: 2, rotation: 0 }],
      }),
      layout,
    );
    expect(next.size).toEqual({ width: 60, height: 44 });
    expect(next.terrain.map((t) => t.id)).toEqual(['area-01', 'area-01--feature-1']);
    expect(next.objectives).toEqual(layout.objectives);
    expect(currentDeployment(next, deployments)).toEqual({ kind: 'official', deployment: dawnOfWar });
    // A piece with an outline is drawn where its box is: a full-box outline has the box's corners.
    const [x0, x1] = extent(terrainPieceCorners(next.terrain[1] as Draft['terrain'][number])).x;
    expect([x0, x1]).toEqual([47, 53]);
  });

  it('keeps the zones on the board when a layout names no deployment', () => {
    const zones = deploymentZonesFor('frontline', { width: 36, height: 36 });
    const next = withTerrainLayout(draft({ deploymentZones: zones }), { ...layout, deploymentZones: [] });
    expect(next.deploymentZones).toBe(zones);
  });

  it('groups layouts by matchup and says what each is dealt for', () => {
    const other = { ...layout, id: 'x', matchup: null, deploymentName: null };
    expect(layoutsByMatchup([layout, other, layout]).map((g) => [g.name, g.layouts.length])).toEqual([
      ['Take and Hold vs Take and Hold', 2],
      ['Other layouts', 1],
    ]);
    expect(describeLayout(layout)).toBe(
      'Take and Hold vs Take and Hold: Battlefield Dominance (Take and Hold) · Dawn of War deployment · 60" × 44" · 2 pieces, 1 objective marker',
    );
  });
});
