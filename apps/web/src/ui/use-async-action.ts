import { useCallback, useState } from 'react';

/**
 * The state every form submit shares: busy while the action runs, and the message of its failure
 * (turned into words by describe) for the FormError under the form.
 */
export function useAsyncAction(describe: (failure: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (action: () => Promise<void>) => {
      setBusy(true);
      setError(null);
      try {
        await action();
      } catch (failure) {
        setError(describe(failure));
      } finally {
        setBusy(false);
      }
    },
    [describe],
  );
  return { busy, error, setError, run };
}
