import { APP_VERSION_LABEL } from '@muster/contracts/version';
import styles from './AppFooter.module.css';

export function AppFooter() {
  return (
    <footer className={styles.footer}>
      <span>Muster {APP_VERSION_LABEL}</span>
      <span>
        Powered by{' '}
        <a href="https://40kdc.alpacasoft.dev" target="_blank" rel="noreferrer">
          40kdc-data
        </a>
      </span>
      <span>Unofficial fan tool; not affiliated with Games Workshop.</span>
    </footer>
  );
}
