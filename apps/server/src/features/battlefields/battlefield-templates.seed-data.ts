import {
  type DeploymentPreset,
  deploymentZonesFor,
  type Objective,
  type TemplateInput,
  type TerrainPiece,
} from '@muster/battlefield';

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

const presets: {
  slug: string;
  preset: DeploymentPreset;
  name: string;
  category: TemplateInput['category'];
}[] = [
  {
    slug: 'official-hammer-and-anvil',
    preset: 'hammer_and_anvil',
    name: 'Hammer and Anvil',
    category: 'Tournament',
  },
  { slug: 'official-dawn-of-war', preset: 'dawn_of_war', name: 'Dawn of War', category: 'Tournament' },
  {
    slug: 'official-search-and-destroy',
    preset: 'search_and_destroy',
    name: 'Search and Destroy',
    category: 'Tournament',
  },
  { slug: 'official-diagonal', preset: 'diagonal', name: 'Diagonal Assault', category: 'Standard' },
  { slug: 'official-frontline', preset: 'frontline', name: 'Frontline', category: 'Standard' },
];

/** Muster's official layouts: the five deployment presets on a 60" × 44" board with mirrored terrain. */
export const officialTemplates: (TemplateInput & { slug: string })[] = presets.map(
  ({ slug, preset, name, category }) => ({
    slug,
    name,
    description: `${name} deployment on a Strike Force board with ten pieces of terrain placed point-symmetrically, so neither side starts with better cover.`,
    category,
    size: board,
    terrain,
    objectives,
    deploymentZones: deploymentZonesFor(preset, board),
    missionName: '',
    missionRules: '',
    isOfficial: true,
  }),
);
