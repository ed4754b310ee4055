import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../auth/use-current-user';
import { useSignOut } from '../auth/use-sign-out';
import { SiteAnnouncement } from '../features/site-settings/SiteAnnouncement';
import { ActiveEventSync } from '../features/tournaments/ActiveEventSync';
import { OfflineBanner } from '../offline/OfflineBanner';
import { PageSpinner } from '../ui/PageSpinner';
import { AppFooter } from './AppFooter';
import styles from './AppLayout.module.css';
import { DesktopHeader } from './DesktopHeader';
import { MobileBottomBar } from './MobileBottomBar';
import { MobileTopBar } from './MobileTopBar';
import { Sidebar } from './Sidebar';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query';

// The drawer (a Radix dialog with search and the full navigation) loads when it is first opened.
/** Renders nothing; tells its parent when the Suspense boundary around it has resolved. */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(() => onMount(), [onMount]);
  return null;
}

const MobileDrawer = lazy(async () => ({ default: (await import('./MobileDrawer')).MobileDrawer }));

/** The shell around every signed-in screen: header and sidebar on desktop, bars and drawer on mobile. */
export function AppLayout() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The menu button names the drawer it controls only once the drawer's chunk is there.
  const [drawerReady, setDrawerReady] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { user } = useCurrentUser();
  const signOut = useSignOut();

  const content = (
    <main id="main-content" className={styles.main} tabIndex={-1}>
      {/* At least a screen tall, so the footer starts below the fold and never jumps as a page
          fills in (no layout shift). */}
      <div className={styles.page}>
        <SiteAnnouncement />
        <OfflineBanner />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
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
            menuControls={drawerReady ? 'mobile-drawer' : undefined}
          />
          {drawerWanted && (
            <Suspense fallback={null}>
              <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} role={user?.role} />
              <Mounted onMount={() => setDrawerReady(true)} />
            </Suspense>
          )}
          {content}
          <MobileBottomBar />
        </>
      )}
    </div>
  );
}
