import { Settings } from 'lucide-react';
import { Link } from 'react-router';
import type { ShellUser } from '../auth/shell-user';
import styles from './DesktopHeader.module.css';
import { Logo } from './Logo';
import { NotificationsButton } from './NotificationsButton';
import { StatusIndicators } from './StatusIndicators';
import { TacticalSearch } from './TacticalSearch';
import { TournamentModeChip } from './TournamentModeChip';
import { UserMenu } from './UserMenu';

export function DesktopHeader({ user, onSignOut }: { user: ShellUser | null; onSignOut: () => void }) {
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <Logo />
      </div>
      <div className={styles.search}>
        <TacticalSearch />
      </div>
      <div className={styles.actions}>
        <TournamentModeChip />
        <StatusIndicators />
        <Link to="/settings" className={styles.iconLink} aria-label="Settings">
          <Settings size={18} aria-hidden="true" />
        </Link>
        <NotificationsButton />
        <UserMenu user={user} onSignOut={onSignOut} />
      </div>
    </header>
  );
}
