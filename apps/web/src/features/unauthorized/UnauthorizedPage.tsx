import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import { StatePanel } from '../../ui/StatePanel';

export function UnauthorizedPage() {
  return (
    <>
      <title>Access Denied · Muster</title>
      <StatePanel
        icon={<ShieldAlert size={28} aria-hidden="true" />}
        code="403"
        title="Access Denied"
        actions={<ButtonLink to="/dashboard">Return to Dashboard</ButtonLink>}
      >
        <p>You do not have the necessary permissions to access this page.</p>
      </StatePanel>
    </>
  );
}
