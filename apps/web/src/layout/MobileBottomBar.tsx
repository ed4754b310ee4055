import { Ellipsis } from 'lucide-react';
import { useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import styles from './MobileBottomBar.module.css';
import { isNavItemActive, mobileMoreOptions, mobileQuickAccess } from './navigation';
import { standInTriggerProps, useDeferred } from './use-deferred';

const loadMore = async () => (await import('./MoreOptionsPopup')).MoreOptionsPopup;

export function MobileBottomBar() {
  const { pathname } = useLocation();
  const moreActive = mobileMoreOptions.some((item) => isNavItemActive(item, pathname));
  const { loaded: MorePopup, preload } = useDeferred(loadMore);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const focused = useRef(false);
  const activate = () => {
    setOpenOnLoad(true);
    preload();
  };
  return (
    <nav className={styles.bar} aria-label="Quick access">
      {mobileQuickAccess.map((item) => {
        const Icon = item.icon;
        const active = isNavItemActive(item, pathname);
        return (
          <NavLink
            key={item.to}
            to={item.to}
            className={styles.item}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            <Icon size={20} aria-hidden="true" />
            <span>{item.label}</span>
          </NavLink>
        );
      })}
      {MorePopup ? (
        <MorePopup active={moreActive} defaultOpen={openOnLoad} focusTrigger={focused.current} />
      ) : (
        // The same button, attributes and state as the Radix trigger while the sheet is closed;
        // the sheet (Radix, floating-ui) loads when it is touched, hovered or focused.
        <button
          {...standInTriggerProps({ preload, activate, focused, menu: false })}
          className={styles.item}
          data-active={moreActive || undefined}
          aria-label="More options"
        >
          <Ellipsis size={20} aria-hidden="true" />
          <span>More</span>
        </button>
      )}
    </nav>
  );
}
