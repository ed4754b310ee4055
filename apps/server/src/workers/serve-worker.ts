import { parentPort } from 'node:worker_threads';

/** The worker side of a WorkerPool: one message in, one reply out, errors as their message. */
export function serveWorker<Input, Output>(handle: (input: Input) => Promise<Output> | Output): void {
  parentPort?.on('message', async (message: { id: number; input: Input }) => {
    try {
      parentPort?.postMessage({ id: message.id, result: await handle(message.input) });
    } catch (error) {
      parentPort?.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  });
}
