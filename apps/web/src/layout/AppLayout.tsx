import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../auth/use-current-user';
import { useSignOut } from '../auth/use-sign-out';
import { SiteAnnouncement } from '../features/site-settings/SiteAnnouncement';
import { ActiveEventSync } from '../features/tournaments/ActiveEventSync';
import { PageSpinner } from '../ui/PageSpinner';
import { AppFooter } from './AppFooter';
import styles from './AppLayout.module.css';
import { DesktopHeader } from './DesktopHeader';
import { MobileBottomBar } from './MobileBottomBar';
import { MobileTopBar } from './MobileTopBar';
import { Sidebar } from './Sidebar';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query';

// The drawer (a Radix dialog with search and the full navigation) loads when it is first opened.
const MobileDrawer = lazy(async () => ({ default: (await import('./MobileDrawer')).MobileDrawer }));

/** The shell around every signed-in screen: header and sidebar on desktop, bars and drawer on mobile. */
export function AppLayout() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { user } = useCurrentUser();
  const signOut = useSignOut();

  const content = (
    <main id="main-content" className={styles.main} tabIndex={-1}>
      <SiteAnnouncement />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <AppFooter />
    </main>
  );

  return (
    <div
      className={styles.shell}
      data-layout={isDesktop ? 'desktop' : 'mobile'}
      data-collapsed={collapsed || undefined}
    >
      <ActiveEventSync signedIn={user !== null} />
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      {isDesktop ? (
        <>
          <DesktopHeader user={user} onSignOut={signOut} />
          <Sidebar collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} role={user?.role} />
          {content}
        </>
      ) : (
        <>
          <MobileTopBar
            user={user}
            onOpenMenu={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
            onSignOut={signOut}
            menuOpen={drawerOpen}
          />
          {drawerWanted && (
            <Suspense fallback={null}>
              <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} role={user?.role} />
            </Suspense>
          )}
          {content}
          <MobileBottomBar />
        </>
      )}
    </div>
  );
}
