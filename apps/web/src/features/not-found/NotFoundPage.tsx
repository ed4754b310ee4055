import { Compass } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../ui/Button';
import { StatePanel } from '../../ui/StatePanel';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <title>Tactical Error · Muster</title>
      <StatePanel
        icon={<Compass size={28} aria-hidden="true" />}
        code="404"
        title="Tactical Error"
        actions={<ButtonLink to="/dashboard">Return to Command Center</ButtonLink>}
      >
        <p>
          There is nothing at <code>{pathname}</code>. The page may have moved, or the link may be mistyped.
        </p>
      </StatePanel>
    </>
  );
}
