import { expect, test } from '@playwright/test';
import { signUpFresh, storageStatePath } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';

test('a player sends a support ticket and reads the admin’s answer', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const subject = `Cannot find my event ${Date.now().toString(36)}${test.info().project.name}`;
  await signUpFresh(page, baseURL, 'support');
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose a category.');
  await page.getByLabel('Category').selectOption('tournament');
  await page.getByLabel('Message').fill('short');
  await page.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page.getByRole('alert')).toHaveText('Tell us a little more: at least 10 characters.');
  await page.getByLabel('Message').fill('I registered for the club GT but it is not on my dashboard.');
  await page.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Ticket sent.' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toContainText('open');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const adminContext = await browser.newContext({ storageState: storageStatePath('admin') });
  const admin = await adminContext.newPage();
  await admin.goto('/admin-review');
  await admin.getByLabel('Show').selectOption('ticket');
  await admin.getByRole('link', { name: `Ticket: ${subject}` }).click();
  await admin
    .getByLabel('Your answer')
    .fill('Your entry is on the waitlist: you will move up when a seat frees.');
  await admin.getByRole('button', { name: 'Send answer' }).click();
  await expect(admin.getByTestId('toast').filter({ hasText: 'Answer sent.' })).toBeVisible();
  await adminContext.close();

  await page.reload();
  const ticket = page.getByRole('listitem').filter({ hasText: subject });
  await expect(ticket).toContainText('answered');
  await expect(ticket).toContainText('Your entry is on the waitlist');
});
