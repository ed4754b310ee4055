import { deferredModule, useDeferredModule } from '../../app/deferred-module';

export type SimulatorChecks = typeof import('./simulator-checks');

const simulatorChecks = deferredModule(() => import('./simulator-checks'));

/** The checks module, fetched once per page load (a failed fetch is tried again next time). */
export const loadSimulatorChecks = simulatorChecks.load;

/**
 * The simulator's schema checks, fetched once `wanted` (a shared link to read, or the player has
 * started editing): null until they arrive, and `failed` when they could not be fetched.
 */
export function useSimulatorChecks(wanted: boolean): { checks: SimulatorChecks | null; failed: boolean } {
  const { module, failed } = useDeferredModule(simulatorChecks, wanted);
  return { checks: module, failed };
}
