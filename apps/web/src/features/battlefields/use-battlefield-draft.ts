import {
  type DeploymentPreset,
  deploymentZonesFor,
  type PlayerNumber,
  playerColors,
  type TerrainPiece,
  type UnitPlacement,
} from '@muster/battlefield';
import type { Battlefield, BattlefieldInput, OfficialDeployment, TerrainLayout } from '@muster/contracts';
import { useState } from 'react';
import type { ItemKind, ItemPatch } from './BattlefieldBoard';
import { withOfficialDeployment, withTerrainLayout } from './official-layouts';

export type Draft = BattlefieldInput;

const newId = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

export const draftOf = (battlefield: Battlefield): Draft => ({
  name: battlefield.name,
  description: battlefield.description,
  size: battlefield.size,
  terrain: battlefield.terrain,
  objectives: battlefield.objectives,
  deploymentZones: battlefield.deploymentZones,
  unitPlacements: battlefield.unitPlacements,
  missionName: battlefield.missionName,
  missionRules: battlefield.missionRules,
  isPublic: battlefield.isPublic,
});

/** A rough footprint: squads spread with their model count, vehicles and monsters are big. */
function footprintOf(count: number, keywords: string[]): { width: number; height: number } {
  if (keywords.some((k) => /vehicle|monster|titanic/i.test(k))) return { width: 4, height: 6 };
  const side = Math.min(10, Math.max(1.5, Math.round(Math.sqrt(Math.max(1, count)) * 1.4 * 4) / 4));
  return { width: side, height: side };
}

/** The editor's working copy: every change is local until Save, so nothing half-made is stored. */
export function useBattlefieldDraft(initial: Draft) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [dirty, setDirty] = useState(false);
  const change = (next: (current: Draft) => Draft) => {
    setDraft(next);
    setDirty(true);
  };
  const centre = () => ({ x: Math.round(draft.size.width / 2), y: Math.round(draft.size.height / 2) });

  return {
    draft,
    dirty,
    markSaved: (saved: Draft) => {
      setDraft(saved);
      setDirty(false);
    },
    update: (patch: Partial<Draft>) => change((d) => ({ ...d, ...patch })),
    applyPreset: (preset: DeploymentPreset) =>
      change((d) => ({
        ...d,
        deploymentZones: preset === 'custom' ? d.deploymentZones : deploymentZonesFor(preset, d.size),
      })),
    applyOfficial: (deployment: OfficialDeployment) => change((d) => withOfficialDeployment(d, deployment)),
    loadLayout: (layout: TerrainLayout) => change((d) => withTerrainLayout(d, layout)),
    addTerrain: (kind: TerrainPiece['kind']) => {
      const id = newId('t');
      const big = kind === 'ruin' || kind === 'woods' || kind === 'hill' || kind === 'area';
      change((d) => ({
        ...d,
        terrain: [
          ...d.terrain,
          { id, kind, label: '', ...centre(), width: big ? 8 : 4, height: big ? 6 : 3, rotation: 0 },
        ],
      }));
      return id;
    },
    addObjective: () => {
      const id = newId('o');
      change((d) => ({
        ...d,
        objectives: [...d.objectives, { id, label: `${d.objectives.length + 1}`, ...centre() }],
      }));
      return id;
    },
    addUnit: (
      unit: { id: string; name: string; count: number; keywords: string[] },
      player: PlayerNumber,
      playerName: string,
    ) => {
      const id = newId('u');
      const placement: UnitPlacement = {
        id,
        unitId: unit.id,
        unitName: unit.name,
        position: centre(),
        size: footprintOf(unit.count, unit.keywords),
        rotation: 0,
        playerId: player,
        playerName,
        playerColor: playerColors[player],
      };
      change((d) => ({ ...d, unitPlacements: [...d.unitPlacements, placement] }));
      return id;
    },
    move: (kind: ItemKind, id: string, patch: ItemPatch) =>
      change((d) => {
        if (kind === 'unit')
          return {
            ...d,
            unitPlacements: d.unitPlacements.map((u) =>
              u.id === id
                ? {
                    ...u,
                    position: { x: patch.x ?? u.position.x, y: patch.y ?? u.position.y },
                    rotation: patch.rotation ?? u.rotation,
                  }
                : u,
            ),
          };
        if (kind === 'terrain')
          return { ...d, terrain: d.terrain.map((t) => (t.id === id ? { ...t, ...patch } : t)) };
        return {
          ...d,
          objectives: d.objectives.map((o) =>
            o.id === id ? { ...o, x: patch.x ?? o.x, y: patch.y ?? o.y } : o,
          ),
        };
      }),
    resize: (kind: 'terrain' | 'unit', id: string, size: { width: number; height: number }) =>
      change((d) =>
        kind === 'terrain'
          ? { ...d, terrain: d.terrain.map((t) => (t.id === id ? { ...t, ...size } : t)) }
          : { ...d, unitPlacements: d.unitPlacements.map((u) => (u.id === id ? { ...u, size } : u)) },
      ),
    relabel: (kind: 'terrain' | 'objective', id: string, label: string) =>
      change((d) =>
        kind === 'terrain'
          ? { ...d, terrain: d.terrain.map((t) => (t.id === id ? { ...t, label } : t)) }
          : { ...d, objectives: d.objectives.map((o) => (o.id === id ? { ...o, label } : o)) },
      ),
    remove: (kind: ItemKind, id: string) =>
      change((d) => ({
        ...d,
        terrain: kind === 'terrain' ? d.terrain.filter((t) => t.id !== id) : d.terrain,
        objectives: kind === 'objective' ? d.objectives.filter((o) => o.id !== id) : d.objectives,
        unitPlacements: kind === 'unit' ? d.unitPlacements.filter((u) => u.id !== id) : d.unitPlacements,
      })),
    restorePlacements: (placements: UnitPlacement[]) => change((d) => ({ ...d, unitPlacements: placements })),
  };
}

export type BattlefieldDraft = ReturnType<typeof useBattlefieldDraft>;
