import { useBatteryStatus, useOnlineStatus } from '../../layout/status';
import { breakpoints, DESKTOP_QUERY, useMediaQuery } from '../../layout/use-media-query';
import { useTheme } from '../../themes/ThemeProvider';
import { useTournamentMode } from '../../tournament-mode/TournamentModeProvider';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import styles from './DevPages.module.css';

/** A debug page: what the shell believes about this device right now. */
export function TestVisibilityPage() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const online = useOnlineStatus();
  const battery = useBatteryStatus();
  const { theme, preferences } = useTheme();
  const { enabled, batteryMode } = useTournamentMode();
  const rows: [string, string][] = [
    ['Layout', desktop ? 'desktop (≥ 1024 px)' : 'mobile (< 1024 px)'],
    ['Viewport', `${window.innerWidth} × ${window.innerHeight}`],
    [
      'Breakpoints',
      Object.entries(breakpoints)
        .map(([name, px]) => `${name} ${px}`)
        .join(', '),
    ],
    ['Connection', online ? 'online' : 'offline'],
    [
      'Battery API',
      battery ? `${Math.round(battery.level * 100)}%${battery.low ? ' (low)' : ''}` : 'not available',
    ],
    ['Theme', `${theme.label} (${theme.name})`],
    ['Reduced motion', preferences.reducedMotion ? 'on' : 'off'],
    ['Tournament mode', enabled ? `on, battery ${batteryMode}` : 'off'],
    ['Motion', document.documentElement.dataset.motion ?? 'full'],
  ];
  return (
    <>
      <title>Visibility Check · Muster</title>
      <PageHeader
        eyebrow="Debug"
        title="Visibility Check"
        description="What the app shell detects about this device."
      />
      <Card>
        <dl className={styles.table}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </>
  );
}
