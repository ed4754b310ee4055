/// <reference lib="webworker" />
import { simulate } from './simulate';
import type { SimulatorState } from './simulator-state';

// The exact distributions of a big volley can take a while: they are worked out here, so the
// page keeps answering while they are. Only the page posts here, with a state it has already
// checked against simulatorStateSchema (use-simulation.ts), so the worker needs no schema library.
self.onmessage = (event: MessageEvent<{ id: number; state: SimulatorState }>) => {
  try {
    self.postMessage({ id: event.data.id, simulation: simulate(event.data.state) });
  } catch (error) {
    self.postMessage({ id: event.data.id, error: error instanceof Error ? error.message : String(error) });
  }
};
