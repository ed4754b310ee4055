import { expect, test } from '@playwright/test';
import { signedOut, storageStatePath } from './support/accounts';

const libraryReads = [
  '/api/acts/published',
  '/api/library/paths',
  '/api/library/progress',
  '/api/library/recommended',
];

test.describe('signed in', () => {
  test.use({ storageState: storageStatePath('player') });

  test("the page asks for its first reads with the HTML, and the app's own requests take those answers", async ({
    page,
  }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
    });
    const response = await page.goto('/library');
    const html = (await response?.text()) ?? '';
    for (const path of ['/api/site', '/api/tournaments/my-active', ...libraryReads])
      expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${path}">`);
    await expect(page.getByRole('heading', { name: 'First Steps to the Table' })).toBeVisible();
    // Each read went out once: the hint's answer was handed to the app (a mismatch in mode or
    // credentials would send a second request and waste the first).
    for (const path of libraryReads) expect(apiCalls.filter((call) => call === path)).toHaveLength(1);
  });

  test('what the device kept is read at start-up: a custom theme and the outbox', async ({ page }) => {
    await page.goto('/settings');
    await page.evaluate(() => {
      const theme = {
        name: 'kept-theme',
        label: 'Kept Theme',
        borderRadius: 4,
        colors: Object.fromEntries(
          [
            'bgPrimary',
            'bgSecondary',
            'bgTertiary',
            'accentPrimary',
            'accentSecondary',
            'accentPrimaryLight',
            'accentSecondaryLight',
            'onAccent',
            'success',
            'warning',
            'error',
            'textPrimary',
            'textSecondary',
            'textMuted',
            'border',
            'divider',
            'surface',
            'surfaceHighlight',
          ].map((key) => [key, key === 'bgPrimary' ? '#223344' : '#8899aa']),
        ),
        typography: {
          headingFont: 'Inter',
          bodyFont: 'Inter',
          monoFont: 'monospace',
          baseSize: 16,
          lineHeight: 1.5,
        },
        effects: {
          scanlines: false,
          scanlineOpacity: 0.05,
          glow: false,
          gridPattern: false,
          parallax: false,
          backdropBlur: false,
          blurAmount: 4,
        },
      };
      localStorage.setItem('aow_customThemes', JSON.stringify({ version: '1.0', data: [theme] }));
      localStorage.setItem('aow_selectedTheme', JSON.stringify({ version: '1.0', data: 'kept-theme' }));
      const refused = {
        id: 'refused-1',
        userId: 'someone',
        label: 'Result for round 9',
        method: 'POST',
        path: '/api/nowhere',
        body: {},
        createdAt: new Date().toISOString(),
        trackedGameId: null,
        refusal: 'The round is closed.',
      };
      localStorage.setItem('aow_outbox', JSON.stringify({ version: '1.0', data: [refused] }));
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'kept-theme');
    await expect(page.locator('html')).toHaveCSS('--color-bg-primary', '#223344');
    await expect(page.getByTestId('outbox-refused')).toContainText(
      'Not sent: Result for round 9. The round is closed.',
    );
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });
});

test.describe('signed out', () => {
  test.use({ storageState: signedOut });

  test('a signed-out page hints only the public read', async ({ page }) => {
    const html = (await (await page.goto('/library'))?.text()) ?? '';
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/site">');
    expect(html).not.toContain('/api/library/paths');
    await expect(page).toHaveURL(/\/login/);
  });
});
