import type { RulesOverview } from '@muster/contracts';
import { Card } from '../../ui/Card';
import { EditionBadges } from './EditionBadges';
import styles from './RulesUpdates.module.css';

/** The core-rule numbers the dice engine uses, by topic, each with the editions it applies to. */
export function CoreRulesSection({ overview }: { overview: RulesOverview }) {
  return (
    <section aria-labelledby="rules-core" className={styles.section}>
      <h2 id="rules-core" className={styles.sectionTitle}>
        Core rules the dice engine uses
      </h2>
      <p className={styles.lead}>
        Every damage figure in Muster is worked out with these numbers, read from the dice engine itself.
        Where the editions differ, each wording is marked with its edition.
      </p>
      {overview.woundTables.map((table) => (
        <Card key={table.editions.join()} className={styles.block}>
          <h3 className={styles.subTitle}>
            Wound roll <EditionBadges editions={table.editions} />
          </h3>
          <table className={styles.woundTable}>
            <thead>
              <tr>
                <th scope="col">Strength against Toughness</th>
                <th scope="col">Wounds on</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.condition}>
                  <td>{row.condition}</td>
                  <td>{row.need}+</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.muted}>Worked by the engine:</p>
          <ul className={styles.examples}>
            {table.examples.map((example) => (
              <li key={`${example.strength}-${example.toughness}`}>
                S{example.strength} vs T{example.toughness}: {example.need}+
              </li>
            ))}
          </ul>
        </Card>
      ))}
      {overview.coreRules.map((group) => (
        <Card key={group.id} className={styles.block}>
          <h3 className={styles.subTitle}>{group.title}</h3>
          <dl className={styles.rules}>
            {group.rules.map((rule) => (
              <div key={rule.id}>
                <dt>{rule.name}</dt>
                {rule.applies.map((entry) => (
                  <dd key={entry.editions.join()}>
                    <EditionBadges editions={entry.editions} /> {entry.text}
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </section>
  );
}
