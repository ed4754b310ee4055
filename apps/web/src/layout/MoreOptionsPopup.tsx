import { Ellipsis } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import styles from './MobileBottomBar.module.css';
import { mobileMoreOptions } from './navigation';

/** The bottom bar's "More" sheet (Radix), loaded by `MobileBottomBar` when first reached for. */
export function MoreOptionsPopup({
  active,
  defaultOpen,
  focusTrigger,
}: {
  active: boolean;
  defaultOpen: boolean;
  /** The stand-in trigger had focus: keep it on the real one. */
  focusTrigger: boolean;
}) {
  const [moreOpen, setMoreOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it replaces the stand-in
  useLayoutEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, []);
  return (
    <Popover.Root open={moreOpen} onOpenChange={setMoreOpen}>
      <Popover.Trigger
        ref={trigger}
        className={styles.item}
        data-active={active || undefined}
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
  );
}
