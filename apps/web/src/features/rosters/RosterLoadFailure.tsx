import { Link } from 'react-router';
import { ApiRequestError } from '../../api/api-client';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { StatePanel } from '../../ui/StatePanel';

/**
 * What a roster page shows when its roster cannot be had: "not found" for a wrong or someone
 * else's id (the server says 404 for both), else why it failed, with a retry.
 */
export function RosterLoadFailure({
  error,
  title,
  onRetry,
}: {
  error: Error;
  title: string;
  onRetry: () => void;
}) {
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400))
    return (
      <StatePanel code="404" title="Roster not found" actions={<Link to="/rosters">Back to My Rosters</Link>}>
        It may have been deleted, or it belongs to someone else.
      </StatePanel>
    );
  return <LoadFailedPanel title={title} error={error} onRetry={onRetry} />;
}
