import { useEffect, useState } from 'react';
import { countdownLabel, msLeft } from './countdown';
import styles from './TeamDraft.module.css';

/** The step's time left on the server's clock, ticking each second; amber for the last 30 s. */
export function DraftCountdown({ deadline, offset }: { deadline: string; offset: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = msLeft(deadline, offset, now);
  return (
    <p
      className={styles.countdown}
      data-testid="draft-countdown"
      data-urgent={(left > 0 && left <= 30_000) || undefined}
      data-over={left <= 0 || undefined}
    >
      {left > 0 ? `${countdownLabel(left)} left` : 'Time is up: the team-sheet default applies'}
    </p>
  );
}
