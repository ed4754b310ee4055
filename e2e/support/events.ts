import { expect, type Page } from '@playwright/test';

/** A public one-day event starting today with registration open, created through the API. */
export async function createEventViaApi(
  page: Page,
  headers: Record<string, string>,
  overrides: Record<string, unknown>,
) {
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  const created = await page.request.post('/api/tournaments', {
    headers,
    data: {
      name: `Event ${now.toString(36)}`,
      edition: '11th',
      startsOn: today,
      endsOn: today,
      venue: 'Games Club',
      pointsLimit: 1000,
      rounds: 1,
      roundMinutes: 120,
      playerCap: null,
      registrationOpensAt: new Date(now - 3_600_000).toISOString(),
      registrationClosesAt: new Date(now + 3_600_000).toISOString(),
      listDeadline: null,
      listsPublishAt: null,
      visibility: 'public',
      scoringPresetId: 'win-draw-loss-vp',
      ...overrides,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; name: string };
}
