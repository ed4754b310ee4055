import { APP_VERSION_LABEL } from '@muster/contracts/version';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { AppRole } from '../auth/shell-user';
import { sectionsFor } from './navigation';
import styles from './Sidebar.module.css';
import { SidebarNav } from './SidebarNav';

export function Sidebar({
  collapsed,
  onToggle,
  role,
}: {
  collapsed: boolean;
  onToggle: () => void;
  role?: AppRole;
}) {
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <nav className={styles.sidebar} data-collapsed={collapsed || undefined} aria-label="Main navigation">
      <div className={styles.scroll}>
        <SidebarNav sections={sectionsFor(role)} collapsed={collapsed} />
      </div>
      <div className={styles.foot}>
        <button
          type="button"
          className={styles.toggle}
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        >
          <ToggleIcon size={18} aria-hidden="true" />
        </button>
        {!collapsed && <span className={styles.version}>{APP_VERSION_LABEL}</span>}
      </div>
    </nav>
  );
}
