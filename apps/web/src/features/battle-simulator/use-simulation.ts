import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Simulation } from './simulate';
import { SIMULATION_STOPPED } from './simulation-messages';
import type { SimulatorState } from './simulator-state';

type Outcome = { simulation: Simulation | null; error: string | null; working: boolean };

/**
 * Runs the simulation in a Web Worker and keeps the newest answer. A new state while the worker is
 * still computing an older one ends that worker and starts a fresh one (a typo of 100 models took
 * minutes to compute, and the corrected input waited behind it); a reply to an older state is
 * dropped, so fast typing never shows a stale result.
 */
export function useSimulation(state: SimulatorState | null): Outcome {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  /** The id the worker is computing, or 0 when it is idle. */
  const inFlight = useRef(0);
  const [outcome, setOutcome] = useState<Outcome>({ simulation: null, error: null, working: false });

  const start = useCallback((): Worker => {
    const created = new Worker(new URL('./simulation.worker.ts', import.meta.url), { type: 'module' });
    created.onmessage = (event: MessageEvent<{ id: number; simulation?: Simulation; error?: string }>) => {
      if (event.data.id === inFlight.current) inFlight.current = 0;
      if (event.data.id !== latest.current) return;
      // The results (tables and bars) are drawn as a transition, in slices, so typing in the form
      // is never held up behind them.
      startTransition(() =>
        setOutcome({
          simulation: event.data.simulation ?? null,
          error: event.data.error ?? null,
          working: false,
        }),
      );
    };
    // A worker that dies without answering (out of memory on a small phone, a failed load) would
    // leave the page "working" for ever: say so, and start a fresh one for the next input.
    const died = () => {
      if (worker.current !== created) return;
      const id = inFlight.current;
      inFlight.current = 0;
      created.terminate();
      start();
      if (id !== 0 && id === latest.current) {
        setOutcome({ simulation: null, error: SIMULATION_STOPPED, working: false });
      }
    };
    created.onerror = (event) => {
      event.preventDefault?.();
      died();
    };
    created.onmessageerror = died;
    worker.current = created;
    return created;
  }, []);

  useEffect(() => {
    start();
    return () => {
      // The current worker, which may be a replacement started for a newer state.
      worker.current?.terminate();
      worker.current = null;
      inFlight.current = 0;
    };
  }, [start]);

  useEffect(() => {
    if (!state || !worker.current) return;
    if (inFlight.current !== 0) {
      // Still on an outdated state: a running computation cannot be interrupted, only ended.
      worker.current.terminate();
      start();
    }
    latest.current += 1;
    inFlight.current = latest.current;
    setOutcome((previous) => ({ ...previous, working: true }));
    worker.current?.postMessage({ id: latest.current, state });
  }, [state, start]);

  return outcome;
}
