import { useEffect } from 'react';
import { useTournamentMode } from '../../tournament-mode/TournamentModeProvider';
import { useMyActiveEvent } from './active-event-api';
import { useTournamentLive } from './tournament-live';

/**
 * A safety net only: the event's live stream refreshes the active event as its games change.
 * Off tournament mode, it is how an event going live is noticed and the mode turned on.
 */
const REFRESH_MS = 5 * 60_000;

/**
 * Keeps tournament mode's event and current match in step with the server: through the event's
 * live stream while the mode is on (the same stream an open event page uses, shared), and every
 * few minutes to notice another event going live.
 */
export function ActiveEventSync({ signedIn }: { signedIn: boolean }) {
  const { enabled, auto, activeTournament, setActiveTournament } = useTournamentMode();
  const active = useMyActiveEvent((enabled || auto) && signedIn, REFRESH_MS);
  useTournamentLive(enabled && signedIn ? activeTournament?.id : null);
  useEffect(() => {
    if (active.isSuccess) setActiveTournament(active.data);
  }, [active.isSuccess, active.data, setActiveTournament]);
  return null;
}
