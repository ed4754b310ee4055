import { type AdminUser, appRoleSchema, appTierSchema } from '@muster/contracts';
import { useDeferredValue, useState } from 'react';
import { useCurrentUser } from '../../auth/use-current-user';
import { useToast } from '../../toasts/ToastProvider';
import { Button } from '../../ui/Button';
import fieldStyles from '../../ui/FormField.module.css';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import styles from './AdminUsersPage.module.css';
import {
  useAdminUsers,
  useRefreshAdminUsers,
  useRevokeSessions,
  useUpdateAdminUser,
} from './admin-users-api';
import { GrantCreditsForm } from './GrantCreditsForm';

export function AdminUsersPage() {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query.trim());
  const { user: me } = useCurrentUser();
  const toast = useToast();
  const [granting, setGranting] = useState<AdminUser | null>(null);

  const users = useAdminUsers(deferredQuery);

  const refresh = useRefreshAdminUsers();
  const onError = (error: Error) => toast.show({ variant: 'error', message: error.message });

  const update = useUpdateAdminUser({
    onSuccess: (updated) =>
      toast.show({ variant: 'success', message: `${updated.email}: ${updated.role}, ${updated.tier}.` }),
    onError,
  });

  const revoke = useRevokeSessions({
    onSuccess: (result, target) =>
      toast.show({ variant: 'success', message: `Ended ${result.revoked} session(s) of ${target.email}.` }),
    onError,
  });

  return (
    <>
      <title>User Management · Muster</title>
      <PageHeader
        eyebrow="Administration"
        title="User Management"
        description="Find players, change roles and tiers, grant credits and end sessions."
      />
      <div className={`${fieldStyles.field} ${styles.searchField}`}>
        <label htmlFor="user-search">Search by e-mail or username</label>
        <input
          id="user-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="e.g. player1 or @club.example"
        />
      </div>
      {users.isPending ? (
        <PageSpinner label="Loading users…" />
      ) : users.error ? (
        <p role="alert" className={styles.error}>
          {users.error.message}
        </p>
      ) : (
        <>
          <p className={styles.count}>
            {users.data.total} user{users.data.total === 1 ? '' : 's'}
            {deferredQuery ? ` matching “${deferredQuery}”` : ''}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">User</th>
                  <th scope="col">Role</th>
                  <th scope="col">Tier</th>
                  <th scope="col">Credits</th>
                  <th scope="col">Sessions</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {users.data.users.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <span className={styles.email}>{row.email}</span>
                      <span className={styles.username}>{row.username ?? '—'}</span>
                    </td>
                    <td>
                      <select
                        aria-label={`Role of ${row.email}`}
                        value={row.role}
                        disabled={
                          row.id === me?.id || (me?.role !== 'super_user' && row.role === 'super_user')
                        }
                        onChange={(event) =>
                          update.mutate({ id: row.id, patch: { role: event.target.value } })
                        }
                      >
                        {appRoleSchema.options
                          .filter(
                            (role) =>
                              role !== 'super_user' || me?.role === 'super_user' || row.role === 'super_user',
                          )
                          .map((role) => (
                            <option key={role} value={role}>
                              {role}
                            </option>
                          ))}
                      </select>
                    </td>
                    <td>
                      <select
                        aria-label={`Tier of ${row.email}`}
                        value={row.tier}
                        onChange={(event) =>
                          update.mutate({ id: row.id, patch: { tier: event.target.value } })
                        }
                      >
                        {appTierSchema.options.map((tier) => (
                          <option key={tier} value={tier}>
                            {tier}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className={styles.number}>{row.credits}</td>
                    <td className={styles.number}>{row.activeSessions}</td>
                    <td className={styles.actions}>
                      <Button size="sm" variant="secondary" onClick={() => setGranting(row)}>
                        Grant credits
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        disabled={row.activeSessions === 0}
                        onClick={() => revoke.mutate(row)}
                      >
                        End sessions
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {granting && (
        <GrantCreditsForm
          target={granting}
          onClose={() => setGranting(null)}
          onGranted={(updated) => {
            toast.show({
              variant: 'success',
              message: `${updated.email} now has ${updated.credits} credits.`,
            });
            setGranting(null);
            void refresh();
          }}
        />
      )}
    </>
  );
}
