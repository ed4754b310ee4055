import type { Roster } from '@muster/contracts';
import { Badge } from '../../ui/Badge';
import styles from './Rosters.module.css';
import { AbilityRules } from './resolution/AbilityRules';
import { Datacard } from './resolution/Datacard';
import { UnitResolutionSummary } from './resolution/UnitResolutionSummary';

const counted = (items: { name: string; count: number }[]) =>
  items.map((item) => (item.count > 1 ? `${item.count}× ${item.name}` : item.name)).join(', ');

/**
 * The roster's units grouped by role as compact datacards: models, wargear, the datasheet each was
 * matched to, characteristics, the weapons the unit carries with how many of each, its abilities'
 * rules (the invulnerable save among them) a tap away, and its keywords.
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
                  <Datacard name={unit.name} stats={unit.stats} weapons={unit.weapons} />
                  {unit.abilities.length > 0 && (
                    <details className={styles.weapons}>
                      <summary>Abilities ({unit.abilities.length})</summary>
                      <AbilityRules abilities={unit.abilities} />
                    </details>
                  )}
                  {unit.keywords.length > 0 && (
                    <p className={styles.unitLine}>Keywords: {unit.keywords.join(', ')}</p>
                  )}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
