const DUPLICATE_SIGNAL_WINDOW_MS = 2000;

type Step = { name: string; run: () => Promise<void> };
type Logger = { info: (message: string) => void; error: (message: string) => void };

/**
 * Runs shutdown steps in order on SIGINT/SIGTERM. A second signal, or a step overrunning the
 * grace period, skips to the remaining steps that must run (stopping PostgreSQL) and exits.
 */
export function installShutdown(steps: Step[], options: { graceMs: number; log: Logger }): () => boolean {
  let shuttingDown = false;
  let firstSignalAt = 0;

  const shutdown = async (signal: string) => {
    if (shuttingDown) {
      // Ctrl-C reaches npm and this process at once and npm forwards it too: one press arrives
      // twice. Only a signal well after the first means "force it".
      if (Date.now() - firstSignalAt < DUPLICATE_SIGNAL_WINDOW_MS) return;
      options.log.error(`Received ${signal} again; forcing exit.`);
      process.exit(1);
    }
    shuttingDown = true;
    firstSignalAt = Date.now();
    options.log.info(`Received ${signal}; shutting down (in-flight requests finish first).`);
    let exitCode = 0;
    for (const step of steps) {
      try {
        await withTimeout(step.run(), options.graceMs, step.name);
      } catch (error) {
        exitCode = 1;
        options.log.error(`Shutdown step "${step.name}" failed: ${String(error)}`);
      }
    }
    options.log.info('Shutdown complete.');
    process.exit(exitCode);
  };

  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  return () => !shuttingDown;
}

function withTimeout(promise: Promise<void>, ms: number, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not finish within ${ms}ms`)), ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
