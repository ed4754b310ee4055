import { ScrollRegion } from '../../../ui/ScrollRegion';
import styles from '../Rosters.module.css';

const statOrder = ['M', 'T', 'SV', 'W', 'LD', 'OC'] as const;

export type DatacardWeapon = {
  name: string;
  count?: number | null;
  range: string;
  attacks: string;
  skill: string;
  strength: string;
  ap: string;
  damage: string;
  keywords: string[];
};

/**
 * A compact datacard: the stat line and the weapons the unit carries, each with how many copies
 * (the roster page, the analysis report and the import review all show the same card).
 */
export function Datacard({
  name,
  stats,
  weapons,
  openWeapons = false,
}: {
  name: string;
  stats: Record<string, string>;
  weapons: DatacardWeapon[];
  openWeapons?: boolean;
}) {
  const hasStats = statOrder.some((key) => (stats[key] ?? '-') !== '-');
  return (
    <>
      {hasStats && (
        <table className={styles.stats} aria-label={`${name} characteristics`}>
          <thead>
            <tr>
              {statOrder.map((key) => (
                <th key={key} scope="col">
                  {key}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {statOrder.map((key) => (
                <td key={key}>{stats[key] ?? '-'}</td>
              ))}
            </tr>
          </tbody>
        </table>
      )}
      {weapons.length > 0 && (
        <details className={styles.weapons} open={openWeapons}>
          <summary>Weapons ({weapons.length})</summary>
          <ScrollRegion label={`${name} weapons`}>
            <table>
              <thead>
                <tr>
                  {['Carried', 'Weapon', 'Range', 'A', 'BS/WS', 'S', 'AP', 'D', 'Keywords'].map((label) => (
                    <th key={label} scope="col">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weapons.map((weapon) => (
                  <tr key={weapon.name}>
                    <td className={styles.weaponCount}>
                      {weapon.count === undefined || weapon.count === null ? '–' : `${weapon.count}×`}
                    </td>
                    <td>{weapon.name}</td>
                    <td>{weapon.range}</td>
                    <td>{weapon.attacks}</td>
                    <td>{weapon.skill}</td>
                    <td>{weapon.strength}</td>
                    <td>{weapon.ap}</td>
                    <td>{weapon.damage}</td>
                    <td>{weapon.keywords.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </details>
      )}
    </>
  );
}
