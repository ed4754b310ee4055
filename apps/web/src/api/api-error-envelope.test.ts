import { describe, expect, it } from 'vitest';
import { apiErrorOf } from './api-error-envelope';

describe('apiErrorOf', () => {
  it('reads the server envelope, with or without details', () => {
    expect(apiErrorOf({ error: { code: 'NOT_FOUND', message: 'No such roster.' } })).toEqual({
      code: 'NOT_FOUND',
      message: 'No such roster.',
      details: undefined,
    });
    expect(apiErrorOf({ error: { code: 'BAD', message: 'm', details: { rows: [2] } } })?.details).toEqual({
      rows: [2],
    });
  });

  it('answers null for anything that is not the envelope', () => {
    for (const payload of [
      null,
      undefined,
      'error',
      42,
      [],
      { error: 'x' },
      { error: null },
      { error: { code: 1, message: 'm' } },
      { error: { code: 'C' } },
    ])
      expect(apiErrorOf(payload)).toBeNull();
  });
});
