import type { CoachingReference } from '@muster/contracts';
import { Link } from 'react-router';
import { withOccurrenceKeys } from '../../ui/occurrence-keys';
import styles from './Coaching.module.css';

type Block = { kind: 'text'; lines: string[] } | { kind: 'list'; lines: string[] };

/** Consecutive "- " lines become one list; everything keeps its order. */
function blocksOf(paragraph: string): Block[] {
  const blocks: Block[] = [];
  for (const line of paragraph.split('\n')) {
    const kind = line.startsWith('- ') ? 'list' : 'text';
    const text = kind === 'list' ? line.slice(2) : line;
    const last = blocks.at(-1);
    if (last?.kind === kind) last.lines.push(text);
    else blocks.push({ kind, lines: [text] });
  }
  return blocks;
}

/** The coach writes paragraphs and "- " bullet lines; this renders them as text, never as HTML. */
export function CoachText({ text }: { text: string }) {
  const blocks = text.split('\n\n').flatMap(blocksOf);
  return (
    <div className={styles.coachText}>
      {withOccurrenceKeys(blocks, (block) => `${block.kind}:${block.lines[0]?.slice(0, 40)}`).map(
        ([key, block]) =>
          block.kind === 'list' ? (
            <ul key={key}>
              {withOccurrenceKeys(block.lines, (line) => line).map(([lineKey, line]) => (
                <li key={lineKey}>{line}</li>
              ))}
            </ul>
          ) : (
            withOccurrenceKeys(block.lines, (line) => line).map(([lineKey, line]) => (
              <p key={`${key}/${lineKey}`}>{line}</p>
            ))
          ),
      )}
    </div>
  );
}

const kindLabel: Record<CoachingReference['kind'], string> = {
  roster: 'Roster',
  analysis: 'Analysis',
  content: 'Library',
  resource: 'Guide',
};

function hrefOf(reference: CoachingReference, rosterId: string | null): string {
  switch (reference.kind) {
    case 'roster':
      return `/rosters/${reference.id}`;
    case 'analysis':
      return rosterId ? `/roster-analyzer?roster=${rosterId}` : '/roster-analyzer';
    case 'content':
      return `/library?content=${reference.id}`;
    case 'resource':
      return `/resources/${reference.id}`;
  }
}

export function ReferenceList({
  references,
  rosterId,
  label = 'Sources',
}: {
  references: CoachingReference[];
  rosterId: string | null;
  label?: string;
}) {
  if (references.length === 0) return null;
  return (
    <div className={styles.references}>
      <span className={styles.referencesLabel}>{label}</span>
      <ul aria-label={label}>
        {references.map((reference) => (
          <li key={`${reference.kind}:${reference.id}`}>
            <Link to={hrefOf(reference, rosterId)}>
              <span className={styles.referenceKind}>{kindLabel[reference.kind]}</span> {reference.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
