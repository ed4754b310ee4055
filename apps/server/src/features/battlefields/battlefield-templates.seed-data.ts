import {
  type DeploymentPreset,
  deploymentZonesFor,
  type Objective,
  type TemplateInput,
  type TerrainPiece,
} from '@muster/battlefield';
import type { TabletopCatalogue } from '../game-data/tabletop-catalogue';

const board = { width: 60, height: 44 };

/** One half of a layout; the other half is its reflection through the centre, so both sides match. */
const half: Omit<TerrainPiece, 'id'>[] = [
  { kind: 'ruin', label: 'Ruin', x: 12, y: 14, width: 10, height: 6, rotation: 0 },
  { kind: 'ruin', label: 'Ruin', x: 22, y: 26, width: 8, height: 5, rotation: 45 },
  { kind: 'woods', label: 'Woods', x: 8, y: 34, width: 7, height: 7, rotation: 0 },
  { kind: 'container', label: 'Container', x: 30, y: 13, width: 5, height: 2.5, rotation: 90 },
  { kind: 'crater', label: 'Crater', x: 20, y: 8, width: 4, height: 4, rotation: 0 },
];
const mirrored = (piece: Omit<TerrainPiece, 'id'>, index: number, side: 'a' | 'b'): TerrainPiece => ({
  ...piece,
  id: `t${index + 1}${side}`,
  ...(side === 'b' ? { x: board.width - piece.x, y: board.height - piece.y } : {}),
});
const terrain: TerrainPiece[] = [
  ...half.map((p, i) => mirrored(p, i, 'a')),
  ...half.map((p, i) => mirrored(p, i, 'b')),
];

const objectives: Objective[] = [
  { id: 'o1', label: 'Centre', x: 30, y: 22 },
  { id: 'o2', label: 'North-west', x: 14, y: 22 },
  { id: 'o3', label: 'South-east', x: 46, y: 22 },
  { id: 'o4', label: 'Home 1', x: 30, y: 6 },
  { id: 'o5', label: 'Home 2', x: 30, y: 38 },
];

const sameSize = (a: { width: number; height: number }, b: { width: number; height: number }) =>
  a.width === b.width && a.height === b.height;

/**
 * Muster's official layouts. Each 11th-edition deployment pattern of the game data (zones and
 * objective markers exactly as the data places them, on the data's board): on the 60" × 44" board
 * with the point-symmetric terrain above, on a board of its own (the KOTC colosseum) with the
 * terrain of the data's layout for it. The spec's Diagonal and Frontline presets, which the data
 * has no pattern for, stay as the spec draws them.
 */
export function officialTemplates(
  catalogue: Pick<TabletopCatalogue, 'deployments' | 'layouts'>,
): (TemplateInput & { slug: string })[] {
  const fromData = catalogue.deployments.map((deployment): TemplateInput & { slug: string } => {
    const standard = sameSize(deployment.size, board);
    const own = standard
      ? undefined
      : catalogue.layouts.find((l) => l.deploymentId === deployment.id && sameSize(l.size, deployment.size));
    return {
      slug: `official-${deployment.id}`,
      name: deployment.name,
      description: `${deployment.description ? `${deployment.description.replace(/\.$/, '')}. ` : ''}The 11th-edition deployment on a ${deployment.size.width}" × ${deployment.size.height}" board${
        standard
          ? ', with ten pieces of terrain placed point-symmetrically, so neither side starts with better cover.'
          : own
            ? `, with the terrain of the ${own.name} layout.`
            : '.'
      }`,
      category: 'Tournament',
      size: deployment.size,
      terrain: standard ? terrain : (own?.terrain ?? []),
      objectives: deployment.objectives.length > 0 ? deployment.objectives : (own?.objectives ?? []),
      deploymentZones: deployment.deploymentZones,
      missionName: '',
      missionRules: '',
      isOfficial: true,
    };
  });
  const presets: { slug: string; preset: DeploymentPreset; name: string; rule: string }[] = [
    {
      slug: 'official-diagonal',
      preset: 'diagonal',
      name: 'Diagonal Assault',
      rule: 'corner triangles 10 % in from the diagonal',
    },
    {
      slug: 'official-frontline',
      preset: 'frontline',
      name: 'Frontline',
      rule: 'bands either side of a 20 % gap',
    },
  ];
  const fromSpec = presets.map(({ slug, preset, name, rule }) => ({
    slug,
    name,
    description: `${name} deployment (${rule}) on a Strike Force board with ten pieces of terrain placed point-symmetrically, so neither side starts with better cover.`,
    category: 'Standard' as const,
    size: board,
    terrain,
    objectives,
    deploymentZones: deploymentZonesFor(preset, board),
    missionName: '',
    missionRules: '',
    isOfficial: true,
  }));
  return [...fromData, ...fromSpec];
}
