import { parentPort } from 'node:worker_threads';

/**
 * The worker side of a WorkerPool: one message in, one reply out, errors as their message. With
 * `warmUp`, the worker loads what it needs first and then says it is ready (a pool created with
 * `warmUp` sends it no job before that, so loading never eats into a job's deadline).
 */
export function serveWorker<Input, Output>(
  handle: (input: Input) => Promise<Output> | Output,
  warmUp?: () => Promise<unknown> | unknown,
): void {
  const warm = warmUp ? Promise.resolve().then(warmUp) : Promise.resolve();
  if (warmUp) {
    warm.then(
      () => parentPort?.postMessage({ ready: true }),
      (error: unknown) =>
        parentPort?.postMessage({
          ready: false,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  }
  parentPort?.on('message', async (message: { id: number; input: Input }) => {
    try {
      await warm;
      parentPort?.postMessage({ id: message.id, result: await handle(message.input) });
    } catch (error) {
      parentPort?.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  });
}
