import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { distinctClient, signedOut } from './support/accounts';

test.use({ storageState: signedOut });

test('edit the profile and upload an avatar; bad files get a clear message', async ({ page, baseURL }) => {
  // page.request does not carry the page's extra headers, so API calls pass the client address too.
  const client = distinctClient();
  await page.setExtraHTTPHeaders(client);
  const tag = `${Date.now().toString(36)}${test.info().project.name.slice(0, 1)}`;
  const created = await page.request.post('/api/auth/sign-up/email', {
    data: {
      email: `profile-${tag}@example.test`,
      password: 'profile password 1',
      name: `prof_${tag}`,
      username: `prof_${tag}`,
    },
    headers: { origin: baseURL ?? '', ...client },
  });
  expect(created.ok()).toBe(true);

  await page.goto('/profile');
  await expect(page.getByRole('img', { name: 'Your avatar' })).toHaveAttribute(
    'src',
    /\/api\/avatars\/default\//,
  );
  await page.getByLabel('Display name').fill('Captain Tester');
  await page.getByLabel('Bio').fill('Plays Necrons badly, but with style.');
  await page.getByRole('checkbox', { name: 'Necrons' }).check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Profile saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Captain Tester');
  await expect(page.getByRole('checkbox', { name: 'Necrons' })).toBeChecked();

  await page
    .locator('#avatar-file')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(page.getByRole('alert')).toHaveText('Upload a PNG, JPEG, GIF or WebP image.');

  const picture = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer();
  await page
    .locator('#avatar-file')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(page.getByTestId('toast').filter({ hasText: 'Avatar updated.' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your avatar' })).toHaveAttribute(
    'src',
    /\/api\/avatars\/[0-9a-f-]{36}\.webp$/,
  );
});
