import {
  apiErrorSchema,
  type InputDiagnosis,
  type Roster,
  type RosterCreate,
  type RosterParseReply,
  type RosterUpdate,
  rosterListSchema,
  rosterParseFailureDetailsSchema,
  rosterParseReplySchema,
  rosterResolveReplySchema,
  type SavedRoster,
  savedRosterSchema,
} from '@muster/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError, apiRequest } from '../../api/api-client';

export const rosterKeys = {
  all: ['rosters'] as const,
  list: ['rosters', 'list'] as const,
  one: (id: string) => ['rosters', 'one', id] as const,
};

export const rosterListQuery = queryOptions({
  queryKey: rosterKeys.list,
  queryFn: async () => (await apiRequest('/api/rosters', rosterListSchema, { quiet: true })).rosters,
});

export function useRosterList() {
  return useQuery(rosterListQuery);
}

export function useRoster(id: string) {
  return useQuery({
    queryKey: rosterKeys.one(id),
    queryFn: () => apiRequest(`/api/rosters/${encodeURIComponent(id)}`, savedRosterSchema, { quiet: true }),
    enabled: id !== '',
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });
}

function useRosterMutation<Input>(run: (input: Input) => Promise<SavedRoster | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(rosterKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: rosterKeys.list });
      // Every save is a version: the version list follows.
      void queryClient.invalidateQueries({ queryKey: ['rosters', 'versions'] });
    },
  });
}

export const useSaveRoster = () =>
  useRosterMutation((body: RosterCreate) =>
    apiRequest('/api/rosters', savedRosterSchema, { method: 'POST', body, quiet: true }),
  );

export const useUpdateRoster = (id: string) =>
  useRosterMutation((body: RosterUpdate) =>
    apiRequest(`/api/rosters/${id}`, savedRosterSchema, { method: 'PATCH', body, quiet: true }),
  );

export const useDuplicateRoster = () =>
  useRosterMutation((id: string) =>
    apiRequest(`/api/rosters/${id}/duplicate`, savedRosterSchema, { method: 'POST', quiet: true }),
  );

/** Matches a roster under review against the game data again (after the user picked datasheets). */
export const useResolveRoster = () =>
  useMutation({
    mutationFn: async (roster: Roster) =>
      (
        await apiRequest('/api/rosters/resolve', rosterResolveReplySchema, {
          method: 'POST',
          body: { roster },
          quiet: true,
        })
      ).roster,
  });

export function useDeleteRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/rosters/${id}`, z.null(), { method: 'DELETE', quiet: true }),
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: rosterKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: rosterKeys.list });
    },
  });
}

/** What a refused parse's details say the input holds and lacks, when the server said. */
export function parseFailureDiagnosis(error: unknown): InputDiagnosis | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  return rosterParseFailureDetailsSchema.safeParse(error.details).data?.diagnosis;
}

/**
 * Sends one file (raw) or pasted text to the parser. XMLHttpRequest rather than fetch, because only
 * it reports upload progress.
 */
export function parseRosterUpload(
  input: File | string,
  onProgress: (fraction: number) => void,
): Promise<RosterParseReply> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/rosters/parse');
    request.withCredentials = true;
    if (typeof input === 'string') request.setRequestHeader('content-type', 'text/plain; charset=utf-8');
    else {
      request.setRequestHeader('content-type', 'application/octet-stream');
      request.setRequestHeader('x-file-name', encodeURIComponent(input.name));
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = null;
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = rosterParseReplySchema.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else
          reject(
            new ApiRequestError('Unexpected data structure from server.', 'INVALID_REPLY', request.status),
          );
        return;
      }
      const error = apiErrorSchema.safeParse(payload);
      reject(
        new ApiRequestError(
          error.success ? error.data.error.message : `HTTP ${request.status}`,
          error.success ? error.data.error.code : `HTTP_${request.status}`,
          request.status,
          error.success ? error.data.error.details : undefined,
        ),
      );
    };
    request.onerror = () =>
      reject(new ApiRequestError('The server could not be reached.', 'NETWORK_ERROR', 0));
    request.send(input);
  });
}
