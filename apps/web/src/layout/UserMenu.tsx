import { useRef, useState } from 'react';
import type { ShellUser } from '../auth/shell-user';
import { ButtonLink } from '../ui/Button';
import { Avatar } from './Avatar';
import styles from './UserMenu.module.css';
import { standInTriggerProps, useDeferred } from './use-deferred';

const loadPopup = async () => (await import('./UserMenuPopup')).UserMenuPopup;

/**
 * The account menu. Its trigger is drawn at once; the menu (Radix, floating-ui) loads when the
 * trigger is hovered, focused or touched, and opens as soon as it arrives if it was activated.
 */
export function UserMenu({ user, onSignOut }: { user: ShellUser | null; onSignOut: () => void }) {
  const { loaded: Popup, preload } = useDeferred(loadPopup);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const focused = useRef(false);
  if (!user) {
    return (
      <ButtonLink to="/login" size="sm">
        Sign In
      </ButtonLink>
    );
  }
  if (Popup)
    return (
      <Popup user={user} onSignOut={onSignOut} defaultOpen={openOnLoad} focusTrigger={focused.current} />
    );
  const activate = () => {
    setOpenOnLoad(true);
    preload();
  };
  // The same button, attributes and state as the Radix trigger while the menu is closed.
  return (
    <button
      {...standInTriggerProps({ preload, activate, focused, menu: true })}
      className={styles.trigger}
      aria-label={`Account menu for ${user.name}`}
      onPointerDown={(event) => {
        if (event.button === 0 && event.pointerType === 'mouse') activate();
      }}
    >
      <Avatar user={user} size={32} />
      <span className={styles.name}>{user.name}</span>
    </button>
  );
}
