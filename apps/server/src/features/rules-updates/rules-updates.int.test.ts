import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatasheetPoints } from '@muster/army';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { recordPointsSnapshot, storePointsSnapshot } from './rules-updates.service';
import { pointsSnapshots } from './rules-updates.table';

/** The installed game-data package's manifest, read straight from node_modules. */
const manifest = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../../../../node_modules/@alpaca-software/40kdc-data/package.json'),
    'utf8',
  ),
) as { name: string; version: string };

/** An earlier data version written by hand: the recorded one with a few prices edited. */
function earlierVersion(current: DatasheetPoints[]) {
  const find = (factionId: string, name: string) => {
    const sheet = current.find((s) => s.factionId === factionId && s.datasheetName === name);
    if (!sheet) throw new Error(`${name} is not in the game data`);
    return sheet;
  };
  const sacresants = find('adepta-sororitas', 'Celestian Sacresants');
  const intercessors = find('adeptus-astartes', 'Intercessor Squad');
  const boyz = find('orks', 'Boyz');
  const intercessorTier = intercessors.tiers[0];
  if (!intercessorTier) throw new Error('Intercessor Squad has no points');
  const earlier: DatasheetPoints[] = current
    // Boyz were not in the earlier version.
    .filter((sheet) => sheet !== boyz)
    .map((sheet) => {
      if (sheet === sacresants)
        return {
          ...sheet,
          tiers: sheet.tiers
            // The 3rd-copy 6–10 price did not exist yet; 5 models (1st–2nd copy) cost 5 less.
            .filter((tier) => tier.label !== '6–10 models, 3rd copy on')
            .map((tier) =>
              tier.label === '5 models, 1st–2nd copy' ? { ...tier, cost: tier.cost - 5 } : tier,
            ),
        };
      if (sheet === intercessors)
        return {
          ...sheet,
          tiers: sheet.tiers.map((tier) =>
            tier === intercessorTier ? { ...tier, cost: tier.cost + 10 } : tier,
          ),
        };
      return sheet;
    });
  // A datasheet the current version no longer has.
  earlier.push({
    factionId: 'orks',
    factionName: 'Orks',
    datasheetId: 'grot-tanks-mk0',
    datasheetName: 'Grot Tanks Mk0',
    tiers: [{ key: '1', label: '1 model', cost: 55 }],
  });
  return { earlier, sacresants, intercessors, intercessorTier, boyz };
}

describe('Rules & Updates', () => {
  let testApp: TestApp;
  let player: TestClient;
  beforeAll(async () => {
    testApp = await createTestApp();
    player = new TestClient(testApp.app, '10.31.0.1');
    await player.signUp('rules@example.test', 'rules password 1', 'rules_reader');
  });
  afterAll(() => testApp.close());

  it('names the game data and its version, the editions, and the core-rule numbers, with an ETag', async () => {
    const response = await player.get('/api/rules-updates');
    expect(response.statusCode).toBe(200);
    const overview = response.json();
    expect(overview.data).toMatchObject({
      packageName: '@alpaca-software/40kdc-data',
      packageVersion: manifest.version,
      edition: '11th',
      credit: { label: 'Powered by 40kdc-data' },
    });
    const data = await import('@alpaca-software/40kdc-data');
    expect(overview.data.release.dataslate).toBe(data.dataset.gameVersions.at(-1)?.dataslate);
    expect(overview.editions.map((e: { id: string; status: string }) => [e.id, e.status])).toEqual([
      ['11th', 'current'],
      ['10th', 'still-played'],
    ]);
    // Core rules: S4 against T4 wounds on a 4+.
    const examples = overview.woundTables[0].examples;
    expect(examples).toContainEqual({ strength: 4, toughness: 4, need: 4 });
    const again = await player.request('GET', '/api/rules-updates', undefined, {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/rules-updates' })).statusCode).toBe(401);
  });

  it('records the running version once, even when two servers start at the same moment', async () => {
    expect((await player.get('/api/rules-updates/points-changes')).json()).toEqual({
      from: null,
      to: null,
      factions: [],
    });
    const results = await Promise.all([
      recordPointsSnapshot(testApp.database.db),
      recordPointsSnapshot(testApp.database.db),
    ]);
    expect(results.sort()).toEqual(['already-recorded', 'recorded']);
    expect(await recordPointsSnapshot(testApp.database.db)).toBe('already-recorded');
    expect(await testApp.database.db.select({ id: pointsSnapshots.id }).from(pointsSnapshots)).toHaveLength(
      1,
    );

    const data = await import('@alpaca-software/40kdc-data');
    const versions = (await player.get('/api/rules-updates/points-versions')).json();
    expect(versions.current).toBe(manifest.version);
    expect(versions.versions).toEqual([
      expect.objectContaining({
        version: manifest.version,
        packageName: manifest.name,
        edition: '11th',
        datasheets: data.dataset.units.all.length,
      }),
    ]);
    // One version: nothing to compare yet.
    const changes = (await player.get('/api/rules-updates/points-changes')).json();
    expect(changes).toMatchObject({ from: null, to: { version: manifest.version }, factions: [] });
  });

  it('shows what went up and down from a hand-written earlier version to the recorded one', async () => {
    const [stored] = await testApp.database.db
      .select({ points: pointsSnapshots.points })
      .from(pointsSnapshots);
    if (!stored) throw new Error('the running version is not recorded');
    const { earlier, sacresants, intercessors, intercessorTier, boyz } = earlierVersion(stored.points);
    await storePointsSnapshot(testApp.database.db, {
      version: '0.9.0',
      packageName: manifest.name,
      edition: '11th',
      dataslate: 'launch',
      releaseLabel: 'Hand-written earlier version',
      effectiveDate: '2026-06-20',
      points: earlier,
      recordedAt: new Date('2026-06-21T10:00:00Z'),
    });

    const versions = (await player.get('/api/rules-updates/points-versions')).json().versions;
    expect(versions.map((v: { version: string }) => v.version)).toEqual([manifest.version, '0.9.0']);

    const response = await player.get('/api/rules-updates/points-changes');
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.from.version).toBe('0.9.0');
    expect(reply.to.version).toBe(manifest.version);
    const cost = (sheet: DatasheetPoints, label: string) => sheet.tiers.find((t) => t.label === label)?.cost;
    const now5 = cost(sacresants, '5 models, 1st–2nd copy') as number;
    expect(reply.factions).toEqual([
      {
        factionId: 'adepta-sororitas',
        factionName: 'Adepta Sororitas',
        changes: [
          {
            datasheetId: sacresants.datasheetId,
            datasheetName: 'Celestian Sacresants',
            tier: '5 models, 1st–2nd copy',
            kind: 'up',
            before: now5 - 5,
            after: now5,
            difference: 5,
          },
          {
            datasheetId: sacresants.datasheetId,
            datasheetName: 'Celestian Sacresants',
            tier: '6–10 models, 3rd copy on',
            kind: 'tier-added',
            before: null,
            after: cost(sacresants, '6–10 models, 3rd copy on'),
            difference: null,
          },
        ],
      },
      {
        factionId: 'adeptus-astartes',
        factionName: 'Adeptus Astartes',
        changes: [
          {
            datasheetId: intercessors.datasheetId,
            datasheetName: 'Intercessor Squad',
            tier: intercessorTier.label,
            kind: 'down',
            before: intercessorTier.cost + 10,
            after: intercessorTier.cost,
            difference: -10,
          },
        ],
      },
      {
        factionId: 'orks',
        factionName: 'Orks',
        changes: [
          ...boyz.tiers.map((tier) => ({
            datasheetId: boyz.datasheetId,
            datasheetName: 'Boyz',
            tier: tier.label,
            kind: 'datasheet-added',
            before: null,
            after: tier.cost,
            difference: null,
          })),
          {
            datasheetId: 'grot-tanks-mk0',
            datasheetName: 'Grot Tanks Mk0',
            tier: '1 model',
            kind: 'datasheet-removed',
            before: 55,
            after: null,
            difference: null,
          },
        ],
      },
    ]);

    // Asked the other way round, the same prices move the other way.
    const back = (
      await player.get(`/api/rules-updates/points-changes?from=${manifest.version}&to=0.9.0`)
    ).json();
    const sororitas = back.factions.find((f: { factionId: string }) => f.factionId === 'adepta-sororitas');
    expect(sororitas.changes[0]).toMatchObject({
      kind: 'down',
      before: now5,
      after: now5 - 5,
      difference: -5,
    });

    // The same pair again is a 304 for a client that has it.
    const again = await player.request('GET', '/api/rules-updates/points-changes', undefined, {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses unknown and malformed versions with a clear 4xx', async () => {
    const unknown = await player.get('/api/rules-updates/points-changes?from=9.9.9');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('POINTS_VERSION_NOT_FOUND');
    expect((await player.get('/api/rules-updates/points-changes?to=0.0.1')).statusCode).toBe(404);
    for (const bad of ['..%2F..%2Fetc', '', 'a%20b', '1'.repeat(70), '%3Cscript%3E']) {
      const response = await player.get(`/api/rules-updates/points-changes?from=${bad}`);
      expect(response.statusCode, bad).toBe(400);
    }
    const same = await player.get(
      `/api/rules-updates/points-changes?from=${manifest.version}&to=${manifest.version}`,
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe('Choose two different data versions to compare.');
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/rules-updates/points-changes' })).statusCode,
    ).toBe(401);
  });
});
