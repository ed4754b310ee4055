import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, TestClient } from '../../test-support/auth-client';
import { hostileFiles } from '../../test-support/hostile-files';
import { buildTextPdf, renderListPng, sampleListLines } from '../../test-support/roster-files';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const MiB = 1024 * 1024;
const peakRss = () => process.resourceUsage().maxRSS * 1024;

/**
 * Issue 16 (high 2): decompression bombs and enormous canvases. The server runs in this process
 * (its parse workers are threads of it), so the process's peak memory is the server's. Before
 * the fixes a 2 MiB .rosz took 4.9 GB and a PDF flate bomb 2.9 GB that was never given back.
 */
describe('hostile files', () => {
  let testApp: TestApp;
  let player: TestClient;
  let cookie: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    player = new TestClient(testApp.app, '10.16.2.1');
    const signUp = await player.signUp('bombs@example.test', 'bomb squad password', 'bomb_squad');
    cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  });
  afterAll(() => testApp.close());

  const send = (method: 'POST' | 'PUT', url: string, body: Buffer, contentType: string) =>
    testApp.app.inject({
      method,
      url,
      payload: body,
      headers: { cookie, origin: ORIGIN, 'content-type': contentType, 'x-forwarded-for': '10.16.2.1' },
    });

  it('refuses every file with a clear 4xx, within 100 MiB, while health checks answer', {
    timeout: 120_000,
  }, async () => {
    // Warm up what honest files start (PDF.js, Tesseract), so only the bombs are measured.
    const pdf = await send('POST', '/api/rosters/parse', buildTextPdf(sampleListLines), 'application/pdf');
    expect(pdf.statusCode).toBe(200);
    const png = await send('POST', '/api/rosters/parse', await renderListPng(sampleListLines), 'image/png');
    expect(png.statusCode).toBe(200);

    let probing = true;
    const health: number[] = [];
    const probes = (async () => {
      while (probing) {
        health.push((await testApp.app.inject({ method: 'GET', url: '/healthz' })).statusCode);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();

    const files = hostileFiles();
    const peakBefore = peakRss();
    const replies: Record<string, { status: number; code: string }> = {};
    const expected: Record<string, { status: number; code: string }> = {};
    for (const file of files) {
      const response = await send(file.method, file.route, file.body, file.contentType);
      replies[file.name] = { status: response.statusCode, code: response.json().error?.code };
      expected[file.name] = { status: file.status, code: file.code };
    }
    probing = false;
    await probes;

    expect(replies).toEqual(expected);
    expect(peakRss() - peakBefore).toBeLessThan(100 * MiB);
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((status) => status === 200)).toBe(true);
  });
});
