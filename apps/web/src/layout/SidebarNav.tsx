import { lazy, type ReactElement, Suspense } from 'react';
import { NavLink, useLocation } from 'react-router';
import { isNavItemActive, type NavSection } from './navigation';
import styles from './SidebarNav.module.css';

export type SidebarNavProps = {
  sections: NavSection[];
  collapsed?: boolean;
  onNavigate?: () => void;
};

// Tooltips (Radix, floating-ui) only label the icons of the collapsed desktop sidebar: they load
// when it is first collapsed, and the plain links stand in meanwhile.
const TooltipSidebarNav = lazy(async () => ({
  default: (await import('./SidebarNavTooltips')).TooltipSidebarNav,
}));

export function SidebarNav(props: SidebarNavProps) {
  if (!props.collapsed) return <NavSections {...props} />;
  return (
    <Suspense fallback={<NavSections {...props} />}>
      <TooltipSidebarNav {...props} />
    </Suspense>
  );
}

export function NavSections({
  sections,
  collapsed = false,
  onNavigate,
  withTooltip,
}: SidebarNavProps & { withTooltip?: (link: ReactElement, label: string) => ReactElement }) {
  const { pathname } = useLocation();
  return (
    <>
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
              return <li key={item.to}>{collapsed && withTooltip ? withTooltip(link, item.label) : link}</li>;
            })}
          </ul>
        </div>
      ))}
    </>
  );
}
