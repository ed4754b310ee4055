import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { user } from '../auth/auth.table';
import { seedContent } from '../content/content.seed';
import { tacticalContent } from '../content/content.table';
import { seedLearningPaths } from '../library/learning-paths.seed';

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Screening Against Zephyrine Deep Strike',
  description: 'Spacing cheap units to deny arrival zones.',
  content:
    'Place screens 18 inches apart so nothing can arrive between them. Zephyrine is a made-up word to search for.',
  category: 'battlefield_tactics',
  difficulty: 'intermediate',
  format: 'guide',
  tags: ['screening', 'reserves'],
  ...overrides,
});

describe('admin content: write, publish, unpublish, delete, bulk upload', () => {
  let testApp: TestApp;
  let editor: TestClient;
  let player: TestClient;

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedContent(testApp.database.db);
    await seedLearningPaths(testApp.database.db);
    editor = new TestClient(testApp.app, '10.91.0.1');
    const id = (await editor.signUp('editor@example.test', 'editor password 1', 'editor')).json().user.id;
    await testApp.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, id));
    player = new TestClient(testApp.app, '10.91.0.2');
    await player.signUp('reader2@example.test', 'reader password 2', 'reader_two');
  });
  afterAll(() => testApp.close());

  const searchTitles = async (q: string) =>
    (await player.get(`/api/library/search?q=${q}`)).json().results.map((r: { title: string }) => r.title);

  it('is for admins only', async () => {
    expect((await player.get('/api/admin/content')).statusCode).toBe(403);
    expect((await player.post('/api/admin/content', article())).statusCode).toBe(403);
    expect((await new TestClient(testApp.app, '10.91.0.9').get('/api/admin/content')).statusCode).toBe(401);
  });

  it('writes a draft that readers cannot see until it is published, and hides it again on unpublish', async () => {
    const created = await editor.post('/api/admin/content', article());
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({ slug: 'screening-against-zephyrine-deep-strike', isPublished: false });
    expect(await searchTitles('zephyrine')).toEqual([]);

    expect((await editor.post(`/api/admin/content/${item.id}/publish`)).json().isPublished).toBe(true);
    expect(await searchTitles('zephyrine')).toEqual([article().title]);
    const published = (await player.get('/api/acts/published'))
      .json()
      .published.map((p: { id: string }) => p.id);
    expect(published).toContain(item.id);

    const renamed = await editor.request(
      'PUT',
      `/api/admin/content/${item.id}`,
      article({ title: 'Quorvex Screens', isPublished: true }),
    );
    expect(renamed.json()).toMatchObject({ title: 'Quorvex Screens', slug: 'quorvex-screens' });
    expect(await searchTitles('quorvex')).toEqual(['Quorvex Screens']);

    await editor.post(`/api/admin/content/${item.id}/unpublish`);
    expect(await searchTitles('quorvex')).toEqual([]);
    const drafts = (await editor.get('/api/admin/content?status=draft&q=quorvex')).json();
    expect(drafts.items.map((d: { id: string }) => d.id)).toEqual([item.id]);
  });

  it('refuses empty fields and taken slugs in plain words', async () => {
    const empty = await editor.post('/api/admin/content', article({ title: '  ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Validation failed for field title: cannot be empty');
    await editor.post('/api/admin/content', article({ title: 'Unique Taken Title' }));
    const taken = await editor.post('/api/admin/content', article({ title: 'Unique Taken Title' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(
      'A content item with the slug "unique-taken-title" already exists.',
    );
    expect((await editor.get('/api/admin/content/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('keeps items a learning path uses, and deletes others', async () => {
    const [inPath] = await testApp.database.db
      .select({ id: tacticalContent.id })
      .from(tacticalContent)
      .where(eq(tacticalContent.slug, 'reading-a-datasheet'));
    const refused = await editor.request('DELETE', `/api/admin/content/${inPath?.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/^This item is part of the learning path First Steps/);
    const loose = (await editor.post('/api/admin/content', article({ title: 'Short Lived' }))).json();
    expect((await editor.request('DELETE', `/api/admin/content/${loose.id}`)).statusCode).toBe(204);
    expect((await editor.get(`/api/admin/content/${loose.id}`)).statusCode).toBe(404);
  });

  it('bulk uploads: creates new slugs, updates existing ones and reports bad items without losing the rest', async () => {
    const reply = await editor.post('/api/admin/content/bulk', {
      items: [
        article({ title: 'Bulk One' }),
        article({ title: 'Unique Taken Title', description: 'Updated by the bulk upload.' }),
        article({ title: 'Bulk Bad', category: 'nonsense' }),
        'not an object',
      ],
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'created',
      'updated',
      'error',
      'error',
    ]);
    expect(reply.json().results[2].message).toMatch(/^category: /);
    const updated = (await editor.get('/api/admin/content?q=unique-taken')).json().items[0];
    expect(updated.description).toBe('Updated by the bulk upload.');
    expect((await editor.post('/api/admin/content/bulk', { items: [] })).json().error.message).toBe(
      'Choose at least one item to upload.',
    );
  });
});
