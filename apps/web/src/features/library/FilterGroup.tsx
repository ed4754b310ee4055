import { humanise } from '../../content/content-search';
import styles from './LibraryPage.module.css';

export function FilterGroup<T extends string>({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  selected: T[];
  onChange: (next: T[]) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option) => {
          const on = selected.includes(option);
          return (
            <button
              key={option}
              type="button"
              className={styles.chip}
              aria-pressed={on}
              onClick={() =>
                onChange(on ? selected.filter((value) => value !== option) : [...selected, option])
              }
            >
              {humanise(option)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
