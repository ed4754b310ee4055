import type { Roster } from '@muster/contracts';
import { Button, ButtonLink } from '../../../ui/Button';
import { DetachmentRulesPanel } from '../DetachmentRulesPanel';
import { AbilityRules } from '../resolution/AbilityRules';
import { WithSavedRoster } from '../WithSavedRoster';
import styles from './RosterPrint.module.css';
import { type PrintedUnit, printedUnits } from './roster-print';

const statOrder = ['M', 'T', 'SV', 'W', 'LD', 'OC'] as const;

function UnitCard({ printed, abilityText }: { printed: PrintedUnit; abilityText: AbilityTextMode }) {
  const { unit, leads, ledBy, enhancements } = printed;
  const models = unit.models.length > 0 ? unit.models.reduce((sum, m) => sum + m.count, 0) : unit.count;
  const ranged = unit.weapons.filter((w) => w.range.trim().toLowerCase() !== 'melee');
  const melee = unit.weapons.filter((w) => w.range.trim().toLowerCase() === 'melee');
  return (
    <article className={styles.card} aria-label={unit.name}>
      <header className={styles.cardHeader}>
        <h2>{unit.name}</h2>
        <span>
          {models} {models === 1 ? 'model' : 'models'} · {unit.points} pts
        </span>
      </header>
      {statOrder.some((key) => (unit.stats[key] ?? '-') !== '-') && (
        <table className={styles.stats}>
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
                <td key={key}>{unit.stats[key] ?? '-'}</td>
              ))}
            </tr>
          </tbody>
        </table>
      )}
      {[
        ['Ranged weapons', ranged, 'BS'],
        ['Melee weapons', melee, 'WS'],
      ].map(([title, weapons, skill]) =>
        (weapons as typeof unit.weapons).length > 0 ? (
          <table className={styles.weapons} key={title as string}>
            <thead>
              <tr>
                <th scope="col">{title as string}</th>
                <th scope="col">Range</th>
                <th scope="col">A</th>
                <th scope="col">{skill as string}</th>
                <th scope="col">S</th>
                <th scope="col">AP</th>
                <th scope="col">D</th>
              </tr>
            </thead>
            <tbody>
              {(weapons as typeof unit.weapons).map((w) => (
                <tr key={w.name}>
                  <th scope="row">
                    {w.count && w.count > 1 ? `${w.count}× ` : ''}
                    {w.name}
                    {w.keywords.length > 0 && <small> [{w.keywords.join(', ')}]</small>}
                  </th>
                  <td>{w.range}</td>
                  <td>{w.attacks}</td>
                  <td>{w.skill}</td>
                  <td>{w.strength}</td>
                  <td>{w.ap}</td>
                  <td>{w.damage}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null,
      )}
      <dl className={styles.facts}>
        {enhancements.map((e) => (
          <div key={e.name}>
            <dt>Enhancement</dt>
            <dd>
              {e.name}
              {e.points > 0 ? ` (+${e.points} pts)` : ''}
            </dd>
          </div>
        ))}
        {leads.length > 0 && (
          <div>
            <dt>Leads</dt>
            <dd>{leads.join(', ')}</dd>
          </div>
        )}
        {ledBy.length > 0 && (
          <div>
            <dt>Led by</dt>
            <dd>{ledBy.join(', ')}</dd>
          </div>
        )}
        {unit.abilities.length > 0 && (
          <div>
            <dt>Abilities</dt>
            <dd>
              <AbilityRules abilities={unit.abilities} open={abilityText === 'written'} />
            </dd>
          </div>
        )}
        {unit.keywords.length > 0 && (
          <div>
            <dt>Keywords</dt>
            <dd>{unit.keywords.join(', ')}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}

function ListHeader({ roster }: { roster: Roster }) {
  return (
    <header className={styles.listHeader}>
      <h1>{roster.name}</h1>
      <p>
        {[
          roster.faction,
          roster.detachments.join(' + '),
          roster.forceDisposition,
          roster.battleSize,
          `${roster.pointsTotal}${roster.pointsLimit ? ` / ${roster.pointsLimit}` : ''} pts`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </header>
  );
}

/** Abilities' rules written out (paper) or a tap away (the phone). */
type AbilityTextMode = 'written' | 'tap';

/**
 * The list's header and one datacard per unit, each with its abilities' rules and keywords: on
 * paper written out, on the phone companion a tap away.
 */
export function Datacards({
  roster,
  testId,
  abilityText = 'written',
}: {
  roster: Roster;
  testId?: string;
  abilityText?: AbilityTextMode;
}) {
  return (
    <div className={styles.sheet} data-testid={testId}>
      <ListHeader roster={roster} />
      <div className={styles.cards}>
        {printedUnits(roster).map((printed) => (
          <UnitCard key={printed.unit.id} printed={printed} abilityText={abilityText} />
        ))}
      </div>
    </div>
  );
}

/** The list on paper: a header, then one datacard per unit, two or three to a page. */
export function RosterPrintPage() {
  return (
    <WithSavedRoster failureTitle="This roster could not be loaded">
      {(roster, rosterId) => (
        <>
          <title>{`${roster.name} (print) · Muster`}</title>
          <div className={styles.toolbar}>
            <ButtonLink variant="ghost" to={`/rosters/${rosterId}`}>
              ← Back to the roster
            </ButtonLink>
            <Button onClick={() => window.print()}>Print</Button>
          </div>
          <Datacards roster={roster} />
          <DetachmentRulesPanel rosterId={rosterId} updatedAt="print" open />
        </>
      )}
    </WithSavedRoster>
  );
}
