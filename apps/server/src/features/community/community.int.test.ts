import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { playOneRoundEvent } from '../../test-support/finished-event';
import { sampleListLines } from '../../test-support/roster-files';
import { saveParsedRoster } from '../../test-support/saved-rosters';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { user } from '../auth/auth.table';

type Post = { id: string; body: string | null; state: string; moderatorNote: string | null; mine: boolean };

describe('community: boards, shared rosters and results', () => {
  let testApp: TestApp;
  let author: TestClient;
  let reader: TestClient;
  let admin: TestClient;

  beforeAll(async () => {
    testApp = await createTestApp();
    author = new TestClient(testApp.app, '10.94.0.1');
    reader = new TestClient(testApp.app, '10.94.0.2');
    admin = new TestClient(testApp.app, '10.94.0.3');
    await author.signUp('community-author@example.test', 'community pass 1', 'com_author');
    await reader.signUp('community-reader@example.test', 'community pass 2', 'com_reader');
    const adminId = (
      await admin.signUp('community-admin@example.test', 'community pass 3', 'com_admin')
    ).json().user.id;
    await testApp.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, adminId));
  });
  afterAll(() => testApp.close());

  it('runs a faction thread: post, reply, edit, delete, with others’ posts out of reach', async () => {
    const boards = (await reader.get('/api/community/boards')).json().boards;
    expect(boards[0]).toEqual({ board: 'General', threads: 0, posts: 0, lastPostAt: null });
    expect(boards.map((b: { board: string }) => b.board)).toContain('Orks');

    const badBoard = await author.post('/api/community/threads', {
      board: 'Orkz',
      title: 'Waaagh',
      body: 'x',
    });
    expect(badBoard.statusCode).toBe(400);
    expect(badBoard.json().error.message).toContain('Choose a faction board (or General) from the list.');
    const shortTitle = await author.post('/api/community/threads', { board: 'Orks', title: 'Hi', body: 'x' });
    expect(shortTitle.json().error.message).toContain('Give the thread a title of at least 4 characters.');

    const created = await author.post('/api/community/threads', {
      board: 'Orks',
      title: 'Best Waaagh! turn?',
      body: 'Turn 2 or turn 3?',
    });
    expect(created.statusCode, created.body).toBe(201);
    const thread = created.json();
    expect(thread).toMatchObject({
      board: 'Orks',
      author: 'com_author',
      replies: 0,
      replyBlockedReason: null,
    });

    const replied = await reader.post(`/api/community/threads/${thread.id}/posts`, {
      body: 'Turn 2, always.',
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const [opening, reply] = replied.json().posts as Post[];
    expect(replied.json().replies).toBe(1);
    expect(reply).toMatchObject({ body: 'Turn 2, always.', mine: true });

    expect(
      (await author.request('PATCH', `/api/community/posts/${reply?.id}`, { body: 'hijack' })).statusCode,
    ).toBe(404);
    expect((await author.request('DELETE', `/api/community/posts/${reply?.id}`)).statusCode).toBe(404);
    const edited = await author.request('PATCH', `/api/community/posts/${opening?.id}`, {
      body: 'Turn 2 or 3?',
    });
    expect(edited.json().posts[0]).toMatchObject({ body: 'Turn 2 or 3?', mine: true });
    expect(edited.json().posts[0].editedAt).not.toBeNull();

    const deleted = await reader.request('DELETE', `/api/community/posts/${reply?.id}`);
    expect(deleted.json().posts[1]).toMatchObject({ state: 'deleted', body: null });
    expect((await reader.get('/api/community/threads?board=Orks')).json()).toMatchObject({
      total: 1,
      pages: 1,
    });
    expect((await reader.get('/api/community/threads?board=Nobody')).statusCode).toBe(404);
    expect((await reader.get('/api/community/threads/not-a-uuid')).statusCode).toBe(400);
  });

  it('lets admins hide posts, lock threads and close posting, and settles reports by hiding', async () => {
    const thread = (
      await author.post('/api/community/threads', {
        board: 'General',
        title: 'Rude words',
        body: 'Something rude',
      })
    ).json();
    const postId = thread.posts[0].id;
    const report = await reader.post('/api/flags', {
      targetKind: 'community_post',
      targetId: postId,
      reason: 'offensive',
    });
    expect(report.statusCode, report.body).toBe(201);
    const queue = (await admin.get('/api/admin/review?type=flag')).json();
    const item = queue.items.find((i: { flag?: { targetId: string } }) => i.flag?.targetId === postId);
    expect(item.target).toMatchObject({ title: 'Post in "Rude words" (General)', excerpt: 'Something rude' });
    const resolved = await admin.post(`/api/admin/review/${item.flag.id}/resolve`, {
      decision: 'hide',
      note: 'Be kind.',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);

    const seen = (await reader.get(`/api/community/threads/${thread.id}`)).json().posts[0] as Post;
    expect(seen).toMatchObject({ state: 'hidden', body: null, moderatorNote: 'Be kind.' });
    expect((await admin.get(`/api/community/threads/${thread.id}`)).json().posts[0].body).toBe(
      'Something rude',
    );
    const restored = await admin.request('PATCH', `/api/admin/community/posts/${postId}`, { hidden: false });
    expect(restored.json().posts[0]).toMatchObject({ state: 'visible', body: 'Something rude' });
    expect(
      (await reader.request('PATCH', `/api/admin/community/posts/${postId}`, { hidden: true })).statusCode,
    ).toBe(403);

    await admin.request('PATCH', `/api/admin/community/threads/${thread.id}`, { locked: true });
    const locked = await reader.post(`/api/community/threads/${thread.id}/posts`, { body: 'me too' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.message).toBe('This thread is locked by a moderator.');
    expect((await reader.get(`/api/community/threads/${thread.id}`)).json().replyBlockedReason).toBe(
      'This thread is locked by a moderator.',
    );
    expect(
      (await admin.post(`/api/community/threads/${thread.id}/posts`, { body: 'Locked.' })).statusCode,
    ).toBe(201);

    const settings = (await admin.get('/api/admin/settings')).json().settings;
    await admin.request('PUT', '/api/admin/settings', { ...settings, communityPostingOpen: false });
    const closed = await reader.post('/api/community/threads', {
      board: 'Orks',
      title: 'Anyone?',
      body: 'Hello',
    });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error.message).toBe(
      'Community posting is closed at the moment; you can still read.',
    );
    expect(
      (
        await admin.post('/api/community/threads', {
          board: 'General',
          title: 'Maintenance',
          body: 'Back soon',
        })
      ).statusCode,
    ).toBe(201);
    await admin.request('PUT', '/api/admin/settings', { ...settings, communityPostingOpen: true });

    expect((await reader.request('DELETE', `/api/admin/community/threads/${thread.id}`)).statusCode).toBe(
      403,
    );
    expect((await admin.request('DELETE', `/api/admin/community/threads/${thread.id}`)).statusCode).toBe(204);
    expect((await reader.get(`/api/community/threads/${thread.id}`)).statusCode).toBe(404);
    expect((await admin.request('DELETE', `/api/admin/community/threads/${thread.id}`)).statusCode).toBe(404);
  });

  it('shares a roster only when its owner opts in, and a moderator’s removal stands', async () => {
    const rosterId = await saveParsedRoster(author, sampleListLines.join('\n'), 'text/plain');
    expect((await author.get(`/api/rosters/${rosterId}/sharing`)).json()).toEqual({
      shared: false,
      sharedAt: null,
      blocked: false,
    });
    expect((await reader.get(`/api/community/rosters/${rosterId}`)).statusCode).toBe(404);
    expect(
      (await reader.request('PUT', `/api/rosters/${rosterId}/sharing`, { shared: true })).statusCode,
    ).toBe(404);

    const shared = await author.request('PUT', `/api/rosters/${rosterId}/sharing`, { shared: true });
    expect(shared.json()).toMatchObject({ shared: true, blocked: false });
    const listed = (await reader.get('/api/community/rosters?faction=necrons')).json().rosters;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: rosterId, faction: 'Necrons', owner: 'com_author', mine: false });
    const detail = (await reader.get(`/api/community/rosters/${rosterId}`)).json();
    expect(detail.units.length).toBe(detail.unitCount);
    expect(detail).not.toHaveProperty('roster');

    await reader.post('/api/flags', { targetKind: 'shared_roster', targetId: rosterId, reason: 'spam' });
    const item = (await admin.get('/api/admin/review?type=flag'))
      .json()
      .items.find((i: { flag?: { targetId: string } }) => i.flag?.targetId === rosterId);
    await admin.post(`/api/admin/review/${item.flag.id}/resolve`, { decision: 'hide', note: 'Spam list.' });
    expect((await reader.get('/api/community/rosters')).json().rosters).toEqual([]);
    const again = await author.request('PUT', `/api/rosters/${rosterId}/sharing`, { shared: true });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe(
      'A moderator removed this roster from the community, so it cannot be shared again.',
    );
  });

  it('lists finished public events with their podium and factions', async () => {
    expect((await reader.get('/api/community/results')).json().events).toEqual([]);
    const { closed } = await playOneRoundEvent(testApp.app, '10.94.1', 'Hub Open');
    expect(closed.json().status, closed.body).toBe('completed');
    const [event] = (await reader.get('/api/community/results')).json().events;
    expect(event).toMatchObject({ name: 'Hub Open', players: 2, rounds: 1 });
    expect(event.podium).toEqual([
      { place: 1, player: 'hub_open_p1', faction: 'Necrons', record: '1-0-0' },
      { place: 2, player: 'hub_open_p2', faction: 'Space Marines', record: '0-0-1' },
    ]);
  });
});
