import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/accounts';
import { routeHeadings } from './support/route-headings';

// A super user may open every screen, so each route shows its own heading. A page visits a run of
// routes, a step each (reported by path): a fresh browser context per route cost 2-3 s of set-up
// apiece, about three minutes of the suite for 69 routes on two screen sizes. The routes are split
// into four runs, so the workers share them instead of one worker spending three minutes on them
// at the end of the suite.
test.use({ storageState: storageStatePath('superUser') });

const RUNS = 4;
const perRun = Math.ceil(routeHeadings.length / RUNS);

for (let run = 0; run < RUNS; run += 1) {
  const routes = routeHeadings.slice(run * perRun, (run + 1) * perRun);
  test(`every route shows its own heading and fits the screen (${run + 1} of ${RUNS}: ${routes[0]?.[0]} …)`, async ({
    page,
  }) => {
    test.setTimeout(routes.length * 10_000);
    for (const [path, heading] of routes) {
      await test.step(`${path} shows "${heading}"`, async () => {
        await page.goto(path);
        await expect.soft(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
        // Issue 19: nothing on any screen pushes a phone sideways (the mobile project is 390×844).
        await page.waitForLoadState('networkidle');
        const { scroll, client } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect
          .soft(scroll, `${path} is ${scroll}px wide on a ${client}px screen`)
          .toBeLessThanOrEqual(client);
      });
    }
  });
}
