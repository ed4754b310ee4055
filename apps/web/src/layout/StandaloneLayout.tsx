import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../ui/PageSpinner';
import { AppFooter } from './AppFooter';
import { Logo } from './Logo';
import styles from './StandaloneLayout.module.css';

/** For screens outside the shell: sign-in, sign-up, onboarding and the mobile companion. */
export function StandaloneLayout() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Logo />
      </header>
      <main id="main-content" className={styles.main}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
        <AppFooter />
      </main>
    </div>
  );
}
