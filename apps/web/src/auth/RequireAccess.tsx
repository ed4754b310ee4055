import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../ui/PageSpinner';
import { type AppRole, hasRole } from './shell-user';
import { useCurrentUser } from './use-current-user';

/**
 * Route guard: signed-out visitors go to /login (and come back after), signed-in users without
 * one of the roles go to /unauthorized. The server enforces the same rules on every API call.
 */
export function RequireAccess({ roles }: { roles?: readonly AppRole[] }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Checking your session…" />;
  if (!user) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (roles && !hasRole(user, roles)) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}
