import type { RosterUnit } from '@muster/contracts';
import styles from './AbilityRules.module.css';

type Ability = RosterUnit['abilities'][number];

/**
 * Each ability's rules: one tap away on the phone (what a player checks at the table), written
 * out on paper, where nothing can be tapped open.
 */
export function AbilityRules({ abilities, open = false }: { abilities: Ability[]; open?: boolean }) {
  return (
    <ul className={styles.abilities}>
      {abilities.map((ability) => (
        <li key={ability.name}>
          {!ability.description.trim() ? (
            ability.name
          ) : open ? (
            <p className={styles.abilityText}>
              <strong>{ability.name}:</strong> {ability.description}
            </p>
          ) : (
            <details>
              <summary>{ability.name}</summary>
              <p>{ability.description}</p>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
