import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './ErrorScreen.module.css';

/** The shared look of every error screen: what happened, what to do, and where to get help. */
export function ErrorScreen({
  title,
  text,
  code,
  actions,
  fullPage = false,
  headingLevel = 1,
}: {
  title: string;
  text: ReactNode;
  code?: string;
  actions: ReactNode;
  fullPage?: boolean;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={fullPage ? styles.fullPage : undefined}>
      <section className={styles.panel} role="alert" aria-live="assertive">
        <TriangleAlert size={32} className={styles.icon} aria-hidden="true" />
        <Heading className={styles.title}>{title}</Heading>
        <div className={styles.text}>{text}</div>
        {code && <p className={styles.code}>Code: {code}</p>}
        <div className={styles.actions}>{actions}</div>
        <p className={styles.support}>
          Still stuck? <a href="/support">Contact support</a> and include the error details.
        </p>
      </section>
    </div>
  );
}
