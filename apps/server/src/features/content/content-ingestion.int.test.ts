import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { user } from '../auth/auth.table';

const upload = (overrides: Record<string, unknown> = {}) => ({
  fileName: 'screens.md',
  fileContent:
    '# Vantorel Screens\n\nCheap units spread 18 inches apart.\n\n## Why\nNothing arrives between them.',
  metadata: { category: 'battlefield_tactics', difficulty: 'beginner', format: 'guide', tags: ['screening'] },
  actions: ['publish'],
  ...overrides,
});

describe('content ingestion: uploads become queued jobs with a status', () => {
  let testApp: TestApp;
  let superUser: TestClient;
  let admin: TestClient;

  const asRole = async (ip: string, name: string, role: 'admin' | 'super_user') => {
    const client = new TestClient(testApp.app, ip);
    const id = (await client.signUp(`${name}@example.test`, `${name} password 1`, name)).json().user.id;
    await testApp.database.db.update(user).set({ role }).where(eq(user.id, id));
    return client;
  };
  /** Polls the job until it ends (the test app runs the real job worker). */
  const finished = async (id: string) => {
    for (let i = 0; i < 100; i += 1) {
      const job = (await superUser.get(`/api/content-ingestion/${id}`)).json();
      if (job.status !== 'queued' && job.status !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the job did not finish');
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    superUser = await asRole('10.95.0.1', 'ingester', 'super_user');
    admin = await asRole('10.95.0.2', 'notsuper', 'admin');
  });
  afterAll(() => testApp.close());

  it('is for super users only', async () => {
    expect((await admin.post('/api/content-ingestion', upload())).statusCode).toBe(403);
    expect((await admin.get('/api/content-ingestion')).statusCode).toBe(403);
  });

  it('turns a Markdown file into a published item, refuses a duplicate, and replaces it when asked', async () => {
    const queued = await superUser.post('/api/content-ingestion', upload());
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ fileName: 'screens.md', status: 'queued', result: null });
    const done = await finished(queued.json().id);
    expect(done).toMatchObject({
      status: 'succeeded',
      result: { outcome: 'created', title: 'Vantorel Screens', slug: 'vantorel-screens', isPublished: true },
    });
    const found = (await superUser.get('/api/library/search?q=vantorel')).json().results;
    expect(found.map((r: { title: string }) => r.title)).toEqual(['Vantorel Screens']);

    // The same text under another title is still a duplicate.
    const again = await finished(
      (
        await superUser.post(
          '/api/content-ingestion',
          upload({ metadata: { ...upload().metadata, title: 'Other' } }),
        )
      ).json().id,
    );
    expect(again.status).toBe('failed');
    expect(again.error).toBe(
      'Duplicate of “Vantorel Screens” (vantorel-screens). Choose “Replace a duplicate” to update it instead.',
    );

    const replaced = await finished(
      (
        await superUser.post('/api/content-ingestion', upload({ overrideDuplicate: true, actions: [] }))
      ).json().id,
    );
    expect(replaced.result).toMatchObject({
      outcome: 'updated',
      contentId: done.result.contentId,
      isPublished: false,
    });
    const list = (await superUser.get('/api/content-ingestion')).json().jobs;
    expect(list.map((j: { status: string }) => j.status)).toEqual(['succeeded', 'failed', 'succeeded']);
  });

  it('reads HTML safely and refuses files it cannot take', async () => {
    const html = await finished(
      (
        await superUser.post(
          '/api/content-ingestion',
          upload({
            fileName: 'page.html',
            fileContent: '<h1>Quessar Lines</h1><script>x()</script><p>Hold the line.</p>',
          }),
        )
      ).json().id,
    );
    expect(html.result).toMatchObject({ title: 'Quessar Lines' });
    const pdf = await superUser.post('/api/content-ingestion', upload({ fileName: 'a.pdf' }));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.message).toBe('Upload a Markdown, text or HTML file (.md, .txt, .html).');
    expect(
      (await superUser.post('/api/content-ingestion', upload({ fileContent: '' }))).json().error.message,
    ).toBe('The file is empty.');
    expect(
      (await superUser.get('/api/content-ingestion/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});
