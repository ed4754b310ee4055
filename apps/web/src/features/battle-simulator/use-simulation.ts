import { startTransition, useEffect, useRef, useState } from 'react';
import type { Simulation } from './simulate';
import type { SimulatorState } from './simulator-state';

type Outcome = { simulation: Simulation | null; error: string | null; working: boolean };

/**
 * Runs the simulation in a Web Worker and keeps the newest answer: a reply to an older state is
 * dropped, so fast typing never shows a stale result.
 */
export function useSimulation(state: SimulatorState | null): Outcome {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const [outcome, setOutcome] = useState<Outcome>({ simulation: null, error: null, working: false });

  useEffect(() => {
    const created = new Worker(new URL('./simulation.worker.ts', import.meta.url), { type: 'module' });
    created.onmessage = (event: MessageEvent<{ id: number; simulation?: Simulation; error?: string }>) => {
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
    worker.current = created;
    return () => {
      created.terminate();
      worker.current = null;
    };
  }, []);

  useEffect(() => {
    if (!state || !worker.current) return;
    latest.current += 1;
    setOutcome((previous) => ({ ...previous, working: true }));
    worker.current.postMessage({ id: latest.current, state });
  }, [state]);

  return outcome;
}
