import type { Engagement } from '@muster/contracts';
import styles from './Counters.module.css';

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** Who hits whom, how hard: "Gunners (shooting): 43 % a turn, 8 % to wipe it". */
export function EngagementList({
  engagements,
  side,
}: {
  engagements: Engagement[];
  side: 'attacker' | 'defender';
}) {
  if (engagements.length === 0) return <p className={styles.muted}>Nothing measurable.</p>;
  return (
    <ul className={styles.engagements}>
      {engagements.map((e) => (
        <li key={`${e.attackerId}-${e.defenderId}`}>
          <strong>{side === 'attacker' ? e.attacker : e.defender}</strong> ({e.mode}):{' '}
          {percent(e.shareDestroyed)} of it a turn, {Math.round(e.pointsRemoved)} pts
          {e.killProbability >= 0.01 ? `, ${percent(e.killProbability)} to wipe it` : ''}
        </li>
      ))}
    </ul>
  );
}
