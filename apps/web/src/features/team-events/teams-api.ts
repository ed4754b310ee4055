import type { teamListSchema, teamSchema } from '@muster/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { tournamentKeys } from '../tournaments/tournaments-api';
import type { OrganiserTeamAction } from './team-roster';

/** Under tournamentKeys.all: the live stream's refresh of the event refreshes its teams too. */
const teamListKey = (id: string) => [...tournamentKeys.all, 'team-list', id] as const;

export const useTeamList = (id: string, enabled = true) =>
  useQuery({
    queryKey: teamListKey(id),
    enabled,
    queryFn: () => apiRequest<typeof teamListSchema>(`/api/tournaments/${id}/teams`, { quiet: true }),
  });

/**
 * A team change moves the event's counts, members' entries (lists, check-in) and the team list:
 * refresh everything under the event.
 */
function useTeamMutation<Input>(run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

const team = (id: string, teamId: string) => `/api/tournaments/${id}/teams/${encodeURIComponent(teamId)}`;

export const useRegisterTeam = (id: string) =>
  useTeamMutation((body: { name: string; club: string }) =>
    apiRequest<typeof teamSchema>(`/api/tournaments/${id}/teams`, {
      method: 'POST',
      body: { name: body.name.trim(), club: body.club.trim() || null },
      quiet: true,
    }),
  );

export const useInviteMember = (id: string) =>
  useTeamMutation(({ teamId, username }: { teamId: string; username: string }) =>
    apiRequest<typeof teamSchema>(`${team(id, teamId)}/invites`, {
      method: 'POST',
      body: { username: username.trim() },
      quiet: true,
    }),
  );

export const useAcceptInvite = (id: string) =>
  useTeamMutation((teamId: string) =>
    apiRequest<typeof teamSchema>(`${team(id, teamId)}/accept`, { method: 'POST', quiet: true }),
  );

/** Decline or leave (your own id), or the captain takes back an invitation or removes a member. */
export const useRemoveMember = (id: string) =>
  useTeamMutation(({ teamId, userId }: { teamId: string; userId: string }) =>
    apiRequest<typeof teamSchema>(`${team(id, teamId)}/members/${encodeURIComponent(userId)}`, {
      method: 'DELETE',
      quiet: true,
    }),
  );

export const useReorderTeam = (id: string) =>
  useTeamMutation(({ teamId, userIds }: { teamId: string; userIds: string[] }) =>
    apiRequest<typeof teamSchema>(`${team(id, teamId)}/order`, {
      method: 'PUT',
      body: { userIds },
      quiet: true,
    }),
  );

export const useCheckInTeam = (id: string) =>
  useTeamMutation((teamId: string) =>
    apiRequest<typeof teamSchema>(`${team(id, teamId)}/check-in`, { method: 'POST', quiet: true }),
  );

export const useWithdrawTeam = (id: string) =>
  useTeamMutation((teamId: string) =>
    apiRequest<typeof teamSchema>(team(id, teamId), { method: 'DELETE', quiet: true }),
  );

export const useOrganiserTeamAction = (id: string) =>
  useTeamMutation(({ teamId, action }: { teamId: string; action: OrganiserTeamAction }) =>
    apiRequest<typeof teamSchema>(`${team(id, teamId)}/actions`, {
      method: 'POST',
      body: { action },
      quiet: true,
    }),
  );
