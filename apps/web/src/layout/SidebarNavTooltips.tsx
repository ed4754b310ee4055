import { Tooltip } from 'radix-ui';
import type { ReactElement } from 'react';
import { NavSections, type SidebarNavProps } from './SidebarNav';
import styles from './SidebarNav.module.css';

const withTooltip = (link: ReactElement, label: string) => (
  <Tooltip.Root>
    <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
    <Tooltip.Portal>
      <Tooltip.Content side="right" sideOffset={8} className={styles.tooltip}>
        {label}
      </Tooltip.Content>
    </Tooltip.Portal>
  </Tooltip.Root>
);

/** The collapsed sidebar's links, each named by a tooltip. */
export function TooltipSidebarNav(props: SidebarNavProps) {
  return (
    <Tooltip.Provider delayDuration={200}>
      <NavSections {...props} withTooltip={withTooltip} />
    </Tooltip.Provider>
  );
}
