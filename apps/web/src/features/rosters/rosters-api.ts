import type {
  catalogueSearchReplySchema,
  detachmentRulesReplySchema,
  InputDiagnosis,
  Roster,
  RosterCreate,
  RosterParseFailureDetails,
  RosterParseReply,
  RosterUpdate,
  rosterListSchema,
  rosterResolveReplySchema,
  SavedRoster,
  savedRosterSchema,
} from '@muster/contracts';
import type { RosterExportFormat } from '@muster/contracts/roster-export-formats';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiRequestError, apiRequest } from '../../api/api-client';
import { apiErrorOf } from '../../api/api-error-envelope';

/**
 * Every query key of the rosters feature (its pages, the builder, versions, checks). What
 * a saved roster shows sits under ['rosters'], so invalidating `all` refreshes all of it; the
 * builder's catalogue and list checks, shared lists and the datasheet search have roots of their own.
 */
export const rosterKeys = {
  all: ['rosters'] as const,
  list: ['rosters', 'list'] as const,
  one: (id: string) => ['rosters', 'one', id] as const,
  /** Every roster's version history: each save adds a version. */
  versions: ['rosters', 'versions'] as const,
  versionList: (id: string) => ['rosters', 'versions', id] as const,
  versionCompare: (id: string, from: number, to: number) => ['rosters', 'versions', id, from, to] as const,
  shareLink: (id: string) => ['rosters', 'share-link', id] as const,
  /** A saved roster in the builder's terms. */
  build: (id: string) => ['rosters', 'build', id] as const,
  /** A saved roster checked, per saved state. */
  check: (id: string, updatedAt: string) => ['rosters', 'check', id, updatedAt] as const,
  detachmentRules: (id: string, updatedAt: string) => ['rosters', 'detachment-rules', id, updatedAt] as const,
  /** A roster not saved yet (an import under review) checked. */
  unsavedLegality: (roster: Roster | null) => ['rosters', 'legality', roster] as const,
  sharedList: (token: string) => ['shared-lists', token] as const,
  /** `faction` is the search's faction parameter (`&faction=…`), or '' for every faction. */
  datasheetSearch: (term: string, faction: string) => ['game-data', 'search', term, faction] as const,
  builderFactions: ['list-builder', 'factions'] as const,
  builderCatalogue: (factionId: string) => ['list-builder', 'catalogue', factionId] as const,
  builderCheck: (spec: string) => ['list-builder', 'check', spec] as const,
};

export const rosterListQuery = queryOptions({
  queryKey: rosterKeys.list,
  queryFn: async () => (await apiRequest<typeof rosterListSchema>('/api/rosters', { quiet: true })).rosters,
});

export function useRosterList() {
  return useQuery(rosterListQuery);
}

export function useRoster(id: string) {
  return useQuery({
    queryKey: rosterKeys.one(id),
    queryFn: () =>
      apiRequest<typeof savedRosterSchema>(`/api/rosters/${encodeURIComponent(id)}`, { quiet: true }),
    enabled: id !== '',
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
    // A roster saved while the server was too busy to match its units is matched in the background:
    // look again until it is.
    refetchInterval: (query) => {
      const roster = query.state.data?.roster;
      return roster && !roster.resolution && roster.units.length > 0 ? 5_000 : false;
    },
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
      void queryClient.invalidateQueries({ queryKey: rosterKeys.versions });
    },
  });
}

export const useSaveRoster = () =>
  useRosterMutation((body: RosterCreate) =>
    apiRequest<typeof savedRosterSchema>('/api/rosters', { method: 'POST', body, quiet: true }),
  );

export const useUpdateRoster = (id: string) =>
  useRosterMutation((body: RosterUpdate) =>
    apiRequest<typeof savedRosterSchema>(`/api/rosters/${id}`, { method: 'PATCH', body, quiet: true }),
  );

export const useDuplicateRoster = () =>
  useRosterMutation((id: string) =>
    apiRequest<typeof savedRosterSchema>(`/api/rosters/${id}/duplicate`, { method: 'POST', quiet: true }),
  );

/** The rules of the roster's detachments, as the game data words them (per saved state). */
export const useDetachmentRules = (rosterId: string, updatedAt: string) =>
  useQuery({
    queryKey: rosterKeys.detachmentRules(rosterId, updatedAt),
    queryFn: () =>
      apiRequest<typeof detachmentRulesReplySchema>(`/api/rosters/${rosterId}/detachment-rules`, {
        quiet: true,
      }),
  });

/** The game data's datasheets named like `term` (at least two letters), in one faction or (null) all. */
export function useDatasheetSearch(term: string, factionId: string | null) {
  const faction = factionId ? `&faction=${encodeURIComponent(factionId)}` : '';
  return useQuery({
    queryKey: rosterKeys.datasheetSearch(term, faction),
    queryFn: () =>
      apiRequest<typeof catalogueSearchReplySchema>(
        `/api/game-data/units?query=${encodeURIComponent(term)}&limit=12${faction}`,
        { quiet: true },
      ),
    enabled: term.length >= 2,
  });
}

/** Matches a roster under review against the game data again (after the user picked datasheets). */
export const useResolveRoster = () =>
  useMutation({
    mutationFn: async (roster: Roster) =>
      (
        await apiRequest<typeof rosterResolveReplySchema>('/api/rosters/resolve', {
          method: 'POST',
          body: { roster },
          quiet: true,
        })
      ).roster,
  });

export function useDeleteRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<z.ZodNull>(`/api/rosters/${id}`, { method: 'DELETE', quiet: true }),
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: rosterKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: rosterKeys.list });
    },
  });
}

/**
 * The roster exported in a format (a file to download or text to copy), or the server's reason it
 * cannot be written (422) as the error message.
 */
export async function fetchRosterExport(rosterId: string, format: RosterExportFormat): Promise<Response> {
  const response = await fetch(
    `/api/rosters/${encodeURIComponent(rosterId)}/export?format=${encodeURIComponent(format)}`,
    { credentials: 'same-origin' },
  );
  if (response.ok) return response;
  const payload: unknown = await response.json().catch(() => null);
  throw new Error(apiErrorOf(payload)?.message ?? `The export failed (HTTP ${response.status}). Try again.`);
}

/** What a refused parse's details say the input holds and lacks, when the server said. */
export function parseFailureDiagnosis(error: unknown): InputDiagnosis | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  // The server's error details for a refused parse (rosterParseFailureDetailsSchema).
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('diagnosis' in details)) return undefined;
  return (details as RosterParseFailureDetails).diagnosis;
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
        // The server checks its reply against rosterParseReplySchema before sending it.
        if (payload !== null) resolve(payload as RosterParseReply);
        else
          reject(
            new ApiRequestError('Unexpected data structure from server.', 'INVALID_REPLY', request.status),
          );
        return;
      }
      const error = apiErrorOf(payload);
      reject(
        new ApiRequestError(
          error?.message ?? `HTTP ${request.status}`,
          error?.code ?? `HTTP_${request.status}`,
          request.status,
          error?.details,
        ),
      );
    };
    request.onerror = () =>
      reject(new ApiRequestError('The server could not be reached.', 'NETWORK_ERROR', 0));
    request.send(input);
  });
}
