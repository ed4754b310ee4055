import type { ReactNode } from 'react';
import styles from './StatePanel.module.css';

/** A centred panel for empty, error, not-found and coming-soon states. */
export function StatePanel({
  icon,
  code,
  title,
  headingLevel = 1,
  children,
  actions,
}: {
  icon?: ReactNode;
  code?: string;
  title: string;
  headingLevel?: 1 | 2;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.panel}>
      {icon && <div className={styles.icon}>{icon}</div>}
      {code && <p className={styles.code}>{code}</p>}
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.body}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
