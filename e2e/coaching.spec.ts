import { expect, test } from '@playwright/test';
import { distinctClient, signedOut, signUpFresh, storageStatePath } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { appList, saveRosterViaApi } from './support/roster-lists';

test.use({ storageState: signedOut });

test('the free tier starts free sessions answered by the rules engine, and has the sample coach', async ({
  page,
  baseURL,
}) => {
  await signUpFresh(page, baseURL, 'freecoach');
  await page.goto('/coaching');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Coaching' })).toBeVisible();
  // No language model at the e2e server: the page names what answers instead of saying "AI".
  await expect(page.getByTestId('answered-by')).toHaveText(
    /^Every answer here comes from Muster’s rules engine/,
  );
  await expect(page.getByTestId('coaching-allowance')).toContainText(
    'Free tier: 2 of 2 free sessions left this month',
  );
  await page.getByRole('button', { name: 'Start free session' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Fundamentals' })).toBeVisible();
  await expect(page.getByText(/free session · answered by Muster’s rules engine/)).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Try the sample coach' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coaching Test' })).toBeVisible();
  await page.getByRole('button', { name: 'Ask the sample coach' }).click();
  await expect(page.getByRole('alert')).toHaveText('Message content cannot be empty.');
  await page.getByRole('button', { name: 'How do I beat Imperial Knights?' }).click();
  await expect(
    page.getByText(/^Against Imperial Knights \(measured as super-heavy walkers\):$/),
  ).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('a coaching conversation: start on a topic, ask, read the streamed answer and its sources, end with a plan', async ({
  page,
  baseURL,
  playwright,
}) => {
  test.setTimeout(60_000);
  const { headers } = await signUpFresh(page, baseURL, 'coached');
  const me = await (await page.request.get('/api/auth/get-session', { headers })).json();
  const admin = await playwright.request.newContext({ baseURL, storageState: storageStatePath('admin') });
  const upgraded = await admin.patch(`/api/admin/users/${me.user.id}`, {
    data: { tier: 'warrior' },
    headers: { origin: baseURL ?? '', ...distinctClient() },
  });
  expect(upgraded.ok()).toBe(true);
  await admin.dispose();
  await saveRosterViaApi(page, headers, appList);

  await page.goto('/coaching');
  await page.getByRole('radio', { name: /Target priority/ }).check();
  await expect(page.getByLabel('About which roster')).toHaveValue(/.+/);
  await page.getByRole('button', { name: 'Start session (2 credits)' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Target priority' })).toBeVisible();
  await expect(page.getByText('About Dynasty Test · 0 of 12 questions')).toBeVisible();

  await page.getByRole('button', { name: 'Ask the coach' }).click();
  await expect(page.getByRole('alert')).toHaveText('Message content cannot be empty.');
  await page.getByLabel('Your question').fill('What should my Necron Warriors shoot first?');
  await page.getByLabel('Your question').press('Enter');
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('What should my Necron Warriors shoot first?')).toBeVisible();
  await expect(conversation.getByText(/^Necron Warriors \(160 pts, 20 models\):$/)).toBeVisible();
  const sources = conversation.getByRole('list', { name: 'Sources' });
  await expect(sources.getByRole('link', { name: 'Roster Dynasty Test' })).toHaveAttribute(
    'href',
    /^\/rosters\//,
  );
  await expect(sources.getByRole('link', { name: /^Library / }).first()).toBeVisible();
  await expect(page.getByText('About Dynasty Test · 1 of 12 questions')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // The conversation survives a reload: nothing lives only in the page.
  await page.reload();
  await expect(conversation.getByText(/^Necron Warriors \(160 pts, 20 models\):$/)).toBeVisible();

  await page.getByRole('button', { name: 'End session and build plan' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Session complete: your coaching plan is ready.' }),
  ).toBeVisible();
  const plan = page.getByRole('region', { name: /^Coaching plan: Target priority: Dynasty Test/ });
  await expect(plan.getByRole('heading', { name: 'Goals' })).toBeVisible();
  await expect(plan.getByText(/^Each shooting phase, kill what threatens you/)).toBeVisible();
  await expect(page.getByLabel('Your question')).toHaveCount(0);
  await plan.getByRole('button', { name: 'Mark plan completed' }).click();
  await expect(plan.getByText('Completed', { exact: true })).toBeVisible();

  // Deleting the session takes its conversation away and keeps the plan it made.
  await page.getByRole('button', { name: 'Delete session' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('A coaching plan it made stays');
  await confirm.getByRole('button', { name: 'Delete session' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Session deleted.' })).toBeVisible();
  await expect(page).toHaveURL(/\/coaching$/);
  const sessions = page.getByRole('complementary', { name: 'Sessions' });
  await expect(sessions.getByText('No sessions yet.')).toBeVisible();
  await page.reload();
  await expect(sessions.getByText('No sessions yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your coaching plans' })).toBeVisible();
});
