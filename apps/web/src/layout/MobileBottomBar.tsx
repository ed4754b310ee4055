import { Ellipsis } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import styles from './MobileBottomBar.module.css';
import { isNavItemActive, mobileMoreOptions, mobileQuickAccess } from './navigation';

export function MobileBottomBar() {
  const { pathname } = useLocation();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreActive = mobileMoreOptions.some((item) => isNavItemActive(item, pathname));
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
      <Popover.Root open={moreOpen} onOpenChange={setMoreOpen}>
        <Popover.Trigger
          className={styles.item}
          data-active={moreActive || undefined}
          aria-label="More options"
        >
          <Ellipsis size={20} aria-hidden="true" />
          <span>More</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className={styles.sheet} side="top" align="end" sideOffset={8}>
            <ul className={styles.moreList}>
              {mobileMoreOptions.map((item) => {
                const Icon = item.icon;
                return (
                  <li key={item.to}>
                    <NavLink to={item.to} className={styles.moreLink} onClick={() => setMoreOpen(false)}>
                      <Icon size={18} aria-hidden="true" />
                      <span>{item.label}</span>
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </nav>
  );
}
