import { Menu } from 'lucide-react';
import type { ShellUser } from '../auth/shell-user';
import { Logo } from './Logo';
import styles from './MobileTopBar.module.css';
import { NotificationsButton } from './NotificationsButton';
import { StatusIndicators } from './StatusIndicators';
import { TournamentModeChip } from './TournamentModeChip';
import { UserMenu } from './UserMenu';

export function MobileTopBar({
  user,
  onOpenMenu,
  onSignOut,
  menuOpen,
  menuControls,
}: {
  user: ShellUser | null;
  onOpenMenu: () => void;
  onSignOut: () => void;
  menuOpen: boolean;
  /** The drawer's id, once it is in the page. */
  menuControls?: string;
}) {
  return (
    <header className={styles.bar}>
      <button
        type="button"
        className={styles.menuButton}
        onClick={onOpenMenu}
        aria-label="Open menu"
        aria-expanded={menuOpen}
        aria-controls={menuControls}
      >
        <Menu size={22} aria-hidden="true" />
      </button>
      <Logo />
      <div className={styles.end}>
        <TournamentModeChip compact />
        <StatusIndicators />
        <NotificationsButton />
        <UserMenu user={user} onSignOut={onSignOut} />
      </div>
    </header>
  );
}
