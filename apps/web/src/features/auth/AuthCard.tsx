import type { ReactNode } from 'react';
import styles from './AuthPages.module.css';

export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby="auth-title">
      <title>{`${title} · Muster`}</title>
      <h1 id="auth-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{lead}</p>
      {children}
      <div className={styles.footer}>{footer}</div>
    </section>
  );
}

export function Field({
  id,
  label,
  hint,
  error,
  ...input
}: React.InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}) {
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
