import { expect, test } from '@playwright/test';

/** Pages that use what a strict CSP could break: workers, charts, SVG, SSE, the API docs. */
const pages = [
  { path: '/dashboard', ready: 'Command Center' },
  { path: '/battle-simulator', ready: 'Battle Simulator' },
  { path: '/roster-analyzer-test', ready: null },
  { path: '/battlefields', ready: null },
  { path: '/tournaments', ready: 'Tournaments' },
];

test('the app runs under its Content Security Policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  for (const { path, ready } of pages) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    if (ready) await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
    await page.waitForLoadState('networkidle');
    if (path === '/battle-simulator') {
      // The odds are worked out in a Web Worker: it must load under worker-src.
      await expect(page.getByTestId('mean-damage')).toHaveText('1.67');
    }
    const seen = await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    );
    expect(seen, path).toEqual([]);
  }
  expect(violations).toEqual([]);
});
