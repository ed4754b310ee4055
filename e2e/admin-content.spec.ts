import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';

test.use({ storageState: storageStatePath('admin') });

test('an admin writes a draft, publishes it into the library and bulk uploads more', async ({ page }) => {
  test.setTimeout(60_000);
  const word = `Xylarch${Date.now().toString(36)}${test.info().project.name.slice(0, 1)}`;
  await page.goto('/admin/content/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Content' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Validation failed for field title: cannot be empty');
  await page.getByLabel('Title', { exact: true }).fill(`Holding ${word}`);
  await page.getByLabel('Description', { exact: true }).fill('How to hold the centre with cheap units.');
  await page.getByLabel('Category', { exact: true }).selectOption('battlefield_tactics');
  await page.getByLabel('Tags (comma-separated)').fill('objectives, screening');
  await page
    .getByLabel('Text (Markdown)')
    .fill(`# Hold the middle\n\nPlace a cheap unit on the ${word} objective early.`);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Hold the middle' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: `Holding ${word} saved as a draft.` }),
  ).toBeVisible();

  await expect(page.getByRole('heading', { level: 1, name: 'Content Management' })).toBeVisible();
  await page.getByLabel('Find by title or slug').fill(word);
  const row = page.getByRole('row', { name: new RegExp(`Holding ${word}`) });
  await expect(row.getByText('Draft')).toBeVisible();
  await row.getByRole('button', { name: `Publish Holding ${word}` }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: `Holding ${word} is now in the library.` }),
  ).toBeVisible();
  await expect(row.getByText('Published')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.goto('/library');
  await page.getByLabel('Search the library').fill(word);
  await expect(page.getByText(`Holding ${word}`).first()).toBeVisible();

  await page.goto('/admin/bulk-upload');
  await page.getByLabel('Files').setInputFiles([
    {
      name: 'bulk.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from(
        `---\ntitle: Bulk ${word}\ndescription: From a Markdown file.\ncategory: fundamental_concepts\ndifficulty: beginner\nformat: article\ntags: bulk\n---\nBody of the bulk article.\n`,
      ),
    },
    { name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{oops') },
  ]);
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText(
    'broken.json: This is not valid JSON.',
  );
  await page.getByRole('button', { name: 'Upload 1 item' }).click();
  await expect(page.getByRole('heading', { name: '1 of 1 saved' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Bulk ${word} created`) })).toBeVisible();
});

test.describe('as a super user', () => {
  test.use({ storageState: storageStatePath('superUser') });

  test('content ingestion: an upload is queued, becomes an item, and a second copy is refused as a duplicate', async ({
    page,
  }) => {
    const word = `Ingestor${Date.now().toString(36)}${test.info().project.name.slice(0, 1)}`;
    const file = {
      name: `${word}.md`,
      mimeType: 'text/markdown',
      buffer: Buffer.from(`# Lines of ${word}\n\nKeep your screens 18 inches apart.\n`),
    };
    await page.goto('/content-ingestion');
    await expect(page.getByRole('heading', { level: 1, name: 'Content Ingestion' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose a file to upload.');
    await page.getByLabel('Document').setInputFiles(file);
    await page.getByLabel('Category').selectOption('battlefield_tactics');
    await page.getByLabel('Publish it').check();
    await page.getByRole('button', { name: 'Upload' }).click();
    const uploads = page.getByRole('list', { name: 'Uploads' });
    const first = uploads.getByRole('listitem').filter({ hasText: `Lines of ${word}` });
    await expect(first).toContainText('succeeded');
    await expect(first.getByRole('link', { name: `Lines of ${word}` })).toBeVisible();
    await expect(first).toContainText('(published)');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByLabel('Document').setInputFiles(file);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(uploads.getByText(`Duplicate of “Lines of ${word}”`)).toBeVisible();
  });
});
