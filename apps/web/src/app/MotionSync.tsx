import { useLayoutEffect } from 'react';
import { useMediaQuery } from '../layout/use-media-query';
import { useTheme } from '../themes/ThemeProvider';
import { useTournamentMode } from '../tournament-mode/TournamentModeProvider';
import { motionScale } from '../tournament-mode/tournament-mode-model';

/** Publishes the effective animation scale (reduced motion, battery mode) as CSS state on <html>. */
export function MotionSync() {
  const { preferences } = useTheme();
  const { enabled, batteryMode } = useTournamentMode();
  const systemReduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const scale = motionScale({
    tournamentMode: enabled,
    batteryMode,
    reducedMotion: preferences.reducedMotion || systemReduced,
  });
  // Before the first paint, with the theme's tokens (ThemeProvider): one restyle of the page, not two.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--motion-scale', String(scale));
    root.dataset.motion = scale === 0 ? 'none' : scale < 1 ? 'reduced' : 'full';
    root.dataset.tournamentMode = String(enabled);
  }, [scale, enabled]);
  return null;
}
