import type {
  BattlefieldInput,
  battlefieldListReplySchema,
  battlefieldSchema,
  battlefieldSnapshotSchema,
  battlefieldSnapshotsReplySchema,
  battlefieldTemplateSchema,
  battlefieldTemplatesReplySchema,
  officialDeploymentsReplySchema,
  SnapshotInput,
  TemplateInput,
  terrainLayoutReplySchema,
  terrainLayoutsReplySchema,
} from '@muster/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/api-client';

const keys = {
  all: ['battlefields'] as const,
  /** Every page of both scopes. */
  lists: ['battlefields', 'list'] as const,
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
      apiRequest<typeof battlefieldListReplySchema>(
        `/api/battlefields?scope=${scope}&offset=${offset}&limit=${BATTLEFIELDS_PER_PAGE}`,
        { quiet: true },
      ),
  });

export const useBattlefield = (id: string) =>
  useQuery({
    queryKey: keys.one(id),
    queryFn: () =>
      apiRequest<typeof battlefieldSchema>(`/api/battlefields/${encodeURIComponent(id)}`, { quiet: true }),
  });

export const useBattlefieldTemplates = () =>
  useQuery({
    queryKey: keys.templates,
    queryFn: () =>
      apiRequest<typeof battlefieldTemplatesReplySchema>('/api/battlefield-templates?limit=50', {
        quiet: true,
      }),
  });

/** The 11th-edition deployment patterns (zones and objective markers, on the data's board). */
export const useOfficialDeployments = () =>
  useQuery({
    queryKey: keys.deployments,
    ...forever,
    queryFn: () =>
      apiRequest<typeof officialDeploymentsReplySchema>('/api/game-data/deployments', { quiet: true }),
  });

/** The 11th-edition terrain layouts, without their pieces (those come one layout at a time). */
export const useTerrainLayouts = () =>
  useQuery({
    queryKey: keys.layouts,
    ...forever,
    queryFn: () =>
      apiRequest<typeof terrainLayoutsReplySchema>('/api/game-data/terrain-layouts', { quiet: true }),
  });

const terrainLayoutQuery = (id: string) => ({
  queryKey: keys.layout(id),
  ...forever,
  queryFn: async () =>
    (
      await apiRequest<typeof terrainLayoutReplySchema>(
        `/api/game-data/terrain-layouts/${encodeURIComponent(id)}`,
        {
          quiet: true,
        },
      )
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
        await apiRequest<typeof battlefieldSnapshotsReplySchema>(`/api/battlefields/${id}/snapshots`, {
          quiet: true,
        })
      ).snapshots,
  });

export function useCreateBattlefield() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BattlefieldInput) =>
      apiRequest<typeof battlefieldSchema>('/api/battlefields', { method: 'POST', body: input, quiet: true }),
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
      apiRequest<typeof battlefieldSchema>(`/api/battlefields/${id}`, {
        method: 'PUT',
        body: input,
        quiet: true,
      }),
    onSuccess: (saved) => {
      client.setQueryData(keys.one(saved.id), saved);
      void client.invalidateQueries({ queryKey: keys.lists });
    },
  });
}

export function useDeleteBattlefield() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<z.ZodNull>(`/api/battlefields/${id}`, { method: 'DELETE', quiet: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.lists }),
  });
}

export function useCreateSnapshot(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SnapshotInput) =>
      apiRequest<typeof battlefieldSnapshotSchema>(`/api/battlefields/${id}/snapshots`, {
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
      apiRequest<z.ZodNull>(`/api/battlefields/${id}/snapshots/${snapshotId}`, {
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
      apiRequest<typeof battlefieldTemplateSchema>('/api/battlefield-templates', {
        method: 'POST',
        body: input,
        quiet: true,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.templates }),
  });
}
