import type { LeaderboardQuery, leaderboardSchema, playerPageSchema } from '@muster/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../api/api-client';

const leaderboardKeys = {
  board: (query: LeaderboardQuery) => ['leaderboard', query] as const,
  player: (userId: string) => ['players', userId] as const,
};

const noRetryOn4xx = (count: number, error: Error) =>
  !(error instanceof ApiRequestError && error.status < 500) && count < 2;

export const useLeaderboard = (query: LeaderboardQuery) =>
  useQuery({
    queryKey: leaderboardKeys.board(query),
    placeholderData: keepPreviousData,
    queryFn: () => {
      const params = new URLSearchParams({ period: query.period, minGames: String(query.minGames) });
      if (query.faction) params.set('faction', query.faction);
      return apiRequest<typeof leaderboardSchema>(`/api/leaderboard?${params}`, { quiet: true });
    },
  });

export const usePlayerPage = (userId: string) =>
  useQuery({
    queryKey: leaderboardKeys.player(userId),
    retry: noRetryOn4xx,
    queryFn: () =>
      apiRequest<typeof playerPageSchema>(`/api/players/${encodeURIComponent(userId)}`, { quiet: true }),
  });
