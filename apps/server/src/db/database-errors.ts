/**
 * Errors that mean "PostgreSQL is not there right now" rather than "this request is wrong": the
 * server answers them 503 and recovers by itself once the database is back.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  // SQLSTATE: connection exceptions, shutting down / starting up, out of disk or connections.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53100',
  '53200',
  '53300',
]);

const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection (error|refused|timeout)|terminating connection|database system is (starting up|shutting down|in recovery mode|not yet accepting)|timeout exceeded when trying to connect|Client was closed|could not extend file|No space left on device/i;

/** True when `error`, or any error it wraps, says the database is unreachable or out of space. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not reachable at the moment, so nothing was saved. Try again in a few seconds.';
