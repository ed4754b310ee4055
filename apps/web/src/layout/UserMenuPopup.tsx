import { CircleHelp, CreditCard, LogOut, Settings, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { type ShellUser, tierBadgeTone } from '../auth/shell-user';
import { Badge } from '../ui/Badge';
import { Avatar } from './Avatar';
import styles from './UserMenu.module.css';

/** The account menu itself (Radix), loaded by `UserMenu` when it is first reached for. */
export function UserMenuPopup({
  user,
  onSignOut,
  defaultOpen,
  focusTrigger,
}: {
  user: ShellUser;
  onSignOut: () => void;
  defaultOpen: boolean;
  /** The stand-in trigger had focus: keep it on the real one. */
  focusTrigger: boolean;
}) {
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it replaces the stand-in
  useLayoutEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, []);
  const items = [
    { label: 'Profile', to: '/profile', icon: User },
    { label: 'Subscription', to: '/subscription', icon: CreditCard, tier: true },
    { label: 'Settings', to: '/settings', icon: Settings },
    { label: 'Help & Support', to: '/support', icon: CircleHelp },
  ];
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
        className={styles.trigger}
        aria-label={`Account menu for ${user.name}`}
      >
        <Avatar user={user} size={32} />
        <span className={styles.name}>{user.name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={8}>
          <DropdownMenu.Label className={styles.label}>
            <span className={styles.labelName}>{user.name}</span>
            <span className={styles.labelEmail}>{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={styles.separator} />
          {items.map(({ label, to, icon: Icon, tier }) => (
            <DropdownMenu.Item key={to} className={styles.item} onSelect={() => navigate(to)}>
              <Icon size={16} aria-hidden="true" />
              <span>{label}</span>
              {tier && <Badge tone={tierBadgeTone[user.appTier]}>{user.appTier}</Badge>}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.item} onSelect={onSignOut}>
            <LogOut size={16} aria-hidden="true" />
            <span>Sign Out</span>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
