import type {
  BcpImportReply,
  BcpImportRequest,
  bcpImportReplySchema,
} from '@muster/contracts/tournament-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { tournamentKeys } from './tournament-keys';

/** Checks (dryRun) or imports the files saved from Best Coast Pairings; an import refreshes the event. */
export function useBcpImport(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BcpImportRequest): Promise<BcpImportReply> =>
      apiRequest<typeof bcpImportReplySchema>(`/api/tournaments/${tournamentId}/import/bcp`, {
        method: 'POST',
        body,
        quiet: true,
      }),
    onSuccess: (reply) => {
      if (reply.imported) void queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
    },
  });
}
