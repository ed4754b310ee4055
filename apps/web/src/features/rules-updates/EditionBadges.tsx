import { Badge } from '../../ui/Badge';
import styles from './RulesUpdates.module.css';

/** The editions a wording applies to, as badges ("11th", "10th"). */
export function EditionBadges({ editions }: { editions: string[] }) {
  return (
    <span className={styles.badges}>
      {editions.map((edition) => (
        <Badge key={edition} tone={edition === '11th' ? 'accent' : 'purple'}>
          {edition}
        </Badge>
      ))}
    </span>
  );
}
