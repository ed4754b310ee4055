import fieldStyles from '../../ui/FormField.module.css';
import { useWeeksParam, weekChoices } from './admin-insights-api';

export function WeeksPicker() {
  const [weeks, setWeeks] = useWeeksParam();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor="weeks-window">Period</label>
      <select id="weeks-window" value={weeks} onChange={(e) => setWeeks(Number(e.target.value))}>
        {weekChoices.map((choice) => (
          <option key={choice} value={choice}>
            Last {choice} weeks
          </option>
        ))}
      </select>
    </div>
  );
}
