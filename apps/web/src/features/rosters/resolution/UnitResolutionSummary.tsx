import type { RosterUnit } from '@muster/contracts';
import { Badge } from '../../../ui/Badge';
import styles from '../Rosters.module.css';
import { loadoutLabel, matchLabel } from './resolution-labels';

/** Which datasheet a unit was matched to, where its loadout comes from, and what to check. */
export function UnitResolutionSummary({ unit }: { unit: RosterUnit }) {
  const resolution = unit.resolution;
  const match = matchLabel(resolution);
  return (
    <div className={styles.resolution}>
      <p className={styles.unitLine}>
        <Badge tone={match.tone}>{match.text}</Badge>{' '}
        {resolution?.datasheetName && resolution.datasheetName !== unit.name && (
          <span>{resolution.datasheetName}. </span>
        )}
        <span className={styles.muted}>{loadoutLabel(resolution)}</span>
      </p>
      {resolution && resolution.notes.length > 0 && (
        <ul className={styles.resolutionNotes}>
          {resolution.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
