import type { BattleLogRequest, loggedBattleSchema, loggedBattlesSchema } from '@muster/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/api-client';
import { oracleKeys } from '../oracle/oracle-api';
import { analyticsKeys } from '../player-analytics/analytics-api';

const battleKeys = {
  all: ['battles'] as const,
};

export const useLoggedBattles = () =>
  useQuery({
    queryKey: battleKeys.all,
    queryFn: () => apiRequest<typeof loggedBattlesSchema>('/api/battles', { quiet: true }),
  });

/** A logged or removed game changes the player's analytics and "my games" meta too. */
function useBattleMutation<T, R>(request: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: battleKeys.all });
      void client.invalidateQueries({ queryKey: analyticsKeys.all });
      void client.invalidateQueries({ queryKey: oracleKeys.all });
    },
  });
}

export const useLogBattle = () =>
  useBattleMutation((input: BattleLogRequest) =>
    apiRequest<typeof loggedBattleSchema>('/api/battles', { method: 'POST', body: input, quiet: true }),
  );

export const useDeleteBattle = () =>
  useBattleMutation((id: string) =>
    apiRequest<z.ZodNull>(`/api/battles/${id}`, { method: 'DELETE', quiet: true }),
  );
