import { ClipboardList, NotebookPen, Swords, Trophy } from 'lucide-react';
import { Suspense } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user';
import { AppFooter } from '../../layout/AppFooter';
import { Logo } from '../../layout/Logo';
import { StatusIndicators } from '../../layout/StatusIndicators';
import { OfflineBanner } from '../../offline/OfflineBanner';
import { PageSpinner } from '../../ui/PageSpinner';
import { ActiveEventSync } from '../tournaments/ActiveEventSync';
import styles from './Companion.module.css';

const tabs = [
  { to: '/mobile', label: 'Game', icon: Swords, end: true },
  { to: '/mobile/tracker', label: 'Score', icon: Trophy, end: false },
  { to: '/mobile/rosters', label: 'Lists', icon: ClipboardList, end: false },
  { to: '/mobile/log', label: 'Log', icon: NotebookPen, end: false },
] as const;

/**
 * The phone companion for game day (spec 000 /mobile/*): one column, a status bar with the signal
 * and battery, and four thumb-sized tabs at the bottom. Everything here works from the copy saved
 * on the phone when the hall has no signal.
 */
export function CompanionLayout() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <ActiveEventSync signedIn={user !== null} />
      <a href="#companion-main" className={styles.skipLink}>
        Skip to content
      </a>
      <header className={styles.topBar}>
        <Logo compact />
        <span className={styles.title}>Game day</span>
        <StatusIndicators />
        <Link to="/dashboard" className={styles.fullApp}>
          Full app
        </Link>
      </header>
      <main id="companion-main" className={styles.main} tabIndex={-1}>
        {/* A screen tall at least: the footer starts below the fold and never jumps. */}
        <div className={styles.content}>
          <OfflineBanner />
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </div>
        <AppFooter />
      </main>
      <nav className={styles.tabs} aria-label="Companion">
        {tabs.map(({ to, label, icon: Icon, end }) => {
          const active = end ? pathname === to || pathname === `${to}/` : pathname.startsWith(to);
          return (
            <NavLink
              key={to}
              to={to}
              end={end}
              className={styles.tab}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
            >
              <Icon size={22} aria-hidden="true" />
              <span>{label}</span>
            </NavLink>
          );
        })}
      </nav>
    </div>
  );
}
