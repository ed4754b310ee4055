import type { activeEventReplySchema } from '@muster/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../api/api-client';
import { useTournamentMode } from '../../tournament-mode/TournamentModeProvider';
import { tournamentKeys } from './tournament-keys';

const REFRESH_MS = 30_000;
/** Off tournament mode, often enough to notice an event going live and turn the mode on. */
const IDLE_REFRESH_MS = 5 * 60_000;

/**
 * Keeps tournament mode's event and current match in step with the server: every 30 s while the
 * mode is on, and at once whenever an event page's live stream refreshes the tournament queries;
 * when it is off but may turn on by itself, every few minutes.
 */
export function ActiveEventSync({ signedIn }: { signedIn: boolean }) {
  const { enabled, auto, setActiveTournament } = useTournamentMode();
  const active = useQuery({
    queryKey: [...tournamentKeys.all, 'my-active'],
    enabled: (enabled || auto) && signedIn,
    refetchInterval: enabled ? REFRESH_MS : IDLE_REFRESH_MS,
    queryFn: async () =>
      (await apiRequest<typeof activeEventReplySchema>('/api/tournaments/my-active', { quiet: true })).active,
  });
  useEffect(() => {
    if (active.isSuccess) setActiveTournament(active.data);
  }, [active.isSuccess, active.data, setActiveTournament]);
  return null;
}
