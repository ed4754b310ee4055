import type { ShellUser } from '../auth/shell-user';
import styles from './Avatar.module.css';

export function Avatar({ user, size }: { user: Pick<ShellUser, 'name' | 'avatar'>; size: number }) {
  if (user.avatar) {
    return <img className={styles.avatar} src={user.avatar} alt="" width={size} height={size} />;
  }
  return (
    <span className={styles.initials} style={{ width: size, height: size }} aria-hidden="true">
      {user.name.slice(0, 1).toUpperCase()}
    </span>
  );
}
