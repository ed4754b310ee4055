import type { BuiltList } from '@muster/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { sampleListLines } from '../../test-support/roster-files';
import { saveParsedRoster } from '../../test-support/saved-rosters';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tournamentInput } from '../tournaments/tournament-builders';

const unit = (uid: string, unitId: string, more: Partial<BuiltList['units'][number]> = {}) => ({
  uid,
  unitId,
  modelCount: 1,
  wargear: {},
  enhancementId: null,
  attachedTo: null,
  warlord: false,
  ...more,
});

/** A Captain (80 pts) with Artificer Armour (20) leading ten Intercessors (150): 250 points. */
const gladius = (more: Partial<BuiltList> = {}): BuiltList => ({
  name: 'Gladius',
  edition: '11th',
  factionId: 'adeptus-astartes',
  detachmentIds: ['gladius-task-force'],
  forceDisposition: 'priority-assets',
  battleSize: 'strike-force',
  units: [
    unit('boss', 'captain', {
      warlord: true,
      attachedTo: 'squad',
      enhancementId: 'artificer-armour-gladius-task-force',
    }),
    unit('squad', 'intercessor-squad', { modelCount: 10 }),
  ],
  ...more,
});

describe('lists saved from the builder, and legality everywhere', () => {
  let testApp: TestApp;
  let player: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    testApp = await createTestApp();
    player = new TestClient(testApp.app, '10.73.0.1');
    other = new TestClient(testApp.app, '10.73.0.2');
    await player.signUp('build-p@example.test', 'player password 1', 'build_p');
    await other.signUp('build-o@example.test', 'other password 1', 'build_o');
  });
  afterAll(() => testApp.close());

  it('saves a built list as a roster, reopens it in the builder and saves an edit as a new version', async () => {
    const created = await player.post('/api/rosters/build', { list: gladius() });
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({ name: 'Gladius', points: 250, sourceFormat: 'muster-builder' });
    // The enhancement's 20 points are the roster's, beside the Captain's own 80.
    expect(saved.roster.units.map((u: { name: string; points: number }) => [u.name, u.points])).toEqual([
      ['Captain', 80],
      ['Intercessor Squad', 150],
    ]);
    expect(saved.roster.enhancements).toEqual([{ name: 'Artificer Armour', unit: 'Captain', points: 20 }]);

    const reopened = (await player.get(`/api/rosters/${saved.id}/build`)).json();
    expect(reopened.unresolved).toEqual([]);
    expect(reopened.list).toMatchObject({
      factionId: 'adeptus-astartes',
      detachmentIds: ['gladius-task-force'],
      units: [
        {
          unitId: 'captain',
          warlord: true,
          enhancementId: 'artificer-armour-gladius-task-force',
          attachedTo: reopened.list.units[1].uid,
        },
        { unitId: 'intercessor-squad', modelCount: 10 },
      ],
    });

    // Five Intercessors instead of ten: 80 points for the squad.
    const edited = {
      ...reopened.list,
      units: [reopened.list.units[0], { ...reopened.list.units[1], modelCount: 5 }],
    };
    const put = await player.request('PUT', `/api/rosters/${saved.id}/build`, { list: edited });
    expect(put.statusCode).toBe(200);
    expect(put.json().points).toBe(180);
    const versions = (await player.get(`/api/rosters/${saved.id}/versions`)).json().versions;
    expect(versions.map((v: { reason: string }) => v.reason)).toEqual([
      'edited in the list builder',
      'created',
    ]);

    expect((await other.get(`/api/rosters/${saved.id}/build`)).statusCode).toBe(404);
    expect((await other.request('PUT', `/api/rosters/${saved.id}/build`, { list: edited })).statusCode).toBe(
      404,
    );
    // A roster of another game cannot be opened in the builder, and is told why.
    const aos = (
      await player.post('/api/rosters', {
        roster: { ...saved.roster, faction: 'Stormcast Eternals', resolution: undefined },
        sourceFormat: 'gw-app',
        sourceFileName: null,
      })
    ).json();
    const refused = await player.get(`/api/rosters/${aos.id}/build`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      '“Stormcast Eternals” is not a faction of the game data, so this roster cannot be opened in the list builder.',
    );
    const hostile = await player.post('/api/rosters/build', {
      list: { ...gladius(), units: [unit('x', 'NOT AN ID')] },
    });
    expect(hostile.statusCode).toBe(400);
  });

  it('checks a saved roster, an import under review and an event list the same way', async () => {
    // Two Captains with the same enhancement: a unique enhancement taken twice.
    const twice = gladius({
      units: [
        unit('a', 'captain', { warlord: true, enhancementId: 'artificer-armour-gladius-task-force' }),
        unit('b', 'captain', { enhancementId: 'artificer-armour-gladius-task-force' }),
      ],
    });
    const saved = (await player.post('/api/rosters/build', { list: twice })).json();
    const legality = (await player.get(`/api/rosters/${saved.id}/check`)).json();
    expect(legality.report.points).toBe(200);
    const errors = legality.report.checks.filter((c: { severity: string }) => c.severity === 'error');
    expect(errors.map((c: { message: string }) => c.message).join(' ')).toMatch(/Artificer Armour/);
    expect((await other.get(`/api/rosters/${saved.id}/check`)).statusCode).toBe(404);

    // An imported list not saved yet (the import review).
    const parsed = (
      await player.raw('POST', '/api/rosters/parse', sampleListLines.join('\n'), {
        'content-type': 'text/plain',
      })
    ).json();
    const review = await player.post('/api/rosters/legality', { roster: parsed.roster });
    expect(review.statusCode).toBe(200);
    // The sample list prints 245 points; priced at the game data's points it is more, and the
    // report says so rather than trusting the file.
    const reviewed = review.json().report;
    expect(parsed.roster.pointsTotal).toBe(245);
    expect(reviewed.points).toBeGreaterThan(245);
    expect(reviewed.checks).toContainEqual(
      expect.objectContaining({
        code: 'POINTS_DIFFER',
        message: expect.stringMatching(
          new RegExp(
            `^The list adds up to 245 points; at the game data's points \\(\\d+th edition, data of [\\d-]+\\) it is ${reviewed.points}\\.$`,
          ),
        ),
      }),
    );

    // An event list carries the same report for the organiser.
    const organiser = new TestClient(testApp.app, '10.73.0.3');
    await organiser.signUp('build-to@example.test', 'organiser password 1', 'build_to');
    const event = (await organiser.post('/api/tournaments', tournamentInput())).json();
    await player.post(`/api/tournaments/${event.id}/registration`, {});
    const submitted = (
      await player.request('PUT', `/api/tournaments/${event.id}/list`, {
        rosterId: saved.id,
        forceDisposition: 'priority-assets',
      })
    ).json();
    expect(submitted.legality.report.checks).toEqual(legality.report.checks);
    const seen = (await organiser.get(`/api/tournaments/${event.id}/lists`)).json().lists[0];
    expect(seen.legality.report.points).toBe(200);

    // An imported roster saved as usual is checked too.
    const imported = await saveParsedRoster(player, sampleListLines.join('\n'), 'text/plain');
    expect((await player.get(`/api/rosters/${imported}/check`)).json().report.points).toBe(reviewed.points);
  });
});
