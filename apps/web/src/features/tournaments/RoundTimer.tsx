import { useEffect, useState } from 'react';
import styles from './Tournaments.module.css';

const clock = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
};

/**
 * The round's time left, ticking each second; everyone sees the same end time from the server.
 * While the organiser has it paused, the time left is frozen at what it was.
 */
export function RoundTimer({
  round,
  endsAt,
  pausedAt,
}: {
  round: number;
  endsAt: string | null;
  pausedAt: string | null;
}) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!endsAt || pausedAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt, pausedAt]);
  if (!endsAt)
    return <p className={styles.timer}>Round {round}: waiting for the organiser to start the clock.</p>;
  const left = Date.parse(endsAt) - (pausedAt ? Date.parse(pausedAt) : now);
  return (
    <p className={styles.timer} data-over={left <= 0 || undefined} data-paused={pausedAt ? true : undefined}>
      Round {round}: <span data-testid="round-clock">{left > 0 ? clock(left) : 'Time is up'}</span>
      {left > 0 && (pausedAt ? ' left (paused)' : ' left')}
    </p>
  );
}
