import {
  type BattlefieldInput,
  battlefieldListReplySchema,
  battlefieldSchema,
  battlefieldSnapshotSchema,
  battlefieldSnapshotsReplySchema,
  battlefieldTemplateSchema,
  battlefieldTemplatesReplySchema,
  officialDeploymentsReplySchema,
  type SnapshotInput,
  type TemplateInput,
  terrainLayoutReplySchema,
  terrainLayoutsReplySchema,
} from '@muster/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/api-client';

const keys = {
  all: ['battlefields'] as const,
  list: (scope: string, offset: number) => ['battlefields', 'list', scope, offset] as const,
  one: (id: string) => ['battlefields', 'one', id] as const,
  snapshots: (id: string) => ['battlefields', 'snapshots', id] as const,
  templates: ['battlefields', 'templates'] as const,
  deployments: ['game-data', 'deployments'] as const,
  layouts: ['game-data', 'terrain-layouts'] as const,
  layout: (id: string) => ['game-data', 'terrain-layouts', id] as const,
};

/** The game data's patterns and layouts never change while the server runs. */
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY };

export const BATTLEFIELDS_PER_PAGE = 20;

export const useBattlefieldList = (scope: 'mine' | 'public', offset: number) =>
  useQuery({
    queryKey: keys.list(scope, offset),
    placeholderData: keepPreviousData,
    queryFn: () =>
      apiRequest(
        `/api/battlefields?scope=${scope}&offset=${offset}&limit=${BATTLEFIELDS_PER_PAGE}`,
        battlefieldListReplySchema,
        { quiet: true },
      ),
  });

export const useBattlefield = (id: string) =>
  useQuery({
    queryKey: keys.one(id),
    queryFn: () =>
      apiRequest(`/api/battlefields/${encodeURIComponent(id)}`, battlefieldSchema, { quiet: true }),
  });

export const useBattlefieldTemplates = () =>
  useQuery({
    queryKey: keys.templates,
    queryFn: () =>
      apiRequest('/api/battlefield-templates?limit=50', battlefieldTemplatesReplySchema, { quiet: true }),
  });

/** The 11th-edition deployment patterns (zones and objective markers, on the data's board). */
export const useOfficialDeployments = () =>
  useQuery({
    queryKey: keys.deployments,
    ...forever,
    queryFn: () => apiRequest('/api/game-data/deployments', officialDeploymentsReplySchema, { quiet: true }),
  });

/** The 11th-edition terrain layouts, without their pieces (those come one layout at a time). */
export const useTerrainLayouts = () =>
  useQuery({
    queryKey: keys.layouts,
    ...forever,
    queryFn: () => apiRequest('/api/game-data/terrain-layouts', terrainLayoutsReplySchema, { quiet: true }),
  });

const terrainLayoutQuery = (id: string) => ({
  queryKey: keys.layout(id),
  ...forever,
  queryFn: async () =>
    (
      await apiRequest(`/api/game-data/terrain-layouts/${encodeURIComponent(id)}`, terrainLayoutReplySchema, {
        quiet: true,
      })
    ).layout,
});

/** Fetches one layout with its pieces (kept once fetched). */
export function useFetchTerrainLayout() {
  const client = useQueryClient();
  return (id: string) => client.fetchQuery(terrainLayoutQuery(id));
}

/** One layout with its pieces, once `enabled` (a game card's table, opened). */
export const useTerrainLayout = (id: string, enabled: boolean) =>
  useQuery({ ...terrainLayoutQuery(id), enabled });

export const useSnapshots = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: keys.snapshots(id),
    enabled,
    queryFn: async () =>
      (
        await apiRequest(`/api/battlefields/${id}/snapshots`, battlefieldSnapshotsReplySchema, {
          quiet: true,
        })
      ).snapshots,
  });

export function useCreateBattlefield() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BattlefieldInput) =>
      apiRequest('/api/battlefields', battlefieldSchema, { method: 'POST', body: input, quiet: true }),
    onSuccess: (saved) => {
      client.setQueryData(keys.one(saved.id), saved);
      void client.invalidateQueries({ queryKey: keys.all });
    },
  });
}

export function useSaveBattlefield(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BattlefieldInput) =>
      apiRequest(`/api/battlefields/${id}`, battlefieldSchema, { method: 'PUT', body: input, quiet: true }),
    onSuccess: (saved) => {
      client.setQueryData(keys.one(saved.id), saved);
      void client.invalidateQueries({ queryKey: ['battlefields', 'list'] });
    },
  });
}

export function useDeleteBattlefield() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/battlefields/${id}`, z.null(), { method: 'DELETE', quiet: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['battlefields', 'list'] }),
  });
}

export function useCreateSnapshot(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SnapshotInput) =>
      apiRequest(`/api/battlefields/${id}/snapshots`, battlefieldSnapshotSchema, {
        method: 'POST',
        body: input,
        quiet: true,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.snapshots(id) }),
  });
}

export function useDeleteSnapshot(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (snapshotId: string) =>
      apiRequest(`/api/battlefields/${id}/snapshots/${snapshotId}`, z.null(), {
        method: 'DELETE',
        quiet: true,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.snapshots(id) }),
  });
}

export function useCreateTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TemplateInput) =>
      apiRequest('/api/battlefield-templates', battlefieldTemplateSchema, {
        method: 'POST',
        body: input,
        quiet: true,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.templates }),
  });
}
