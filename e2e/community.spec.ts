import { expect, test } from '@playwright/test';
import { signUpFresh, storageStatePath } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { appList, saveRosterViaApi } from './support/roster-lists';

test('a player starts a faction thread, another replies and reports it, an admin hides and locks', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `Waaagh timing ${Date.now().toString(36)}${test.info().project.name}`;
  await signUpFresh(page, baseURL, 'board');
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Hub' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'New thread' }).click();
  const dialog = page.getByRole('dialog', { name: 'New thread' });
  await dialog.getByRole('button', { name: 'Post thread' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Give the thread a title of at least 4 characters.');
  await dialog.getByLabel('Board').selectOption('Orks');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Post').fill('Do you call the Waaagh! in turn 2 or turn 3?');
  await dialog.getByRole('button', { name: 'Post thread' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const threadUrl = page.url();

  const replierContext = await browser.newContext();
  const replier = await replierContext.newPage();
  await signUpFresh(replier, baseURL, 'reply');
  await replier.goto(threadUrl);
  await replier.getByLabel('Your reply').fill('Turn 2, always: get stuck in.');
  await replier.getByRole('button', { name: 'Post reply' }).click();
  await expect(replier.getByTestId('toast').filter({ hasText: 'Reply posted.' })).toBeVisible();
  await expect(replier.getByText('Turn 2, always: get stuck in.')).toBeVisible();
  await replier.getByRole('button', { name: 'Report' }).click();
  const report = replier.getByRole('dialog', { name: 'Report a problem' });
  await report.getByLabel('Reason').selectOption('spam');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(replier.getByTestId('toast').filter({ hasText: 'an admin will review' })).toBeVisible();
  expect(await seriousAccessibilityViolations(replier)).toEqual([]);

  const adminContext = await browser.newContext({ storageState: storageStatePath('admin') });
  const admin = await adminContext.newPage();
  await admin.goto(threadUrl);
  const reply = admin.getByRole('listitem').filter({ hasText: 'Turn 2, always: get stuck in.' });
  await reply.getByRole('button', { name: 'Hide' }).click();
  await expect(admin.getByTestId('toast').filter({ hasText: 'Post hidden from members.' })).toBeVisible();
  await expect(reply.getByText('Hidden by a moderator')).toBeVisible();
  await admin.getByRole('button', { name: 'Lock' }).click();
  await expect(admin.getByTestId('toast').filter({ hasText: 'Thread locked.' })).toBeVisible();

  await replier.reload();
  await expect(
    replier.getByText('This post was removed by a moderator: Removed by a moderator.'),
  ).toBeVisible();
  await expect(replier.getByText('This thread is locked by a moderator.')).toBeVisible();
  await expect(replier.getByLabel('Your reply')).toHaveCount(0);

  await page.goto('/community?board=Orks');
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await admin.getByRole('button', { name: 'Delete thread' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete thread' }).click();
  await expect(admin.getByTestId('toast').filter({ hasText: 'Thread deleted.' })).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1, name: 'Community Hub' })).toBeVisible();
  await page.goto(threadUrl);
  await expect(page.getByText('This thread could not be loaded')).toBeVisible();
  await expect(page.getByText('That thread does not exist or was removed.')).toBeVisible();
  await adminContext.close();
  await replierContext.close();
});

test('a player shares a roster and another reads its units in Community Intel', async ({
  page,
  browser,
  baseURL,
}) => {
  const { headers } = await signUpFresh(page, baseURL, 'intel');
  const rosterId = await saveRosterViaApi(page, headers, appList);
  await page.goto(`/rosters/${rosterId}`);
  await page.getByRole('switch', { name: 'Share with the community' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Shared: it now shows in Community Intel.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'See it in Community Intel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Community Intel' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Units of / })).toContainText('Necron Warriors');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const otherContext = await browser.newContext({ storageState: storageStatePath('player2') });
  const other = await otherContext.newPage();
  await other.goto(`/community-intel?roster=${rosterId}`);
  const units = other.getByRole('region', { name: /^Units of / });
  await expect(units).toContainText('Necron Warriors');
  await expect(other.getByRole('button', { name: 'Report' })).toBeVisible();
  await other.getByRole('button', { name: 'Close' }).click();
  await expect(units).toHaveCount(0);
  await otherContext.close();

  await page.goto(`/rosters/${rosterId}`);
  await page.getByRole('switch', { name: 'Share with the community' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'No longer shared.' })).toBeVisible();
});
