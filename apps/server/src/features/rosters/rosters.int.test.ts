import { readFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { buildTextPdf, renderListPng, sampleListLines } from '../../test-support/roster-files';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const fixtures = path.resolve(import.meta.dirname, '../../../../../packages/roster-import/fixtures');

describe('rosters', () => {
  let testApp: TestApp;
  let owner: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = new TestClient(testApp.app, '10.20.0.1');
    other = new TestClient(testApp.app, '10.20.0.2');
    await owner.signUp('owner@example.test', 'owner password 1', 'roster_owner');
    await other.signUp('other@example.test', 'other password 1', 'roster_other');
  });
  afterAll(() => testApp.close());

  const parse = (
    client: TestClient,
    body: Buffer | string,
    contentType = 'application/octet-stream',
    fileName?: string,
  ) =>
    client.raw('POST', '/api/rosters/parse', body, {
      'content-type': contentType,
      ...(fileName ? { 'x-file-name': encodeURIComponent(fileName) } : {}),
    });

  it('refuses anonymous calls', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/rosters' });
    expect(response.statusCode).toBe(401);
  });

  it('reads a .rosz by its content, whatever its name', async () => {
    const bytes = readFileSync(path.join(fixtures, 'rosz/ps__Ultramarines_10E.rosz'));
    const response = await parse(owner, bytes, 'application/octet-stream', 'list.txt');
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      success: true,
      detectedFormat: 'battlescribe-rosz',
      fileName: 'list.txt',
    });
    expect(result.roster).toMatchObject({
      faction: 'Space Marines',
      subFaction: 'Ultramarines',
      pointsTotal: 810,
    });
  });

  it('reads pasted app text, a PDF and a screenshot', async () => {
    const pasted = (await parse(owner, sampleListLines.join('\n'), 'text/plain; charset=utf-8')).json();
    expect(pasted).toMatchObject({ success: true, detectedFormat: 'gw-app' });
    expect(pasted.roster.units.map((u: { name: string; points: number }) => [u.name, u.points])).toEqual([
      ['Overlord', 85],
      ['Necron Warriors', 160],
    ]);

    const pdf = (await parse(owner, buildTextPdf(sampleListLines))).json();
    expect(pdf).toMatchObject({ success: true, detectedFormat: 'pdf (gw-app)' });
    expect(pdf.roster).toMatchObject({ name: 'Dynasty Test', faction: 'Necrons', pointsTotal: 245 });

    const image = (await parse(owner, await renderListPng(sampleListLines))).json();
    expect(image.detectedFormat).toBe('image (gw-app)');
    expect(image.roster).toMatchObject({ faction: 'Necrons', pointsTotal: 245 });
    expect(image.roster.units.map((u: { name: string }) => u.name)).toEqual(['Overlord', 'Necron Warriors']);
  }, 60_000);

  it('answers bad files with a clear 4xx', async () => {
    const expectError = async (body: Buffer | string, status: number, code: string) => {
      const response = await parse(owner, body);
      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(code);
    };
    await expectError(Buffer.alloc(0), 422, 'EMPTY_CONTENT');
    await expectError(Buffer.from([0, 1, 2, 3, 0, 0, 7, 8, 0, 9]), 422, 'BINARY_CONTENT');
    await expectError(
      Buffer.from(zipSync({ 'a.ros': new Uint8Array(30 * 1024 * 1024) })),
      422,
      'ARCHIVE_TOO_LARGE',
    );
    await expectError(Buffer.alloc(5 * 1024 * 1024 + 10, 0x41), 413, 'FILE_TOO_LARGE');
    await expectError('Dear diary, nothing to see.', 422, 'LOW_CONFIDENCE_FORMAT');
    await expectError(buildTextPdf(['Dear diary']), 422, 'LOW_CONFIDENCE_FORMAT');
    await expectError(Buffer.from('%PDF-1.4 broken'), 422, 'PDF_PARSE_ERROR');
    const longPdf = await parse(owner, buildTextPdf(['Page'], 21));
    expect(longPdf.json().error.message).toBe('This PDF has 21 pages; list PDFs of up to 20 pages are read.');
    const huge = await parse(owner, Buffer.alloc(7 * 1024 * 1024, 0x41));
    expect(huge.statusCode).toBe(413);
  });

  it('says what an unrecognised paste holds and lacks, under the spec headline', async () => {
    const pasted = [
      'Chainblades go BRRRR',
      '',
      'World Eaters',
      'Strike Force (2000 points)',
      'Berzerker Warband',
      '',
      'CHARACTERS',
      'Khârn the Betrayer',
      'Khorne Berzerkers',
    ].join('\n');
    const response = await parse(owner, pasted, 'text/plain; charset=utf-8');
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 'LOW_CONFIDENCE_FORMAT',
      message: 'Could not confirm this is an army roster.',
      details: {
        detectedFormat: 'list',
        diagnosis: {
          kind: 'text',
          found: [
            'the faction World Eaters',
            'the detachment Berzerker Warband',
            'the battle size Strike Force (2000 pts)',
            '1 section heading (CHARACTERS)',
            '2 lines that may name units but give no points (Khârn the Betrayer, Khorne Berzerkers)',
          ],
          missing: ['unit lines with points'],
          summary:
            'Found the faction World Eaters, the detachment Berzerker Warband, the battle size Strike Force (2000 pts), 1 section heading (CHARACTERS) and 2 lines that may name units but give no points (Khârn the Betrayer, Khorne Berzerkers), but no unit lines with points.',
        },
      },
    });
    const halfJson = await parse(owner, '{"roster": {"forces": [', 'text/plain; charset=utf-8');
    expect(halfJson.json().error.details.diagnosis.summary).toBe(
      'This looks like a New Recruit JSON file, but it is cut off: 3 brackets never close. Paste or upload the whole file.',
    );
    const pdf = await parse(owner, buildTextPdf(['Dear diary']));
    expect(pdf.json().error.details.diagnosis.summary).toBe(
      'Its one line does not read as part of an army list: there is no faction or detachment line and no unit lines with points.',
    );
  });

  it('saves, lists newest first, edits, duplicates, exports and deletes, owner only', async () => {
    const parsed = (await parse(owner, sampleListLines.join('\n'), 'text/plain')).json();
    const created = await owner.post('/api/rosters', {
      roster: parsed.roster,
      sourceFormat: parsed.detectedFormat,
      sourceFileName: null,
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({
      name: 'Dynasty Test',
      faction: 'Necrons',
      points: 245,
      unitCount: 2,
      detachment: 'Awakened Dynasty',
    });

    const second = (
      await owner.post('/api/rosters', {
        roster: { ...parsed.roster, name: 'Second' },
        sourceFormat: 'gw-app',
        sourceFileName: 'b.txt',
      })
    ).json();
    const list = (await owner.get('/api/rosters')).json().rosters;
    expect(list.map((r: { id: string }) => r.id)).toEqual([second.id, saved.id]);
    expect((await owner.get('/api/profile')).json().statistics.totalRosters).toBe(2);

    // Someone else's roster does not exist for you.
    expect((await other.get(`/api/rosters/${saved.id}`)).statusCode).toBe(404);
    expect((await other.request('PATCH', `/api/rosters/${saved.id}`, { name: 'Mine now' })).statusCode).toBe(
      404,
    );
    expect((await other.request('DELETE', `/api/rosters/${saved.id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/rosters/${saved.id}/export`)).statusCode).toBe(404);
    expect((await other.get('/api/rosters')).json().rosters).toEqual([]);
    const badId = await owner.get('/api/rosters/not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.message).toContain('Invalid roster id format');

    const units = saved.roster.units.map((unit: { points: number; name: string }) =>
      unit.name === 'Overlord' ? { ...unit, points: 100 } : unit,
    );
    const edited = (
      await owner.request('PATCH', `/api/rosters/${saved.id}`, {
        name: 'Renamed',
        detachments: ['Hypercrypt Legion'],
        units,
      })
    ).json();
    expect(edited).toMatchObject({ name: 'Renamed', points: 260, detachment: 'Hypercrypt Legion' });
    const emptyName = await owner.request('PATCH', `/api/rosters/${saved.id}`, { name: '  ' });
    expect(emptyName.statusCode).toBe(400);
    expect(emptyName.json().error.message).toContain('Validation failed for field name: cannot be empty');

    const copy = await owner.post(`/api/rosters/${saved.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Renamed (copy)', points: 260 });

    const text = await owner.get(`/api/rosters/${saved.id}/export?format=text`);
    expect(text.headers['content-disposition']).toContain('Renamed.txt');
    const reparsed = (await parse(owner, text.body, 'text/plain')).json();
    expect(reparsed.roster).toMatchObject({
      name: 'Renamed',
      faction: 'Necrons',
      pointsTotal: 260,
      detachments: ['Hypercrypt Legion'],
    });
    const json = await owner.get(`/api/rosters/${saved.id}/export?format=json`);
    expect((await parse(owner, json.body)).json()).toMatchObject({
      detectedFormat: 'muster-json',
      roster: edited.roster,
    });

    expect((await owner.request('DELETE', `/api/rosters/${saved.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/rosters/${saved.id}`)).statusCode).toBe(404);
    expect((await owner.get('/api/profile')).json().statistics.totalRosters).toBe(2);
  }, 30_000);

  it('refuses to save a roster without a name, faction or units', async () => {
    const parsed = (await parse(owner, sampleListLines.join('\n'), 'text/plain')).json();
    const noName = await owner.post('/api/rosters', {
      roster: { ...parsed.roster, name: '' },
      sourceFormat: 'gw-app',
      sourceFileName: null,
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toContain('Validation failed for field name: cannot be empty');
    const noUnits = await owner.post('/api/rosters', {
      roster: { ...parsed.roster, units: [] },
      sourceFormat: 'gw-app',
      sourceFileName: null,
    });
    expect(noUnits.json().error.message).toContain('A roster needs at least one unit.');
    const cross = await testApp.app.inject({
      method: 'POST',
      url: '/api/rosters',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(cross.statusCode).toBe(403);
  });
});
