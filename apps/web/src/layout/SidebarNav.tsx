import { Tooltip } from 'radix-ui';
import { NavLink, useLocation } from 'react-router';
import { isNavItemActive, type NavSection } from './navigation';
import styles from './SidebarNav.module.css';

export function SidebarNav({
  sections,
  collapsed = false,
  onNavigate,
}: {
  sections: NavSection[];
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <Tooltip.Provider delayDuration={200}>
      {sections.map((section) => (
        <div key={section.title} className={styles.section}>
          <h2 className={collapsed ? 'visually-hidden' : styles.sectionTitle}>{section.title}</h2>
          <ul className={styles.list}>
            {section.items.map((item) => {
              const Icon = item.icon;
              const active = isNavItemActive(item, pathname);
              const link = (
                <NavLink
                  to={item.to}
                  className={styles.link}
                  data-active={active || undefined}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  aria-label={collapsed ? item.label : undefined}
                >
                  <Icon size={18} aria-hidden="true" />
                  {!collapsed && <span>{item.label}</span>}
                </NavLink>
              );
              return (
                <li key={item.to}>
                  {collapsed ? (
                    <Tooltip.Root>
                      <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
                      <Tooltip.Portal>
                        <Tooltip.Content side="right" sideOffset={8} className={styles.tooltip}>
                          {item.label}
                        </Tooltip.Content>
                      </Tooltip.Portal>
                    </Tooltip.Root>
                  ) : (
                    link
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </Tooltip.Provider>
  );
}
