import { RESOLVER_REVISION } from '@muster/army';
import type { Roster } from '@muster/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { readFixture, sampleListLines } from '../../test-support/roster-files';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { startGameDataWorkers, stopGameDataWorkers } from '../game-data/game-data-workers';
import { jobs } from '../jobs/jobs.table';
import { ROSTER_RESOLUTION_JOB, rosterResolutionHandler } from './roster-resolution.job';
import { resolveSavedRosters } from './roster-resolution-sweep';
import { rosters } from './rosters.table';

type Unit = Roster['units'][number];
const carried = (unit: Unit | undefined) =>
  Object.fromEntries(unit?.weapons.map((w) => [w.name.split(' – ')[0], w.count]) ?? []);

describe('army resolution of imported and saved rosters', () => {
  let testApp: TestApp;
  let player: TestClient;
  beforeAll(async () => {
    testApp = await createTestApp();
    player = new TestClient(testApp.app, '10.21.0.1');
    await player.signUp('resolver@example.test', 'resolver password 1', 'resolver');
  });
  afterAll(() => testApp.close());

  /** Saves a roster as the import review does. */
  const saveRoster = (roster: Roster, sourceFormat = 'gw-app') =>
    player.post('/api/rosters', { roster, sourceFormat, sourceFileName: null });

  const parsePasted = async (text: string) =>
    (
      await player.raw('POST', '/api/rosters/parse', text, { 'content-type': 'text/plain; charset=utf-8' })
    ).json();

  it('shows each unit’s datasheet and loadout in the import review, and keeps them when saved', async () => {
    const parsed = await parsePasted(sampleListLines.join('\n'));
    const [overlord, warriors] = parsed.roster.units as Unit[];
    expect(parsed.roster.resolution).toMatchObject({
      factionId: 'necrons',
      resolvedUnits: 2,
      unresolvedUnits: 0,
    });
    expect(overlord?.resolution).toMatchObject({ match: 'exact', datasheetId: 'overlord', loadout: 'named' });
    expect(warriors?.resolution).toMatchObject({ match: 'exact', datasheetId: 'necron-warriors' });
    // "20x Gauss flayer" on 20 Warriors: 20 flayers, not every option of the datasheet.
    expect(carried(warriors)).toMatchObject({ 'Gauss flayer': 20 });
    expect(Object.keys(carried(warriors))).not.toContain('Gauss reaper');

    const saved = await player.post('/api/rosters', {
      roster: parsed.roster,
      sourceFormat: parsed.detectedFormat,
      sourceFileName: null,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().roster.units[1].resolution.datasheetId).toBe('necron-warriors');
  });

  it('re-resolves on edit: a datasheet picked by hand replaces an unmatched name', async () => {
    const parsed = await parsePasted(
      sampleListLines.join('\n').replace('Necron Warriors (160 points)', 'Tin Men (160 points)'),
    );
    const unmatched = parsed.roster.units[1] as Unit;
    expect(unmatched.resolution).toMatchObject({ match: 'unresolved', profiles: 'none' });
    const saved = (await saveRoster(parsed.roster)).json();
    const units = saved.roster.units.map((unit: Unit, index: number) =>
      index === 1 && unit.resolution
        ? {
            ...unit,
            resolution: {
              ...unit.resolution,
              match: 'chosen',
              datasheetId: 'necron-warriors',
              datasheetName: 'Necron Warriors',
            },
          }
        : unit,
    );
    const edited = await player.request('PATCH', `/api/rosters/${saved.id}`, { units });
    expect(edited.statusCode).toBe(200);
    const warriors = edited.json().roster.units[1] as Unit;
    expect(warriors.resolution).toMatchObject({ match: 'chosen', datasheetId: 'necron-warriors' });
    expect(carried(warriors)).toMatchObject({ 'Gauss flayer': 20 });
  });

  it('resolves rosters saved before resolution existed, leaving resolved ones alone', async () => {
    const parsed = await parsePasted(sampleListLines.join('\n'));
    const saved = (await saveRoster(parsed.roster)).json();
    // What an older server stored: no resolution, no weapon counts, no data-set profiles.
    const { resolution: _resolution, ...old } = saved.roster as Roster;
    const legacy = {
      ...old,
      units: old.units.map(({ resolution: _r, ...unit }) => ({ ...unit, weapons: [] })),
    };
    await testApp.database.db.update(rosters).set({ rosterData: legacy }).where(eq(rosters.id, saved.id));

    const logged: string[] = [];
    expect(await resolveSavedRosters(testApp.database.db, (m) => logged.push(m))).toBeGreaterThanOrEqual(1);
    expect(logged).toEqual([]);
    const [row] = await testApp.database.db.select().from(rosters).where(eq(rosters.id, saved.id));
    expect(row?.rosterData.resolution?.factionId).toBe('necrons');
    expect(carried(row?.rosterData.units[1])).toMatchObject({ 'Gauss flayer': 20 });
    // A second sweep finds nothing left to do.
    expect(await resolveSavedRosters(testApp.database.db, () => {})).toBe(0);
  });

  it('resolves again a chapter army an older revision saved as Adeptus Astartes, so it is judged as its chapter', async () => {
    // compactor GWAPPSample2.txt: an official-app Blood Angels export.
    const parsed = await parsePasted(readFixture('gwapp/compactor__GWAPPSample2.txt').toString('utf8'));
    expect(parsed.roster.resolution).toMatchObject({
      factionId: 'blood-angels',
      resolver: RESOLVER_REVISION,
    });
    const saved = (await saveRoster(parsed.roster)).json();
    const { resolver: _resolver, ...older } = (saved.roster as Roster).resolution ?? {};
    const stale = { ...(saved.roster as Roster), resolution: { ...older, factionId: 'adeptus-astartes' } };
    await testApp.database.db
      .update(rosters)
      .set({ rosterData: stale as Roster })
      .where(eq(rosters.id, saved.id));
    const before = (await player.get(`/api/rosters/${saved.id}/check`)).json();
    expect(before.report.checks.map((c: { code: string }) => c.code)).toContain('unit-wrong-faction');

    expect(await resolveSavedRosters(testApp.database.db, () => {})).toBeGreaterThanOrEqual(1);
    const after = (await player.get(`/api/rosters/${saved.id}/check`)).json();
    expect(after.report.checks.filter((c: { severity: string }) => c.severity === 'error')).toEqual([]);
  });

  it('gives a roster’s detachment rules to its owner only', async () => {
    // compactor GWAPP-Sample-Tau.txt: Advanced Acquisition Cadre and Retaliation Cadre.
    const parsed = await parsePasted(readFixture('gwapp/compactor__GWAPP-Sample-Tau.txt').toString('utf8'));
    const saved = (await saveRoster(parsed.roster)).json();
    const reply = await player.get(`/api/rosters/${saved.id}/detachment-rules`);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.source).toMatch(/^40kdc-data/);
    expect(body.detachments.map((d: { name: string }) => d.name)).toEqual([
      'Advanced Acquisition Cadre',
      'Retaliation Cadre',
    ]);
    expect(body.detachments[0].stratagems.length).toBeGreaterThan(0);
    const stranger = new TestClient(testApp.app, '10.21.0.9');
    await stranger.signUp('stranger-rules@example.test', 'stranger password 1', 'stranger_rules');
    expect((await stranger.get(`/api/rosters/${saved.id}/detachment-rules`)).statusCode).toBe(404);
    expect((await player.get('/api/rosters/not-a-uuid/detachment-rules')).statusCode).toBe(400);
  });

  it('answers bad lists with a clear word each and saves nothing half-way', async () => {
    const parsed = await parsePasted(sampleListLines.join('\n'));
    // A faction no data has: saved as the player wrote it, and its check says why nothing is judged.
    const squats = await saveRoster({
      ...parsed.roster,
      faction: 'Squats of the Old Kin',
      subFaction: null,
      resolution: undefined,
    });
    expect(squats.statusCode).toBe(201);
    const unknown = (await player.get(`/api/rosters/${squats.json().id}/check`)).json();
    expect(unknown.report.checks).toContainEqual(
      expect.objectContaining({ severity: 'error', code: 'unknown-faction' }),
    );
    // Another faction's detachment.
    const gladius = await saveRoster({
      ...parsed.roster,
      detachments: ['Gladius Task Force'],
      resolution: undefined,
    });
    const foreign = (await player.get(`/api/rosters/${gladius.json().id}/check`)).json();
    expect(foreign.report.checks.map((c: { code: string }) => c.code)).toContain('detachment-wrong-faction');
    // 500 enhancement lines: refused whole, with the limit named.
    const before = (await player.get('/api/rosters')).json().rosters.length;
    const flood = await saveRoster({
      ...parsed.roster,
      enhancements: Array.from({ length: 500 }, (_, i) => ({
        name: `Relic ${i}`,
        unit: 'Overlord',
        points: 5,
      })),
    });
    expect(flood.statusCode).toBe(400);
    expect(flood.body).toContain('A roster can hold at most 60 enhancements.');
    expect((await player.get('/api/rosters')).json().rosters.length).toBe(before);
  });

  it('refuses wargear counts that no unit has, with a clear message', async () => {
    const parsed = await parsePasted(sampleListLines.join('\n'));
    const units = parsed.roster.units.map((unit: Unit, index: number) =>
      index === 1 ? { ...unit, wargear: [{ name: 'Gauss flayer', count: 1_000_000_000 }] } : unit,
    );
    const reply = await player.post('/api/rosters/resolve', { roster: { ...parsed.roster, units } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.message).toContain('At most 1,000 of one item.');
  });

  it('resolves a real T’au list with Broadside Battlesuits: every unit matched, legality checked, analysis given', async () => {
    // 40kCompactor's 11th-edition New Recruit tournament sample (fixtures/SOURCES.tsv). Its
    // Broadsides once took 13–35 s in the loadout search and came back with nothing matched.
    const text = readFixture('newrecruit/compactor__NR-Tournament-Sample-Tau.txt').toString('utf8');
    const parsed = await parsePasted(text);
    // The export names no list, so it comes back for the player to complete (partialData).
    const roster = { ...(parsed.roster ?? parsed.partialData), name: 'T’au sample' } as Roster;
    expect(roster.resolution).toMatchObject({ factionId: 'tau-empire', unresolvedUnits: 0 });
    const broadsides = (roster.units as Unit[]).filter((u) => u.name === 'Broadside Battlesuits');
    expect(broadsides.length).toBe(2);
    for (const unit of broadsides)
      expect(unit.resolution).toMatchObject({ match: 'exact', loadout: 'named' });
    const saved = (await saveRoster(roster, 'newrecruit')).json();
    const legality = await player.get(`/api/rosters/${saved.id}/check`);
    expect(legality.statusCode).toBe(200);
    expect(legality.json().report.points).toBeGreaterThan(1900);
    expect(legality.json().unresolved).toEqual([]);
    const analysis = await player.post(`/api/rosters/${saved.id}/analyses`, { modelType: 'standard' });
    expect(analysis.statusCode).toBe(201);
    expect(analysis.json().analysis.overallRating).toBeGreaterThanOrEqual(0);
    expect(analysis.json().dataNotes.unmatched).toEqual([]);
  }, 60_000);

  it('saves a roster while the game-data workers cannot answer, says so, and matches it in the background', async () => {
    const parsed = await parsePasted(sampleListLines.join('\n'));
    await stopGameDataWorkers();
    try {
      const reply = await saveRoster(parsed.roster);
      expect(reply.statusCode).toBe(201);
      const saved = reply.json();
      // No roster-level resolution: the roster page reads this as "Still matching units…".
      expect(saved.roster.resolution).toBeUndefined();
      const queued = await testApp.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.kind, ROSTER_RESOLUTION_JOB));
      const job = queued.find((row) => (row.payload as { rosterId: string }).rosterId === saved.id);
      expect(job).toBeDefined();

      startGameDataWorkers({
        workerScript: inject('gameDataWorkerScript'),
        cacheDir: inject('gameDataCacheDir'),
      });
      await rosterResolutionHandler({ db: testApp.database.db })(job as NonNullable<typeof job>, {
        progress: async () => 'continue',
      });
      const after = (await player.get(`/api/rosters/${saved.id}`)).json();
      expect(after.roster.resolution).toMatchObject({ factionId: 'necrons', unresolvedUnits: 0 });
    } finally {
      startGameDataWorkers({
        workerScript: inject('gameDataWorkerScript'),
        cacheDir: inject('gameDataCacheDir'),
      });
    }
  }, 60_000);

  it('answers rosters past every limit with a clear message, without holding a worker', async () => {
    // 400 units (a roster holds 300): read, not matched, and refused on save with the limit named.
    const warriors = sampleListLines.slice(-3);
    const huge = [...sampleListLines.slice(0, 13), ...Array.from({ length: 400 }, () => warriors).flat()];
    const parsed = await parsePasted(huge.join('\n'));
    const roster = parsed.roster ?? parsed.partialData;
    expect(roster.units.length).toBe(401);
    expect(roster.resolution).toBeUndefined();
    expect(parsed.warnings.map((w: { code: string }) => w.code)).toContain('ROSTER_TOO_LARGE');
    expect(parsed.warnings.find((w: { code: string }) => w.code === 'ROSTER_TOO_LARGE').message).toContain(
      'it holds 401 units, and a roster holds at most 300',
    );
    const refused = await player.post('/api/rosters', {
      roster,
      sourceFormat: 'gw-app',
      sourceFileName: null,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('A roster can hold at most 300 units.');

    const small = (await parsePasted(sampleListLines.join('\n'))).roster as Roster;
    const [overlord, unit] = small.units as [Unit, Unit];
    // A unit of 10,000 models, and one of 5,000 wargear lines: 400 with the limit, nothing computed.
    const crowded = await player.post('/api/rosters/resolve', {
      roster: { ...small, units: [overlord, { ...unit, count: 10_000 }] },
    });
    expect(crowded.statusCode).toBe(400);
    const laden = await player.post('/api/rosters/resolve', {
      roster: {
        ...small,
        units: [
          overlord,
          { ...unit, wargear: Array.from({ length: 5000 }, (_, i) => ({ name: `Gun ${i}`, count: 1 })) },
        ],
      },
    });
    expect(laden.statusCode).toBe(400);
    expect(laden.json().error.message).toContain('At most 100 wargear lines per unit.');
    // Meanwhile another player's ordinary list still resolves.
    expect((await player.post('/api/rosters/resolve', { roster: small })).statusCode).toBe(200);
  }, 60_000);
});
