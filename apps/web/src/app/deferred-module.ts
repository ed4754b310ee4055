import { useEffect, useState } from 'react';

/**
 * A module a page needs only once the player acts (schema checks for a form, a stream parser),
 * fetched on first need so it stays out of the scripts the page starts with. Fetched once per
 * page load; a failed fetch is tried again on the next call.
 */
export type DeferredModule<Module> = {
  load: () => Promise<Module>;
  /** The module if it has arrived, else null. */
  current: () => Module | null;
};

export function deferredModule<Module>(importer: () => Promise<Module>): DeferredModule<Module> {
  let loading: Promise<Module> | null = null;
  let loaded: Module | null = null;
  const load = (): Promise<Module> => {
    loading ??= importer().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return { load, current: () => loaded };
}

type DeferredState<Module> = { module: Module | null; failed: boolean };

/** The module once `wanted` and fetched: null until then, and `failed` when the fetch failed. */
export function useDeferredModule<Module>(
  deferred: DeferredModule<Module>,
  wanted: boolean,
): DeferredState<Module> {
  const [state, setState] = useState<DeferredState<Module>>(() => ({
    module: deferred.current(),
    failed: false,
  }));
  useEffect(() => {
    if (state.module || !wanted) return;
    let current = true;
    deferred.load().then(
      (module) => current && setState({ module, failed: false }),
      () => current && setState({ module: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [deferred, state.module, wanted]);
  return state;
}
