import { rosterExportFormatInfo, rosterExportFormats } from '@muster/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { readFixture } from '../../test-support/roster-files';
import { saveParsedRoster } from '../../test-support/saved-rosters';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('exporting a saved roster for other tools', () => {
  let testApp: TestApp;
  let owner: TestClient;
  let other: TestClient;
  /** An 11th-edition Warhammer-app list, "Retaliation + AAC Mass suits", every unit matched. */
  let tau: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = new TestClient(testApp.app, '10.21.0.1');
    other = new TestClient(testApp.app, '10.21.0.2');
    await owner.signUp('exporter@example.test', 'exporter password 1', 'roster_exporter');
    await other.signUp('nosy@example.test', 'nosy password 1', 'roster_nosy');
    tau = await saveParsedRoster(
      owner,
      readFixture('gwapp/compactor__GWAPP-Sample-Tau.txt').toString('utf8'),
      'text/plain; charset=utf-8',
    );
  }, 60_000);
  afterAll(() => testApp.close());

  const exportOf = (client: TestClient, id: string, format: string) =>
    client.get(`/api/rosters/${id}/export?format=${encodeURIComponent(format)}`);

  it('writes every format with its type and file name', async () => {
    const expected = {
      text: ['text/plain; charset=utf-8', 'Retaliation-AAC-Mass-suits.txt'],
      json: ['application/json; charset=utf-8', 'Retaliation-AAC-Mass-suits.json'],
      'newrecruit-simple': ['text/plain; charset=utf-8', 'Retaliation-AAC-Mass-suits.txt'],
      'newrecruit-wtc-compact': ['text/plain; charset=utf-8', 'Retaliation-AAC-Mass-suits.txt'],
      'newrecruit-wtc-full': ['text/plain; charset=utf-8', 'Retaliation-AAC-Mass-suits.txt'],
      'newrecruit-json': ['application/json; charset=utf-8', 'Retaliation-AAC-Mass-suits.json'],
      'atc-2026-compact': ['text/plain; charset=utf-8', 'Retaliation-AAC-Mass-suits.txt'],
      'atc-2026-full': ['text/plain; charset=utf-8', 'Retaliation-AAC-Mass-suits.txt'],
      yellowscribe: ['application/xml; charset=utf-8', 'Retaliation-AAC-Mass-suits.ros'],
    };
    expect(Object.keys(expected).sort()).toEqual([...rosterExportFormats].sort());
    for (const format of rosterExportFormats) {
      const response = await exportOf(owner, tau, format);
      expect(response.statusCode, format).toBe(200);
      const [contentType, fileName] = expected[format];
      expect(response.headers['content-type'], format).toBe(contentType);
      expect(response.headers['content-type']).toBe(rosterExportFormatInfo[format].contentType);
      expect(response.headers['content-disposition'], format).toBe(
        `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
      );
      expect(response.body.length, format).toBeGreaterThan(200);
    }
  }, 120_000);

  it('sends each format as the tool reads it', async () => {
    const newRecruit = JSON.parse((await exportOf(owner, tau, 'newrecruit-json')).body);
    expect(newRecruit).toMatchObject({
      name: 'Retaliation + AAC Mass suits',
      generatedBy: 'https://newrecruit.eu',
      roster: { costs: [{ name: 'pts', value: 2000 }] },
    });
    const wtc = (await exportOf(owner, tau, 'newrecruit-wtc-compact')).body;
    expect(wtc).toContain('+ DETACHMENT: Advanced Acquisition Cadre\n+ DETACHMENT: Retaliation Cadre');
    expect(wtc).toContain('Enhancement: Starflare Ignition System');
    const atc = (await exportOf(owner, tau, 'atc-2026-compact')).body;
    expect(atc).toContain('+ ARMY POINTS: 2000pts');
    const ros = (await exportOf(owner, tau, 'yellowscribe')).body;
    expect(ros.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<roster id="roster0"')).toBe(true);
    expect(ros).toContain('name="Commander Farsight" type="unit"');

    // And our importer reads the New Recruit text back as the same list.
    const back = (
      await owner.raw('POST', '/api/rosters/parse', (await exportOf(owner, tau, 'newrecruit-simple')).body, {
        'content-type': 'text/plain; charset=utf-8',
      })
    ).json();
    expect(back).toMatchObject({
      detectedFormat: 'newrecruit-text',
      roster: {
        name: 'Retaliation + AAC Mass suits',
        pointsTotal: 2000,
        detachments: ['Advanced Acquisition Cadre', 'Retaliation Cadre'],
      },
    });
    expect(back.roster.units).toHaveLength(19);
  }, 60_000);

  it('is nobody else’s to export', async () => {
    for (const format of ['text', 'newrecruit-json', 'yellowscribe']) {
      const response = await exportOf(other, tau, format);
      expect(response.statusCode, format).toBe(404);
      expect(response.body).not.toContain('Farsight');
    }
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: `/api/rosters/${tau}/export?format=newrecruit-json`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('names the formats it knows when asked for another', async () => {
    for (const format of ['listforge', 'roster-json', 'rosterizer', 'TEXT']) {
      const response = await exportOf(owner, tau, format);
      expect(response.statusCode, format).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: `Unknown export format. Use one of: ${rosterExportFormats.join(', ')}.`,
      });
    }
  });

  it('says why a roster cannot be written in a format, without failing', async () => {
    // A unit of this list matches no datasheet: Tabletop Simulator builds every unit from one.
    const marines = await saveParsedRoster(
      owner,
      readFixture('rosz/ps__Ultramarines_10E.rosz'),
      'application/octet-stream',
    );
    const ros = await exportOf(owner, marines, 'yellowscribe');
    expect(ros.statusCode).toBe(422);
    expect(ros.json().error).toMatchObject({
      code: 'EXPORT_NOT_POSSIBLE',
      details: { format: 'yellowscribe' },
    });
    expect(ros.json().error.message).toBe(
      'This roster cannot be exported as Tabletop Simulator (Yellowscribe .ros): “Land Speeder Storm” matches no datasheet of the game data, and Tabletop Simulator builds every unit from its datasheet. Give it its datasheet name (Edit) and export again.',
    );
    // The text formats print it as the list names it.
    expect((await exportOf(owner, marines, 'newrecruit-wtc-compact')).statusCode).toBe(200);

    // Not a Warhammer 40,000 list: only Muster's own formats can write it.
    const sigmar = await saveParsedRoster(
      owner,
      readFixture('rosz/aosr__sce-001-minimal__list.rosz'),
      'application/octet-stream',
    );
    expect((await exportOf(owner, sigmar, 'text')).statusCode).toBe(200);
    const json = await exportOf(owner, sigmar, 'newrecruit-json');
    expect(json.statusCode).toBe(422);
    expect(json.json().error.message).toBe(
      'This roster cannot be exported as New Recruit JSON: “Stormcast Eternals” is not a Warhammer 40,000 faction of the game data, so this format cannot name it.',
    );
  }, 60_000);
});
