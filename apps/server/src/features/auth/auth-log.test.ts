import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeAuthLogArgument, logAuthEvent } from './auth-log';

/** The shape drizzle gives a failed query: its text names the parameters, here a session token. */
class DrizzleQueryError extends Error {
  constructor(query: string, params: unknown[], cause: Error) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause });
    this.name = 'DrizzleQueryError';
  }
}
const outage = Object.assign(new Error('the database system is not yet accepting connections'), {
  code: '57P03',
});
const token = 'APaB50EPGcJZKAB0RGEoEhPpfE2TJB7p';

describe('better-auth log lines', () => {
  afterEach(() => vi.restoreAllMocks());

  it('show a failed query by its class, PostgreSQL code and cause, never its parameters', () => {
    const error = new DrizzleQueryError(
      'select "id" from "session" where "session"."token" = $1',
      [token],
      outage,
    );
    expect(describeAuthLogArgument(error)).toBe(
      'DrizzleQueryError 57P03: the database system is not yet accepting connections',
    );
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    logAuthEvent('error', 'INTERNAL_SERVER_ERROR', error);
    expect(printed).toHaveBeenCalledWith(
      '[muster] auth error: INTERNAL_SERVER_ERROR (DrizzleQueryError 57P03: the database system is not yet accepting connections)',
    );
    expect(JSON.stringify(printed.mock.calls)).not.toContain(token);
  });

  it('cuts parameters out of a message written as text too', () => {
    expect(describeAuthLogArgument(`Failed query: select 1\nparams: ${token}`)).toBe(
      'Failed query: select 1',
    );
    expect(describeAuthLogArgument({ token })).toBe('');
  });
});
