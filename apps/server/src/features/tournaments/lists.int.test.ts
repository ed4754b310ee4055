import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { readFixture, sampleListLines } from '../../test-support/roster-files';
import { saveParsedRoster } from '../../test-support/saved-rosters';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tournamentInput } from './tournament-builders';

describe('event lists', () => {
  let testApp: TestApp;
  let organiser: TestClient;
  let player: TestClient;
  let rival: TestClient;
  let anonymous: TestClient;

  beforeAll(async () => {
    testApp = await createTestApp();
    organiser = new TestClient(testApp.app, '10.49.0.1');
    player = new TestClient(testApp.app, '10.49.0.2');
    rival = new TestClient(testApp.app, '10.49.0.3');
    anonymous = new TestClient(testApp.app, '10.49.0.4');
    await organiser.signUp('lists-to@example.test', 'organiser password 1', 'lists_to');
    await player.signUp('lists-p@example.test', 'player password 1', 'lists_p');
    await rival.signUp('lists-r@example.test', 'rival password 1', 'lists_r');
  });
  afterAll(() => testApp.close());

  it('checks, hashes and keeps lists private until published; organisers approve or send back', async () => {
    const event = (await organiser.post('/api/tournaments', tournamentInput({ pointsLimit: 500 }))).json();
    const base = `/api/tournaments/${event.id}`;
    const marines = await saveParsedRoster(
      player,
      readFixture('rosz/ps__Ultramarines_10E.rosz'),
      'application/octet-stream',
    );
    const necrons = await saveParsedRoster(player, sampleListLines.join('\n'), 'text/plain');
    const theirs = await saveParsedRoster(rival, sampleListLines.join('\n'), 'text/plain');

    const early = await player.request('PUT', `${base}/list`, { rosterId: necrons });
    expect(early.json().error.message).toBe('Register for the event (with a seat) before submitting a list.');
    const entry = (await player.post(`${base}/registration`, {})).json();
    await rival.post(`${base}/registration`, {});
    expect((await player.request('PUT', `${base}/list`, { rosterId: theirs })).statusCode).toBe(404);

    const over = (await player.request('PUT', `${base}/list`, { rosterId: marines })).json();
    expect(over).toMatchObject({
      status: 'submitted',
      faction: 'Space Marines',
      points: 810,
      username: 'lists_p',
    });
    expect(over.checks).toEqual(
      expect.arrayContaining([
        {
          severity: 'error',
          code: 'OVER_POINTS_LIMIT',
          message: "810 points: 310 over the event's limit of 500.",
        },
        expect.objectContaining({ code: 'EDITION_MISMATCH' }),
      ]),
    );
    const fine = (await player.request('PUT', `${base}/list`, { rosterId: necrons })).json();
    expect(fine.hash).toMatch(/^[0-9a-f]{64}$/);
    // Within the limit: only the warnings that this app export is a 10th-edition list, and names
    // no force disposition (so its missions cannot be dealt).
    expect(fine.checks.map((c: { code: string }) => c.code)).toEqual([
      'EDITION_MISMATCH',
      'NO_FORCE_DISPOSITION',
    ]);
    expect((await player.request('PUT', `${base}/list`, { rosterId: necrons })).json().hash).toBe(fine.hash);
    await rival.request('PUT', `${base}/list`, { rosterId: theirs });

    expect((await rival.get(`${base}/lists`)).json()).toEqual({
      published: false,
      lock: { locked: false, reason: null, message: null },
      lists: [],
    });
    expect((await anonymous.get(`${base}/lists`)).json().lists).toEqual([]);
    const forOrganiser = (await organiser.get(`${base}/lists`)).json();
    expect(forOrganiser.lists.map((l: { username: string }) => l.username)).toEqual(['lists_p', 'lists_r']);
    expect(forOrganiser.lists[0].roster.units.length).toBeGreaterThan(0);

    expect((await rival.post(`${base}/lists/${entry.id}/review`, { decision: 'approve' })).statusCode).toBe(
      403,
    );
    expect(
      (await organiser.post(`${base}/lists/${entry.id}/review`, { decision: 'return' })).json().error.message,
    ).toContain('Tell the player what to change.');
    const returned = await organiser.post(`${base}/lists/${entry.id}/review`, {
      decision: 'return',
      note: 'Wrong detachment',
    });
    expect(returned.json()).toMatchObject({ status: 'returned', note: 'Wrong detachment' });

    // After the deadline only a returned list may change.
    await organiser.request('PATCH', base, { listDeadline: new Date(Date.now() - 60_000).toISOString() });
    expect((await player.request('PUT', `${base}/list`, { rosterId: necrons })).json().status).toBe(
      'submitted',
    );
    expect((await rival.request('PUT', `${base}/list`, { rosterId: theirs })).json().error.message).toBe(
      'Lists are locked: the list deadline has passed. Ask the organiser if your list must change.',
    );
    await organiser.post(`${base}/lists/${entry.id}/review`, { decision: 'approve' });
    expect((await player.request('PUT', `${base}/list`, { rosterId: necrons })).json().error.message).toBe(
      'Your list is approved and locked.',
    );

    await organiser.request('PATCH', base, { listsPublishAt: new Date(Date.now() - 1000).toISOString() });
    const published = (await anonymous.get(`${base}/lists`)).json();
    expect(published.published).toBe(true);
    expect(published.lists.map((l: { status: string; hash: string }) => [l.status, l.hash])).toContainEqual([
      'approved',
      fine.hash,
    ]);
    expect((await player.get(`${base}/list`)).json().list.status).toBe('approved');
  });

  it('locks lists when round 1 is paired; an unlocked change is on record with what moved', async () => {
    // No list deadline: round 1 being paired is what locks the lists.
    const event = (await organiser.post('/api/tournaments', tournamentInput({ listDeadline: null }))).json();
    const base = `/api/tournaments/${event.id}`;
    const marines = await saveParsedRoster(
      player,
      readFixture('rosz/ps__Ultramarines_10E.rosz'),
      'application/octet-stream',
    );
    const necrons = await saveParsedRoster(player, sampleListLines.join('\n'), 'text/plain');
    const theirs = await saveParsedRoster(rival, sampleListLines.join('\n'), 'text/plain');
    const entry = (await player.post(`${base}/registration`, {})).json();
    const rivalEntry = (await rival.post(`${base}/registration`, {})).json();
    await player.request('PUT', `${base}/list`, { rosterId: marines });
    await rival.request('PUT', `${base}/list`, { rosterId: theirs });
    for (const id of [entry.id, rivalEntry.id]) {
      await organiser.post(`${base}/entries/${id}/actions`, { action: 'check-in' });
    }
    const paired = await organiser.post(`${base}/rounds`, {});
    expect(paired.statusCode, paired.body).toBe(201);

    // Space Marines → Necrons after seeing the pairing: refused, and the player is told why.
    const swap = await player.request('PUT', `${base}/list`, { rosterId: necrons });
    expect(swap.statusCode).toBe(409);
    expect(swap.json().error).toMatchObject({
      code: 'LISTS_LOCKED',
      message: 'Lists are locked: round 1 has been paired. Ask the organiser if your list must change.',
    });
    expect((await player.get(`${base}/list`)).json()).toMatchObject({
      list: { faction: 'Space Marines', status: 'submitted' },
      lock: { locked: true, reason: 'round-one-paired' },
    });

    // Only the organiser unlocks one player's list, with a reason; the change is then recorded.
    expect(
      (await rival.post(`${base}/lists/${entry.id}/review`, { decision: 'return', note: 'let me' }))
        .statusCode,
    ).toBe(403);
    await organiser.post(`${base}/lists/${entry.id}/review`, {
      decision: 'return',
      note: 'Judge call: wrong file uploaded',
    });
    const changed = await player.request('PUT', `${base}/list`, { rosterId: necrons });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ faction: 'Necrons', status: 'submitted', changes: [] });
    // Unlocked once: the next change needs the organiser again.
    expect((await player.request('PUT', `${base}/list`, { rosterId: marines })).statusCode).toBe(409);

    const forOrganiser = (await organiser.get(`${base}/lists`)).json();
    expect(forOrganiser.lock).toMatchObject({ locked: true, reason: 'round-one-paired' });
    const mine = forOrganiser.lists.find((l: { entryId: string }) => l.entryId === entry.id);
    expect(mine.changes).toHaveLength(1);
    const [change] = mine.changes;
    expect(change).toMatchObject({
      reason: 'Judge call: wrong file uploaded',
      before: { faction: 'Space Marines', points: 810 },
      after: { faction: 'Necrons', points: 245 },
    });
    expect(change.before.hash).not.toBe(change.after.hash);
    // Hand-checked against the two files: the Necron units arrive, the Marine units leave.
    expect(change.added).toEqual(expect.arrayContaining(['Overlord (85 pts)']));
    expect(change.removed.length).toBeGreaterThan(0);
    expect(change.removed.some((line: string) => line.startsWith('Overlord'))).toBe(false);
    // Players never see the record.
    const forRival = (await rival.get(`${base}/lists`)).json();
    expect(forRival.lists.every((l: { changes: unknown[] }) => l.changes.length === 0)).toBe(true);
  });
});
