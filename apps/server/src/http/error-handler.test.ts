import { describe, expect, it } from 'vitest';
import { loggableError } from './error-handler';

describe('errors as the log keeps them', () => {
  it('drops a failed query’s parameters (user text) and keeps the SQL and the cause', () => {
    const cause = new Error('invalid byte sequence for encoding "UTF8": 0x00');
    const failed = Object.assign(
      new Error('Failed query: update profiles set bio = $1 where id = $2\nparams: my secret bio,42'),
      { query: 'update profiles set bio = $1 where id = $2', params: ['my secret bio', 42], cause },
    );
    const logged = JSON.stringify(loggableError(failed));
    expect(logged).not.toContain('my secret bio');
    expect(logged).toContain('update profiles set bio');
    expect(logged).toContain('invalid byte sequence');
  });
});
