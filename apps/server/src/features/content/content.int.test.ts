import { publishedContentReplySchema } from '@muster/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { upsertContentBySlug } from './content.queries';
import { seedContent } from './content.seed';
import { tacticalContent } from './content.table';

describe('GET /api/acts/published', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    await seedContent(testApp.database.db);
  });
  afterAll(() => testApp.close());

  it('lists seeded content in all five categories, featured first', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/api/acts/published' });
    expect(reply.statusCode).toBe(200);
    const { published } = publishedContentReplySchema.parse(reply.json());
    expect(new Set(published.map((item) => item.category)).size).toBe(5);
    const firstNonFeatured = published.findIndex((item) => !item.isFeatured);
    expect(published.slice(firstNonFeatured).every((item) => !item.isFeatured)).toBe(true);
  });

  it('leaves unpublished items out', async () => {
    await upsertContentBySlug(testApp.database.db, [
      {
        slug: 'draft-article',
        title: 'Draft',
        description: 'Not ready',
        content: 'Work in progress',
        category: 'fundamental_concepts',
        difficulty: 'beginner',
        format: 'article',
        tags: [],
        isPublished: false,
      },
    ]);
    const reply = await testApp.app.inject({ method: 'GET', url: '/api/acts/published' });
    const { published } = publishedContentReplySchema.parse(reply.json());
    expect(published.map((item) => item.title)).not.toContain('Draft');
  });

  it('re-seeding is idempotent and keeps last-updated dates', async () => {
    const before = await testApp.database.db.select().from(tacticalContent);
    await seedContent(testApp.database.db);
    const after = await testApp.database.db.select().from(tacticalContent);
    expect(after).toHaveLength(before.length);
    const updatedAt = (rows: typeof before) =>
      Object.fromEntries(rows.map((row) => [row.slug, row.updatedAt.toISOString()]));
    expect(updatedAt(after)).toEqual(updatedAt(before));
  });

  it('links related content by id', async () => {
    const rows = await testApp.database.db.select().from(tacticalContent);
    const basics = rows.find((row) => row.slug === 'objective-control-basics');
    const ids = new Set(rows.map((row) => row.id));
    expect(basics?.relatedContentIds.length).toBeGreaterThan(0);
    expect(basics?.relatedContentIds.every((id) => ids.has(id))).toBe(true);
  });
});
