import { APP_VERSION_LABEL } from '@muster/contracts/version';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type TouchEvent, useRef } from 'react';
import type { AppRole } from '../auth/shell-user';
import styles from './MobileDrawer.module.css';
import { sectionsFor } from './navigation';
import { SidebarNav } from './SidebarNav';
import { isCloseSwipe, type TouchPoint } from './swipe';
import { TacticalSearch } from './TacticalSearch';

const point = (event: TouchEvent): TouchPoint | null => {
  const touch = event.changedTouches[0];
  return touch ? { x: touch.clientX, y: touch.clientY, time: event.timeStamp } : null;
};

export function MobileDrawer({
  open,
  onOpenChange,
  role,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role?: AppRole;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const start = useRef<TouchPoint | null>(null);
  const close = () => onOpenChange(false);

  const onTouchEnd = (event: TouchEvent) => {
    const end = point(event);
    if (!start.current || !end) return;
    const drawerEdgeX = panel.current?.getBoundingClientRect().right ?? 0;
    if (isCloseSwipe(start.current, end, { drawerEdgeX, screenWidth: window.innerWidth })) close();
    start.current = null;
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          className={styles.overlay}
          onTouchStart={(event) => (start.current = point(event))}
          onTouchEnd={onTouchEnd}
        />
        <Dialog.Content
          id="mobile-drawer"
          ref={panel}
          className={styles.drawer}
          aria-describedby={undefined}
          onTouchStart={(event) => (start.current = point(event))}
          onTouchEnd={onTouchEnd}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close menu">
              <X size={20} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className={styles.search}>
            <TacticalSearch onNavigate={close} />
          </div>
          <nav aria-label="Main navigation" className={styles.nav}>
            <SidebarNav sections={sectionsFor(role)} onNavigate={close} />
          </nav>
          <p className={styles.version}>{APP_VERSION_LABEL}</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
