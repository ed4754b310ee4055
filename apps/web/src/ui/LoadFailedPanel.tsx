import { Button } from './Button';
import { StatePanel } from './StatePanel';

/** What a page shows when its data could not be loaded: the reason and a way to try again. */
export function LoadFailedPanel({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <StatePanel headingLevel={2} title={title} actions={<Button onClick={onRetry}>Try again</Button>}>
      <p>{error.message}</p>
    </StatePanel>
  );
}
