import { type DeploymentPreset, deploymentPresets, deploymentZonesFor, sameZones } from '@muster/battlefield';
import type {
  BattlefieldInput,
  OfficialDeployment,
  TerrainLayout,
  TerrainLayoutSummary,
} from '@muster/contracts';

type Layout = Pick<BattlefieldInput, 'size' | 'terrain' | 'objectives' | 'deploymentZones'>;

/**
 * The spec's presets (spec 001 §9), named as the spec names them and described by what they draw:
 * shares of this board's width and height, whatever its size. On a landscape board the spec's
 * "Hammer and Anvil" bands run along the long edges, so the description says where they go.
 */
export const presetLabels: Record<DeploymentPreset, string> = {
  hammer_and_anvil: 'Hammer and Anvil: top and bottom bands, 25 % of the height',
  dawn_of_war: 'Dawn of War: left and right bands, 25 % of the width',
  search_and_destroy: 'Search and Destroy: corner squares, 30 % of the shorter side',
  diagonal: 'Diagonal: corner triangles, 10 % in from the diagonal',
  frontline: 'Frontline: bands either side of a 20 % gap',
  custom: 'Custom (draw your own)',
};

export type CurrentDeployment =
  | { kind: 'official'; deployment: OfficialDeployment }
  | { kind: 'preset'; preset: Exclude<DeploymentPreset, 'custom'> }
  | { kind: 'own' }
  | { kind: 'none' };

/**
 * What the zones on the board are: an official pattern (same zones on the same board), one of the
 * spec's presets for this board's size, zones of the user's own, or none.
 */
export function currentDeployment(layout: Layout, deployments: OfficialDeployment[]): CurrentDeployment {
  if (layout.deploymentZones.length === 0) return { kind: 'none' };
  const official = deployments.find(
    (d) =>
      d.size.width === layout.size.width &&
      d.size.height === layout.size.height &&
      sameZones(d.deploymentZones, layout.deploymentZones),
  );
  if (official) return { kind: 'official', deployment: official };
  const preset = deploymentPresets.find(
    (p): p is Exclude<DeploymentPreset, 'custom'> =>
      p !== 'custom' && sameZones(deploymentZonesFor(p, layout.size), layout.deploymentZones),
  );
  return preset ? { kind: 'preset', preset } : { kind: 'own' };
}

export function describeDeployment(current: CurrentDeployment): string {
  switch (current.kind) {
    case 'official':
      return `${current.deployment.name} (official, 11th edition)`;
    case 'preset':
      return `${presetLabels[current.preset]} (custom preset)`;
    case 'own':
      return 'Zones of your own';
    case 'none':
      return 'No deployment zones';
  }
}

/** An official deployment on the board: the data's board size, its zones and its objective markers. */
export function withOfficialDeployment<T extends Layout>(draft: T, deployment: OfficialDeployment): T {
  return {
    ...draft,
    size: { ...deployment.size },
    deploymentZones: deployment.deploymentZones,
    objectives: deployment.objectives.length > 0 ? deployment.objectives : draft.objectives,
  };
}

/**
 * A terrain layout on the board: its board size, its pieces and objective markers, and the zones of
 * the deployment it is dealt with (the draft's own zones stay if the layout names none).
 */
export function withTerrainLayout<T extends Layout>(draft: T, layout: TerrainLayout): T {
  return {
    ...draft,
    size: { ...layout.size },
    terrain: layout.terrain,
    objectives: layout.objectives,
    deploymentZones: layout.deploymentZones.length > 0 ? layout.deploymentZones : draft.deploymentZones,
  };
}

/** Layouts grouped by the Force Disposition matchup they are dealt for, in the data's order. */
export function layoutsByMatchup(
  layouts: TerrainLayoutSummary[],
): { name: string; layouts: TerrainLayoutSummary[] }[] {
  const groups = new Map<string, TerrainLayoutSummary[]>();
  for (const layout of layouts) {
    const name = layout.matchup?.name ?? 'Other layouts';
    groups.set(name, [...(groups.get(name) ?? []), layout]);
  }
  return [...groups].map(([name, list]) => ({ name, layouts: list }));
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The matchup and the mission each side plays, the deployment, the board and what it places. */
export function describeLayout(layout: TerrainLayoutSummary): string {
  const missions = layout.matchup?.missions.map((m) => `${m.mission} (${m.disposition})`).join(', ');
  return [
    layout.matchup ? `${layout.matchup.name}${missions ? `: ${missions}` : ''}` : null,
    layout.deploymentName ? `${layout.deploymentName} deployment` : null,
    `${layout.size.width}" × ${layout.size.height}"`,
    `${plural(layout.terrainCount, 'piece')}, ${plural(layout.objectiveCount, 'objective marker')}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
