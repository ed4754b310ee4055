import { ButtonLink } from '../../../ui/Button';
import { DetachmentRulesPanel } from '../../rosters/DetachmentRulesPanel';
import { Datacards } from '../../rosters/print/RosterPrintPage';
import { WithSavedRoster } from '../../rosters/WithSavedRoster';
import styles from '../Companion.module.css';

/** /mobile/rosters/:rosterId: the list's datacards, one column, the same cards as the printed ones. */
export function CompanionDatacardsPage() {
  return (
    <WithSavedRoster failureTitle="This list could not be loaded">
      {(roster, rosterId) => (
        <section className={styles.section}>
          <title>{`${roster.name} datacards · Muster`}</title>
          <ButtonLink to="/mobile/rosters" variant="ghost">
            ← Your lists
          </ButtonLink>
          <Datacards roster={roster} testId="companion-datacards" abilityText="tap" />
          <DetachmentRulesPanel rosterId={rosterId} updatedAt="companion" />
        </section>
      )}
    </WithSavedRoster>
  );
}
