import { useEffect, useState } from 'react';

export type SimulatorChecks = typeof import('./simulator-checks');

let loading: Promise<SimulatorChecks> | null = null;
let loaded: SimulatorChecks | null = null;

/** The checks module, fetched once per page load (a failed fetch is tried again next time). */
export function loadSimulatorChecks(): Promise<SimulatorChecks> {
  loading ??= import('./simulator-checks').then(
    (checks) => {
      loaded = checks;
      return checks;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

type ChecksState = { checks: SimulatorChecks | null; failed: boolean };

/**
 * The simulator's schema checks, fetched once `wanted` (a shared link to read, or the player has
 * started editing): null until they arrive, and `failed` when they could not be fetched.
 */
export function useSimulatorChecks(wanted: boolean): ChecksState {
  const [state, setState] = useState<ChecksState>({ checks: loaded, failed: false });
  useEffect(() => {
    if (state.checks || !wanted) return;
    let current = true;
    loadSimulatorChecks().then(
      (checks) => current && setState({ checks, failed: false }),
      () => current && setState({ checks: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [state.checks, wanted]);
  return state;
}
