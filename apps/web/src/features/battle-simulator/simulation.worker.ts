/// <reference lib="webworker" />
import '../../app/zod-setup';
import { simulate } from './simulate';
import { simulatorStateSchema } from './simulator-state';

// The exact distributions of a big volley can take a while: they are worked out here, so the
// page keeps answering while they are.
self.onmessage = (event: MessageEvent<{ id: number; state: unknown }>) => {
  const checked = simulatorStateSchema.safeParse(event.data.state);
  if (!checked.success) {
    self.postMessage({ id: event.data.id, error: 'The simulation could not be read.' });
    return;
  }
  try {
    self.postMessage({ id: event.data.id, simulation: simulate(checked.data) });
  } catch (error) {
    self.postMessage({ id: event.data.id, error: error instanceof Error ? error.message : String(error) });
  }
};
