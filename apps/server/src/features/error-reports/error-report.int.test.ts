import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { errorReports } from './error-report.table';

const report = (overrides: Record<string, unknown> = {}) => ({
  code: 'HTTP_500',
  message: 'HTTP 500: Internal Server Error',
  severity: 'error',
  source: '/rosters',
  timestamp: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

describe('POST /api/errors', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const post = (payload: unknown, ip = '10.0.0.1') =>
    testApp.app.inject({ method: 'POST', url: '/api/errors', payload: payload as object, remoteAddress: ip });

  it('stores a batch of reports', async () => {
    const reply = await post({
      errors: [report(), report({ code: 'NETWORK_ERROR', data: { url: '/api/x' } })],
    });
    expect(reply.statusCode).toBe(202);
    expect(reply.json()).toEqual({ accepted: 2 });
    const rows = await testApp.database.db.select().from(errorReports);
    expect(rows.map((row) => row.code).sort()).toEqual(['HTTP_500', 'NETWORK_ERROR']);
  });

  it('refuses batches over 10, bad severities and oversized data with 400', async () => {
    expect((await post({ errors: Array.from({ length: 11 }, () => report()) })).statusCode).toBe(400);
    expect((await post({ errors: [report({ severity: 'panic' })] })).statusCode).toBe(400);
    expect((await post({ errors: [report({ data: { blob: 'x'.repeat(9000) } })] })).statusCode).toBe(400);
    expect((await post({ nope: true })).statusCode).toBe(400);
  });

  it('refuses bodies over the size cap with 413', async () => {
    const reply = await testApp.app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ errors: [report({ message: 'x'.repeat(200_000) })] }),
      remoteAddress: '10.0.0.9',
    });
    expect(reply.statusCode).toBe(413);
  });

  it('rate-limits one address after 30 requests a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await post({ errors: [report()] }, '10.0.0.2')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 202)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const other = await post({ errors: [report()] }, '10.0.0.3');
    expect(other.statusCode).toBe(202);
  });
});
