import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { readFixture, sampleListLines } from '../../test-support/roster-files';
import { saveParsedRoster } from '../../test-support/saved-rosters';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tournamentInput } from './tournament-builders';

type Entry = { id: string; username: string; checkedIn: boolean; status: string };

/** Issue 17: self check-in in a window the organiser opens, bulk check-in and bulk list approval. */
describe('check-in and bulk organiser tools', () => {
  let testApp: TestApp;
  let organiser: TestClient;
  let otherOrganiser: TestClient;
  let anonymous: TestClient;
  const players: TestClient[] = [];
  const names = ['ci_ada', 'ci_bo', 'ci_cy', 'ci_di', 'ci_ed'];

  beforeAll(async () => {
    testApp = await createTestApp();
    organiser = new TestClient(testApp.app, '10.71.0.1');
    otherOrganiser = new TestClient(testApp.app, '10.71.0.2');
    anonymous = new TestClient(testApp.app, '10.71.0.3');
    await organiser.signUp('ci-to@example.test', 'organiser password 1', 'ci_to');
    await otherOrganiser.signUp('ci-other@example.test', 'organiser password 2', 'ci_other');
    for (const [i, name] of names.entries()) {
      const player = new TestClient(testApp.app, `10.71.1.${i + 1}`);
      await player.signUp(`${name}@example.test`, `player password ${i}1`, name);
      players.push(player);
    }
  });
  afterAll(() => testApp.close());

  const player = (i: number) => players[i] as TestClient;

  /**
   * An event needing approval: ada, bo and ed confirmed, cy pending, di withdrawn. Answers the base
   * path and the entry ids by username.
   */
  async function eventWithField(overrides: Parameters<typeof tournamentInput>[0] = {}) {
    const event = (
      await organiser.post('/api/tournaments', tournamentInput({ requireApproval: true, ...overrides }))
    ).json();
    const base = `/api/tournaments/${event.id}`;
    const ids: Record<string, string> = {};
    for (const [i, name] of names.entries())
      ids[name] = (await player(i).post(`${base}/registration`, {})).json().id;
    for (const name of ['ci_ada', 'ci_bo', 'ci_di', 'ci_ed'])
      await organiser.post(`${base}/entries/${ids[name]}/actions`, { action: 'approve' });
    expect((await player(3).request('DELETE', `${base}/registration`)).json().status).toBe('withdrawn');
    return { base, ids };
  }

  it('lets confirmed players check themselves in only while the organiser has check-in open', async () => {
    const { base, ids } = await eventWithField();

    // Closed by default.
    const closed = await player(0).post(`${base}/check-in`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toMatchObject({
      code: 'CHECK_IN_CLOSED',
      message: 'Check-in is not open: the organiser opens it on the day. Find them if you have arrived.',
    });
    expect((await player(0).get(base)).json()).toMatchObject({
      checkInOpen: false,
      viewer: { entry: { id: ids.ci_ada, status: 'confirmed', checkedIn: false } },
    });

    // Only organisers open it; nobody anonymous checks in.
    expect((await player(0).post(`${base}/check-in-window`, { open: true })).statusCode).toBe(403);
    expect((await anonymous.post(`${base}/check-in`)).statusCode).toBe(401);
    const opened = await organiser.post(`${base}/check-in-window`, { open: true });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ checkInOpen: true, counts: { confirmed: 3, checkedIn: 0 } });

    const first = await player(0).post(`${base}/check-in`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: ids.ci_ada, checkedIn: true, status: 'confirmed' });
    // Idempotent: a second tap answers the same entry.
    const again = await player(0).post(`${base}/check-in`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: ids.ci_ada, checkedIn: true });
    expect((await player(0).get(base)).json()).toMatchObject({
      checkInOpen: true,
      counts: { confirmed: 3, checkedIn: 1 },
      viewer: { entry: { checkedIn: true } },
    });

    // Not confirmed: refused, with the reason in their words.
    const pending = await player(2).post(`${base}/check-in`);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error).toMatchObject({
      code: 'NOT_CONFIRMED',
      message: 'Your registration is awaiting approval: ask the organiser to confirm it before you check in.',
    });
    const withdrawn = await player(3).post(`${base}/check-in`);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().error.message).toBe(
      'You withdrew from this event. Ask the organiser if you want to play.',
    );
    const stranger = await otherOrganiser.post(`${base}/check-in`);
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().error.code).toBe('NOT_REGISTERED');

    // The organiser sees who checked in.
    const entries = (await organiser.get(`${base}/entries`)).json().entries as Entry[];
    expect(entries.filter((e) => e.checkedIn).map((e) => e.username)).toEqual(['ci_ada']);

    // Closed again: the next player is refused, the one already in stays in (and may tap again).
    expect((await organiser.post(`${base}/check-in-window`, { open: false })).json().checkInOpen).toBe(false);
    expect((await player(1).post(`${base}/check-in`)).json().error.code).toBe('CHECK_IN_CLOSED');
    expect((await player(0).post(`${base}/check-in`)).statusCode).toBe(200);
  });

  it('refuses check-in once the event is finished', async () => {
    const { base } = await eventWithField();
    await organiser.post(`${base}/check-in-window`, { open: true });
    await organiser.post(`${base}/cancel`);
    expect((await player(0).get(base)).json().checkInOpen).toBe(false);
    const late = await player(0).post(`${base}/check-in`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'TOURNAMENT_FINISHED',
      message: 'The event is cancelled: check-in is over.',
    });
    expect((await organiser.post(`${base}/check-in-window`, { open: true })).statusCode).toBe(409);
  });

  it('checks many players in at once and reports every entry it did not change', async () => {
    const { base, ids } = await eventWithField();
    // Another organiser's event with one of the same players in it.
    const other = (await otherOrganiser.post('/api/tournaments', tournamentInput())).json();
    const otherBase = `/api/tournaments/${other.id}`;
    const foreign = (await player(4).post(`${otherBase}/registration`, {})).json().id as string;
    const unknown = randomUUID();

    await organiser.post(`${base}/check-in-window`, { open: true });
    await player(0).post(`${base}/check-in`);

    const request = {
      action: 'check-in',
      entryIds: [ids.ci_ada, ids.ci_bo, ids.ci_cy, ids.ci_di, ids.ci_ed, ids.ci_bo, foreign, unknown],
    };
    // Organisers only: players, and organisers of other events, get 403; nobody signed out gets in.
    expect((await player(0).post(`${base}/entries/bulk`, request)).statusCode).toBe(403);
    expect((await otherOrganiser.post(`${base}/entries/bulk`, request)).statusCode).toBe(403);
    expect((await anonymous.post(`${base}/entries/bulk`, request)).statusCode).toBe(401);

    const done = await organiser.post(`${base}/entries/bulk`, request);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      updated: 2,
      skipped: [
        {
          entryId: ids.ci_ada,
          username: 'ci_ada',
          reason: 'already-checked-in',
          message: 'ci_ada was already checked in.',
        },
        {
          entryId: ids.ci_cy,
          username: 'ci_cy',
          reason: 'not-confirmed',
          message: 'ci_cy is pending: only confirmed players check in.',
        },
        {
          entryId: ids.ci_di,
          username: 'ci_di',
          reason: 'not-confirmed',
          message: 'ci_di is withdrawn: only confirmed players check in.',
        },
        { entryId: foreign, username: null, reason: 'not-in-event', message: 'Not a player in this event.' },
        { entryId: unknown, username: null, reason: 'not-in-event', message: 'Not a player in this event.' },
      ],
    });
    const entries = (await organiser.get(`${base}/entries`)).json().entries as Entry[];
    expect(
      entries
        .filter((e) => e.checkedIn)
        .map((e) => e.username)
        .sort(),
    ).toEqual(['ci_ada', 'ci_bo', 'ci_ed']);
    expect((await organiser.get(base)).json().counts).toMatchObject({ confirmed: 3, checkedIn: 3 });
    // The other event is untouched.
    const theirs = (await otherOrganiser.get(`${otherBase}/entries`)).json().entries as Entry[];
    expect(theirs).toEqual([expect.objectContaining({ id: foreign, checkedIn: false })]);

    const undone = await organiser.post(`${base}/entries/bulk`, {
      action: 'undo-check-in',
      entryIds: [ids.ci_ada, ids.ci_bo, ids.ci_cy],
    });
    expect(undone.json()).toEqual({
      updated: 2,
      skipped: [
        {
          entryId: ids.ci_cy,
          username: 'ci_cy',
          reason: 'not-checked-in',
          message: 'ci_cy was not checked in.',
        },
      ],
    });
    expect((await organiser.get(base)).json().counts.checkedIn).toBe(1);

    // Requests are bounded and typed.
    const tooMany = Array.from({ length: 2001 }, () => randomUUID());
    expect(
      (await organiser.post(`${base}/entries/bulk`, { action: 'check-in', entryIds: tooMany })).statusCode,
    ).toBe(400);
    expect(
      (await organiser.post(`${base}/entries/bulk`, { action: 'check-in', entryIds: [] })).statusCode,
    ).toBe(400);
    expect(
      (await organiser.post(`${base}/entries/bulk`, { action: 'drop', entryIds: [ids.ci_ada] })).statusCode,
    ).toBe(400);
  });

  it('approves every submitted list without errors in one go and says why the rest were not', async () => {
    const { base, ids } = await eventWithField({ pointsLimit: 500 });
    const over = await saveParsedRoster(
      player(0),
      readFixture('rosz/ps__Ultramarines_10E.rosz'),
      'application/octet-stream',
    );
    const fine = (i: number) => saveParsedRoster(player(i), sampleListLines.join('\n'), 'text/plain');
    await player(0).request('PUT', `${base}/list`, { rosterId: over });
    await player(1).request('PUT', `${base}/list`, { rosterId: await fine(1) });
    await player(2).request('PUT', `${base}/list`, { rosterId: await fine(2) });
    // ed never submits. Another event's fine list, named below, must stay as it is.
    const other = (
      await otherOrganiser.post('/api/tournaments', tournamentInput({ pointsLimit: 500 }))
    ).json();
    const otherBase = `/api/tournaments/${other.id}`;
    const foreign = (await player(4).post(`${otherBase}/registration`, {})).json().id as string;
    await player(4).request('PUT', `${otherBase}/list`, { rosterId: await fine(4) });

    const all = { all: 'submitted-without-errors' };
    expect((await player(1).post(`${base}/lists/bulk-approve`, all)).statusCode).toBe(403);
    expect((await otherOrganiser.post(`${base}/lists/bulk-approve`, all)).statusCode).toBe(403);
    expect((await organiser.post(`${base}/lists/bulk-approve`, { all: 'everything' })).statusCode).toBe(400);

    // cy's list goes back to the player first: waiting for a change, not approved in bulk.
    await organiser.post(`${base}/lists/${ids.ci_cy}/review`, {
      decision: 'return',
      note: 'Name your warlord',
    });
    const approved = await organiser.post(`${base}/lists/bulk-approve`, all);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({
      approved: [{ entryId: ids.ci_bo, username: 'ci_bo' }],
      skipped: [
        {
          entryId: ids.ci_ada,
          username: 'ci_ada',
          reason: 'has-errors',
          message: "ci_ada's list has problems to look at first.",
        },
        {
          entryId: ids.ci_cy,
          username: 'ci_cy',
          reason: 'returned',
          message: "ci_cy's list was sent back: waiting for the player to change it.",
        },
      ],
    });
    const lists = (await organiser.get(`${base}/lists`)).json().lists as {
      username: string;
      status: string;
    }[];
    expect(Object.fromEntries(lists.map((l) => [l.username, l.status]))).toEqual({
      ci_ada: 'submitted',
      ci_bo: 'approved',
      ci_cy: 'returned',
    });

    // Named lists: each one not approved is reported, another event's entry included.
    const named = await organiser.post(`${base}/lists/bulk-approve`, {
      entryIds: [ids.ci_ada, ids.ci_bo, ids.ci_ed, foreign],
    });
    expect(named.json()).toEqual({
      approved: [],
      skipped: [
        expect.objectContaining({ entryId: ids.ci_ada, reason: 'has-errors' }),
        expect.objectContaining({
          entryId: ids.ci_bo,
          reason: 'already-approved',
          message: "ci_bo's list was already approved.",
        }),
        {
          entryId: ids.ci_ed,
          username: 'ci_ed',
          reason: 'no-list',
          message: 'ci_ed has not submitted a list.',
        },
        { entryId: foreign, username: null, reason: 'no-list', message: 'Not a player in this event.' },
      ],
    });
    const theirs = (await otherOrganiser.get(`${otherBase}/lists`)).json().lists as { status: string }[];
    expect(theirs.map((l) => l.status)).toEqual(['submitted']);

    // Nothing left to approve: an empty answer, not an error.
    expect((await organiser.post(`${base}/lists/bulk-approve`, all)).json().approved).toEqual([]);
  });
});
