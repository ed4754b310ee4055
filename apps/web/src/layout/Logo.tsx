import { Link } from 'react-router';
import styles from './Logo.module.css';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/dashboard" className={styles.logo} aria-label="Muster home">
      <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="12" fill="var(--color-bg-tertiary)" />
        <path
          d="M14 46V18l18 16 18-16v28"
          fill="none"
          stroke="var(--color-accent-primary)"
          strokeWidth="6"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      {!compact && <span className={styles.word}>MUSTER</span>}
    </Link>
  );
}
