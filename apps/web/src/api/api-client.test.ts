import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { ApiRequestError, apiRequest } from './api-client';

const reply = (status: number, body: string | null, contentType = 'application/json') =>
  vi.fn(
    async () => new Response(body, { status, headers: body === null ? {} : { 'content-type': contentType } }),
  );

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the JSON reply and sends the body as JSON', async () => {
    const fetch = reply(200, '{"rosters":[{"id":"r1"}]}');
    vi.stubGlobal('fetch', fetch);
    await expect(
      apiRequest<z.ZodType<{ rosters: { id: string }[] }>>('/api/rosters', {
        method: 'POST',
        body: { a: 1 },
      }),
    ).resolves.toEqual({ rosters: [{ id: 'r1' }] });
    expect(fetch).toHaveBeenCalledWith('/api/rosters', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
      credentials: 'same-origin',
    });
  });

  it('answers null for 204 and refuses a success that is not JSON', async () => {
    vi.stubGlobal('fetch', reply(204, null));
    await expect(apiRequest<z.ZodNull>('/api/x', { method: 'DELETE' })).resolves.toBeNull();
    vi.stubGlobal('fetch', reply(200, '<html>proxy page</html>', 'text/html'));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ code: 'INVALID_REPLY', status: 200 });
  });

  it("turns the server's error envelope into an ApiRequestError with its details", async () => {
    vi.stubGlobal(
      'fetch',
      reply(
        422,
        '{"error":{"code":"ROSTER_PARSE_FAILED","message":"Not a roster.","details":{"detectedFormat":"text"}}}',
      ),
    );
    const error = await apiRequest('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      message: 'Not a roster.',
      code: 'ROSTER_PARSE_FAILED',
      status: 422,
      details: { detectedFormat: 'text' },
    });
  });

  it('names the HTTP status when the failure is not an envelope', async () => {
    vi.stubGlobal('fetch', reply(502, 'Bad gateway', 'text/plain'));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ code: 'HTTP_502', status: 502 });
  });
});
