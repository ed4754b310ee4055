import { expect, type Page, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';

test.use({ storageState: signedOut });

/** Answers one questionnaire step: radios and checkboxes by their labels, then Next or Finish. */
async function answerStep(page: Page, radios: string[], checkboxes: (string | RegExp)[], button: string) {
  for (const name of radios) await page.getByRole('radio', { name, exact: true }).check();
  for (const name of checkboxes) await page.getByRole('checkbox', { name }).check();
  await page.getByRole('button', { name: button }).click();
}

test('the questionnaire chooses the dashboard’s next steps and library picks, and can be tuned later', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signUpFresh(page, baseURL, 'tuned');
  await page.goto('/dashboard');
  const steps = page.getByRole('region', { name: 'Your next steps' });
  // Skipped so far: the usual first steps, led by an invitation to answer.
  const invite = steps.getByRole('link', { name: /Tell us how you play/ });
  await expect(invite).toContainText('You skipped the questionnaire');
  await invite.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Onboarding Questionnaire' })).toBeVisible();
  await answerStep(page, ['Competitive', 'One-day event (RTT)'], [], 'Next');
  await answerStep(page, ['Aggressive'], ['Win tournaments'], 'Next');
  await answerStep(page, [], ['Necrons'], 'Next');
  await answerStep(page, ['Reading', 'Deep', 'Organiser'], [], 'Next');
  await answerStep(page, ['Weekly'], [/I have read how Muster uses my answers/], 'Finish');

  await expect(page).toHaveURL(/\/dashboard$/);
  const cards = steps.getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(0)).toContainText('Create a tournament');
  await expect(cards.nth(0)).toContainText('Because you said you organise events');
  await expect(cards.nth(1)).toContainText('Find an event');
  await expect(cards.nth(1)).toContainText('Because you said you play at events');
  await expect(cards.nth(2)).toContainText('Check your list’s legality');
  await expect(cards.nth(3)).toContainText('Because your main army is Necrons');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Tune: the questionnaire opens on step 1 with the answers filled in.
  await steps.getByRole('link', { name: 'Tune these suggestions' }).click();
  await expect(page.getByRole('radio', { name: 'Competitive', exact: true })).toBeChecked();
  await answerStep(page, ['Just starting', 'None yet'], [], 'Next');
  await expect(page.getByRole('checkbox', { name: 'Win tournaments' })).toBeChecked();
  await answerStep(page, [], [], 'Next');
  await expect(page.getByRole('checkbox', { name: 'Necrons' })).toBeChecked();
  await answerStep(page, [], [], 'Next');
  await answerStep(page, ['Occasional'], [], 'Next');
  await answerStep(page, [], [], 'Finish');

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(cards.nth(0)).toContainText('Find an event');
  await expect(cards.nth(0)).toContainText('Because you said you want to win tournaments');
  await expect(steps.getByRole('link', { name: /Create a tournament/ })).toHaveCount(0);

  // The library's picks follow the same answers and say why.
  await page.goto('/library');
  const shelf = page.getByRole('region', { name: 'Recommended for you' });
  await expect(shelf).toContainText('At your level: just starting');
});
