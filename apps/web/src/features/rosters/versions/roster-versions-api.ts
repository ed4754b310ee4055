import type {
  rosterDiffSchema,
  rosterShareLinkReplySchema,
  rosterVersionsReplySchema,
  savedRosterSchema,
  sharedListReplySchema,
} from '@muster/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/api-client';
import { rosterKeys } from '../rosters-api';

export const useRosterVersions = (id: string) =>
  useQuery({
    queryKey: rosterKeys.versionList(id),
    queryFn: () =>
      apiRequest<typeof rosterVersionsReplySchema>(`/api/rosters/${id}/versions`, { quiet: true }),
  });

export const useRosterComparison = (id: string, from: number, to: number) =>
  useQuery({
    queryKey: rosterKeys.versionCompare(id, from, to),
    enabled: from > 0 && to > 0 && from !== to,
    queryFn: () =>
      apiRequest<typeof rosterDiffSchema>(`/api/rosters/${id}/versions/compare?from=${from}&to=${to}`, {
        quiet: true,
      }),
  });

export function useRestoreVersion(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (number: number) =>
      apiRequest<typeof savedRosterSchema>(`/api/rosters/${id}/versions/${number}/restore`, {
        method: 'POST',
        quiet: true,
      }),
    onSuccess: (saved) => {
      client.setQueryData(rosterKeys.one(id), saved);
      void client.invalidateQueries({ queryKey: rosterKeys.all });
    },
  });
}

export const useShareLink = (id: string) =>
  useQuery({
    queryKey: rosterKeys.shareLink(id),
    queryFn: () =>
      apiRequest<typeof rosterShareLinkReplySchema>(`/api/rosters/${id}/share-link`, { quiet: true }),
  });

export function useShareLinkActions(id: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: rosterKeys.shareLink(id) });
  return {
    create: useMutation({
      mutationFn: () =>
        apiRequest<typeof rosterShareLinkReplySchema>(`/api/rosters/${id}/share-link`, {
          method: 'POST',
          quiet: true,
        }),
      onSuccess: (reply) => client.setQueryData(rosterKeys.shareLink(id), reply),
    }),
    revoke: useMutation({
      mutationFn: () =>
        apiRequest<z.ZodNull>(`/api/rosters/${id}/share-link`, { method: 'DELETE', quiet: true }),
      onSuccess: refresh,
    }),
  };
}

export const useSharedList = (token: string) =>
  useQuery({
    queryKey: rosterKeys.sharedList(token),
    retry: false,
    queryFn: () =>
      apiRequest<typeof sharedListReplySchema>(`/api/shared-lists/${encodeURIComponent(token)}`, {
        quiet: true,
      }),
  });

/** The link a list is shared under, on this site. */
export const sharedListUrl = (token: string) => `${window.location.origin}/lists/${token}`;
