import { activeEventReplySchema } from '@muster/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../api/api-client';
import { useTournamentMode } from '../../tournament-mode/TournamentModeProvider';
import { tournamentKeys } from './tournaments-api';

const REFRESH_MS = 30_000;

/**
 * While tournament mode is on, keeps its event and current match in step with the server: every
 * 30 s, and at once whenever an event page's live stream refreshes the tournament queries.
 */
export function ActiveEventSync({ signedIn }: { signedIn: boolean }) {
  const { enabled, setActiveTournament } = useTournamentMode();
  const active = useQuery({
    queryKey: [...tournamentKeys.all, 'my-active'],
    enabled: enabled && signedIn,
    refetchInterval: REFRESH_MS,
    queryFn: async () =>
      (await apiRequest('/api/tournaments/my-active', activeEventReplySchema, { quiet: true })).active,
  });
  useEffect(() => {
    if (active.isSuccess) setActiveTournament(active.data);
  }, [active.isSuccess, active.data, setActiveTournament]);
  return null;
}
