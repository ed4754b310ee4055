import { dataEdition, type GameData } from '@muster/army';
import {
  type BattlefieldSize,
  type DeploymentZone,
  type Objective,
  type PlayerNumber,
  placeZoneShape,
  playerColors,
  type TerrainKind,
  type TerrainPiece,
  terrainPieceFromPolygon,
} from '@muster/battlefield';
import type {
  MissionScoring,
  OfficialDeployment,
  TerrainLayout,
  TerrainLayoutSummary,
} from '@muster/contracts';
import { buildMissionCatalogue, type ServerMissionCatalogue } from './mission-catalogue';
import { buildMissionScoring } from './mission-scoring';

type Dataset = GameData['dataset'];
type Pattern = Dataset['deploymentPatterns']['all'][number];
type DataLayout = Dataset['terrainLayouts']['all'][number];
type DataPiece = NonNullable<DataLayout['pieces']>[number];

/**
 * The 11th-edition tournament layer of the game data in the designer's terms: deployment patterns
 * (zones and objective markers) and terrain layouts (pieces, objective markers, the matchup they
 * are dealt for). Built once per process in a game-data worker (see `tabletopCatalogue`).
 */
export type TabletopCatalogue = {
  edition: string;
  deployments: OfficialDeployment[];
  layouts: TerrainLayout[];
  /** Dispositions, missions and matchups: what an event's games are played as (see mission-catalogue.ts). */
  missions: ServerMissionCatalogue;
  /** The mission cards and scoring constants the score tracker works from (see mission-scoring.ts). */
  scoring: MissionScoring;
};

/** Defender first, as the data lists it, in player 1's colour. */
const players: Record<'defender' | 'attacker', PlayerNumber> = { defender: 1, attacker: 2 };
const sideName = { defender: 'Defender', attacker: 'Attacker' } as const;

/** The data's pieces carry an objective marker where a layout card prints one. */
type ObjectivePiece = DataPiece & {
  objective_role?: string;
  is_objective?: boolean;
  objective?: { position?: { x: number; y: number } };
  terrain?: boolean;
};

const roleLabels: Record<string, string> = { center: 'Centre', home: 'Home', expansion: 'Expansion' };

/** "Centre", "Home", … numbered when a role recurs ("Home 1", "Home 2"); markers without a role by their place. */
function labelObjectives(markers: { role: string; x: number; y: number }[]): Objective[] {
  const counts = new Map<string, number>();
  for (const m of markers) counts.set(m.role, (counts.get(m.role) ?? 0) + 1);
  const seen = new Map<string, number>();
  return markers.map((m, index) => {
    const n = (seen.get(m.role) ?? 0) + 1;
    seen.set(m.role, n);
    const base = m.role ? (roleLabels[m.role] ?? m.role) : null;
    return {
      id: `o${index + 1}`,
      label: !base ? `${index + 1}` : (counts.get(m.role) ?? 0) > 1 ? `${base} ${n}` : base,
      x: Math.round(m.x * 100) / 100,
      y: Math.round(m.y * 100) / 100,
    };
  });
}

function zonesOf(pattern: Pattern): DeploymentZone[] {
  return pattern.zones.map((zone) => {
    const player = players[zone.player];
    return {
      id: `${pattern.id}-${zone.player}`,
      name: `${sideName[zone.player]} deployment`,
      points: placeZoneShape(zone.shape, zone.position),
      color: playerColors[player],
      customProperties: { player },
    };
  });
}

/** Scenery on an area: light features are barricades, dense ones ruins, generators and pipes containers. */
function featureKind(name: string, category: string | undefined): TerrainKind {
  if (/generator|pipe|container|tank/i.test(name)) return 'container';
  if (category === 'light') return 'barricade';
  if (category === 'exposed') return 'crater';
  return 'ruin';
}

const pieceLabel = (name: string | null, fallback: string) =>
  (name ?? fallback).replace(/^Battlemaster\s+/i, '').slice(0, 80);

function layoutOf(
  data: GameData,
  layout: DataLayout,
  deployments: Map<string, OfficialDeployment>,
  board: BattlefieldSize,
): TerrainLayout {
  const byId = new Map<string, ObjectivePiece>();
  for (const piece of (layout.pieces ?? []) as ObjectivePiece[]) if (piece.id) byId.set(piece.id, piece);
  const resolved = data.dataset.resolveTerrain(layout);
  const areas: TerrainPiece[] = [];
  const features: TerrainPiece[] = [];
  for (const piece of resolved) {
    const source = piece.id ? byId.get(piece.id) : undefined;
    if (source?.terrain === false) continue; // an objective disc, not terrain
    const id = (piece.id ?? `piece-${areas.length + features.length + 1}`).slice(0, 64);
    const label = pieceLabel(piece.name, piece.piece_type === 'area' ? 'Terrain area' : 'Feature');
    const kind = piece.piece_type === 'area' ? 'area' : featureKind(label, piece.terrain_category);
    (piece.piece_type === 'area' ? areas : features).push(
      terrainPieceFromPolygon({ id, kind, label }, piece.vertices),
    );
  }
  const markers = ((layout.pieces ?? []) as ObjectivePiece[])
    .filter((piece) => piece.is_objective)
    .map((piece) => ({
      role: piece.objective_role ?? '',
      ...(piece.objective?.position ?? piece.position),
    }));
  const deployment = layout.deployment_pattern_id ? deployments.get(layout.deployment_pattern_id) : undefined;
  const matchup = layout.mission_matchup_id ? matchupOf(data, layout.mission_matchup_id) : null;
  // Areas first, so the scenery standing on them is drawn (and picked) above them.
  const terrain = [...areas, ...features];
  const objectives = labelObjectives(markers);
  return {
    id: layout.id,
    name: layout.name,
    source: layout.source ?? '',
    variant: layout.variant ?? null,
    matchup,
    deploymentId: deployment?.id ?? null,
    deploymentName: deployment?.name ?? null,
    size: board,
    terrainCount: terrain.length,
    objectiveCount: objectives.length,
    terrain,
    objectives,
    deploymentZones: deployment?.deploymentZones ?? [],
  };
}

/** A matchup id names one direction ("take-and-hold-vs-disruption"); each side plays its own mission. */
function matchupOf(data: GameData, id: string): TerrainLayout['matchup'] {
  const { missionMatchups, missions, forceDispositions } = data.dataset;
  const matchup = missionMatchups.get(id);
  if (!matchup) return null;
  const disposition = (key: string) => forceDispositions.get(key)?.name ?? key;
  const sides = [matchup.disposition, matchup.opponent_disposition];
  const played = [...new Set(sides)].map((own) => {
    const other = own === matchup.disposition ? matchup.opponent_disposition : matchup.disposition;
    const cell = missionMatchups.all.find((m) => m.disposition === own && m.opponent_disposition === other);
    const mission = cell ? (missions.get(cell.mission_id)?.name ?? cell.mission_id) : '';
    return { disposition: disposition(own), mission };
  });
  return { id, name: sides.map(disposition).join(' vs '), missions: played.filter((m) => m.mission) };
}

/** The deployment patterns and terrain layouts, as the designer draws them. */
export function buildTabletopCatalogue(data: GameData): TabletopCatalogue {
  const standard: BattlefieldSize = { width: data.BOARD_INCHES.width, height: data.BOARD_INCHES.height };
  const layouts = data.dataset.terrainLayouts.all;
  // A pattern has no board of its own: it is the board of the layouts dealt on it, else the standard one.
  const boardOf = (patternId: string | undefined): BattlefieldSize => {
    const sized = layouts.find((l) => l.deployment_pattern_id === patternId && l.board);
    return sized?.board ? { width: sized.board.width, height: sized.board.height } : standard;
  };
  const deployments = data.dataset.deploymentPatterns.all.map(
    (pattern): OfficialDeployment => ({
      id: pattern.id,
      name: pattern.name,
      description: pattern.description ?? '',
      source: pattern.source ?? '',
      size: boardOf(pattern.id),
      deploymentZones: zonesOf(pattern),
      objectives: labelObjectives((pattern.objectives ?? []).map((p) => ({ role: '', ...p }))),
    }),
  );
  const byId = new Map(deployments.map((d) => [d.id, d]));
  const missions = buildMissionCatalogue(data);
  return {
    edition: dataEdition(data),
    deployments,
    layouts: layouts.map((layout) =>
      layoutOf(
        data,
        layout,
        byId,
        layout.board ? { ...layout.board } : boardOf(layout.deployment_pattern_id),
      ),
    ),
    missions,
    scoring: buildMissionScoring(data, missions),
  };
}

export const layoutSummary = ({
  terrain: _terrain,
  objectives: _objectives,
  deploymentZones: _zones,
  ...summary
}: TerrainLayout): TerrainLayoutSummary => summary;
