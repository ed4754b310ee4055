import styles from './FormError.module.css';

/** The message under a form when something is wrong; announced to screen readers as it appears. */
export function FormError({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={styles.error}>
      {message}
    </p>
  );
}
