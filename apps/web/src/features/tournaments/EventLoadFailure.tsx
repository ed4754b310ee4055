import { Link } from 'react-router';
import { ApiRequestError } from '../../api/api-client';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { StatePanel } from '../../ui/StatePanel';

/** What an event's pages show when the event did not load: not found (4xx), or retry (5xx). */
export function EventLoadFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiRequestError && error.status < 500)
    return (
      <StatePanel
        code="404"
        title="Tournament not found"
        actions={<Link to="/tournaments">All tournaments</Link>}
      >
        Check the link, or find the event in the list.
      </StatePanel>
    );
  return <LoadFailedPanel title="This event could not be loaded" error={error} onRetry={onRetry} />;
}
