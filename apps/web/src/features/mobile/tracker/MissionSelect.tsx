import type { MissionScoring } from '@muster/contracts';
import fieldStyles from '../../../ui/FormField.module.css';

/** A mission of the data set by name; "none" scores no primary (secondaries still count). */
export function MissionSelect({
  id,
  label,
  scoring,
  value,
  onChange,
}: {
  id: string;
  label: string;
  scoring: MissionScoring;
  value: string;
  onChange: (missionId: string) => void;
}) {
  const missions = [...scoring.missions].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">No primary mission</option>
        {missions.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
    </div>
  );
}
