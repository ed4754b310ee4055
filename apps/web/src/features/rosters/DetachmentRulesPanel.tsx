import type { DetachmentRulesReply } from '@muster/contracts';
import styles from './Rosters.module.css';
import { useDetachmentRules } from './rosters-api';

const phaseNames = (phases: string[]) => phases.map((phase) => phase.replace(/-/g, ' ')).join(', ');

/** One detachment's rule, enhancements and stratagems, as the game data words them. */
function DetachmentRules({
  detachment,
  open = false,
}: {
  detachment: DetachmentRulesReply['detachments'][number];
  open?: boolean;
}) {
  return (
    <details className={styles.detachmentRules} open={open}>
      <summary>
        {detachment.name}
        {detachment.detachmentPoints !== null ? ` · ${detachment.detachmentPoints} DP` : ''}
      </summary>
      {detachment.rules.map((rule) => (
        <p key={rule.name}>
          <strong>{rule.name}:</strong> {rule.text}
        </p>
      ))}
      {detachment.enhancements.length > 0 && (
        <>
          <h4>Enhancements</h4>
          <ul>
            {detachment.enhancements.map((enhancement) => (
              <li key={enhancement.name}>
                <strong>{enhancement.name}</strong> ({enhancement.cost} pts)
                {enhancement.text ? `: ${enhancement.text}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      {detachment.stratagems.length > 0 && (
        <>
          <h4>Stratagems</h4>
          <ul>
            {detachment.stratagems.map((stratagem) => (
              <li key={stratagem.name}>
                <strong>{stratagem.name}</strong>
                {stratagem.cp !== null ? ` (${stratagem.cp} CP` : ' ('}
                {stratagem.phases.length > 0 ? `, ${phaseNames(stratagem.phases)} phase` : ''})
                {stratagem.text ? `: ${stratagem.text}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  );
}

/**
 * The list's detachments with the data's credit, each a tap away (or written out, on paper);
 * nothing while none is known.
 */
export function DetachmentRulesPanel({
  rosterId,
  updatedAt,
  open = false,
}: {
  rosterId: string;
  updatedAt: string;
  open?: boolean;
}) {
  const rules = useDetachmentRules(rosterId, updatedAt);
  if (!rules.data || rules.data.detachments.length === 0) return null;
  return (
    <section className={styles.extras} aria-labelledby="detachment-rules-heading">
      <h2 id="detachment-rules-heading">Detachment rules</h2>
      {rules.data.detachments.map((detachment) => (
        <DetachmentRules key={detachment.id} detachment={detachment} open={open} />
      ))}
      <p className={styles.muted}>Powered by {rules.data.source}</p>
    </section>
  );
}
