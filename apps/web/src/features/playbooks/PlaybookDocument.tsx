import type { PlaybookContent } from '@muster/contracts';
import { Card } from '../../ui/Card';
import { withOccurrenceKeys } from '../../ui/occurrence-keys';
import styles from './Playbooks.module.css';

function Items({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Card className={styles.block}>
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Card>
  );
}

/** A playbook as players read it at the table: printable, top to bottom. */
export function PlaybookDocument({ content }: { content: PlaybookContent }) {
  return (
    <article className={styles.document} aria-label="Playbook">
      <Card className={styles.block}>
        <p className={styles.meta}>
          {content.roster.name} · {content.roster.faction} · {content.roster.points} pts
          {content.opponent
            ? ` — against ${content.opponent.name} (${content.opponent.faction}, ${content.opponent.points} pts)`
            : ''}
        </p>
        <p>{content.overview}</p>
        <dl className={styles.figures}>
          <div>
            <dt>Rating</dt>
            <dd>{content.rating.toFixed(1)} / 10</dd>
          </div>
          {content.trade && (
            <>
              <div>
                <dt>You remove per turn</dt>
                <dd>{Math.round(content.trade.yours)} pts</dd>
              </div>
              <div>
                <dt>They remove per turn</dt>
                <dd>{Math.round(content.trade.theirs)} pts</dd>
              </div>
            </>
          )}
        </dl>
      </Card>

      <section aria-labelledby="roles-heading">
        <h2 id="roles-heading" className={styles.sectionTitle}>
          Roles
        </h2>
        <div className={styles.roles}>
          {content.roles.map((role) => (
            <Card key={role.role} className={styles.block}>
              <h3>{role.role}</h3>
              <ul>
                {withOccurrenceKeys(role.units, (unit) => unit.name).map(([key, unit]) => (
                  <li key={key}>
                    <strong>{unit.name}</strong> ({unit.points} pts): {unit.why}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="turns-heading">
        <h2 id="turns-heading" className={styles.sectionTitle}>
          Turn by turn
        </h2>
        <ol className={styles.turns}>
          {content.turns.map((turn) => (
            <li key={turn.turn}>
              <h3>
                Turn {turn.turn}: {turn.focus}
              </h3>
              <ul>
                {turn.actions.map((action) => (
                  <li key={action}>{action}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <div className={styles.columns}>
        <Items
          title="Target priority"
          items={content.targetPriority.map((t) => `${t.target}: ${t.with.join(', ')}. ${t.why}`)}
        />
        <Items title="Threats" items={content.threats.map((t) => `${t.threat} ${t.answer}`)} />
        <Items
          title="Secondary objectives"
          items={content.secondaryObjectives.map((s) => `${s.name}: ${s.reason}`)}
        />
        <Items title="Command points" items={content.commandPoints} />
      </div>
    </article>
  );
}
