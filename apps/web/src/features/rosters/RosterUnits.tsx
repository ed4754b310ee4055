import type { Roster, RosterUnit } from '@muster/contracts';
import { Badge } from '../../ui/Badge';
import { ScrollRegion } from '../../ui/ScrollRegion';
import styles from './Rosters.module.css';
import { UnitResolutionSummary } from './resolution/UnitResolutionSummary';

const statOrder = ['M', 'T', 'SV', 'W', 'LD', 'OC'] as const;

function StatLine({ unit }: { unit: RosterUnit }) {
  if (statOrder.every((key) => unit.stats[key] === '-')) return null;
  return (
    <table className={styles.stats} aria-label={`${unit.name} characteristics`}>
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
            <td key={key}>{unit.stats[key]}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

function Weapons({ unit }: { unit: RosterUnit }) {
  if (unit.weapons.length === 0) return null;
  return (
    <details className={styles.weapons}>
      <summary>Weapons ({unit.weapons.length})</summary>
      <ScrollRegion label={`${unit.name} weapons`}>
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
            {unit.weapons.map((weapon) => (
              <tr key={weapon.name}>
                <td className={styles.weaponCount}>
                  {weapon.count === undefined ? '–' : `${weapon.count}×`}
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
  );
}

const counted = (items: { name: string; count: number }[]) =>
  items.map((item) => (item.count > 1 ? `${item.count}× ${item.name}` : item.name)).join(', ');

/**
 * The roster's units grouped by role as compact datacards: models, wargear, the datasheet each was
 * matched to, characteristics, and the weapons the unit carries with how many of each.
 */
export function RosterUnits({ roster }: { roster: Roster }) {
  const roles = [...new Set(roster.units.map((unit) => unit.role))];
  return (
    <div className={styles.roles}>
      {roles.map((role) => (
        <section key={role} aria-label={role}>
          <h2 className={styles.roleHeading}>{role}</h2>
          <ul className={styles.units}>
            {roster.units
              .filter((unit) => unit.role === role)
              .map((unit) => (
                <li key={unit.id} className={styles.unit}>
                  <div className={styles.unitHeader}>
                    <h3 className={styles.unitName}>{unit.name}</h3>
                    <Badge tone="accent">{unit.points} pts</Badge>
                    <Badge>
                      {unit.count} {unit.count === 1 ? 'model' : 'models'}
                    </Badge>
                    {unit.enhancements.map((enhancement) => (
                      <Badge key={enhancement} tone="gold">
                        {enhancement}
                      </Badge>
                    ))}
                  </div>
                  {unit.models.length > 0 && (
                    <p className={styles.unitLine}>Models: {counted(unit.models)}</p>
                  )}
                  {unit.wargear.length > 0 && (
                    <p className={styles.unitLine}>Wargear: {counted(unit.wargear)}</p>
                  )}
                  <UnitResolutionSummary unit={unit} />
                  <StatLine unit={unit} />
                  <Weapons unit={unit} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
