import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { organiserAndPlayers } from '../../test-support/event-people';
import type { FakeStripe } from '../../test-support/fake-stripe';
import { startPaymentsApp } from '../../test-support/payments-app';
import type { TestApp } from '../../test-support/test-app';
import { user } from '../auth/auth.table';
import { outbox } from '../mail/outbox.table';
import { tournamentInput } from '../tournaments/tournament-builders';

const hour = 3_600_000;
type Entry = { userId: string; username: string; status: string; paid: boolean; id: string };

describe('event tickets through Stripe Connect (a fake Stripe on loopback)', () => {
  let fake: FakeStripe;
  let test: TestApp;
  let settled: () => Promise<void>;
  let close: () => Promise<void>;
  let organiser: TestClient;
  let players: TestClient[];
  let eventId: string;

  const sessionIdOf = (url: string) => new URL(url).pathname.split('/').at(-1) ?? '';
  const entries = async () =>
    ((await organiser.get(`/api/tournaments/${eventId}/entries`)).json() as { entries: Entry[] }).entries;
  const entryOf = async (index: number) => {
    const me = (await players[index]?.get('/api/me'))?.json() as { user: { id: string } };
    return (await entries()).find((entry) => entry.userId === me.user.id);
  };
  const ticket = (client: TestClient) => client.get(`/api/tournaments/${eventId}/tickets`);
  const settings = (overrides: Record<string, unknown> = {}) => ({
    settings: {
      currency: 'EUR',
      fee: 2000,
      earlyBirdFee: 1500,
      earlyBirdUntil: new Date(Date.now() + 48 * hour).toISOString(),
      refundUntil: new Date(Date.now() + 72 * hour).toISOString(),
      ...overrides,
    },
  });
  async function buy(index: number) {
    const client = players[index];
    if (!client) throw new Error('no such player');
    const checkout = await client.post(`/api/tournaments/${eventId}/tickets/checkout`, { club: 'Leeds' });
    expect(checkout.statusCode).toBe(200);
    return checkout.json() as { url?: string; waitlisted?: true };
  }

  beforeAll(async () => {
    ({ fake, test, settled, close } = await startPaymentsApp());
    ({ organiser, players } = await organiserAndPlayers(test.app, {
      ipPrefix: '10.8.0',
      tag: 'tix',
      count: 4,
    }));
    const created = await organiser.post(
      '/api/tournaments',
      tournamentInput({ name: 'Paid GT', playerCap: 2 }),
    );
    expect(created.statusCode).toBe(201);
    eventId = created.json().id;
    // The admin keeps 5 % of each ticket.
    const admin = players[3] as TestClient;
    const me = (await admin.get('/api/me')).json() as { user: { id: string } };
    await test.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, me.user.id));
    const current = (await admin.get('/api/admin/settings')).json().settings;
    expect(
      (await admin.request('PUT', '/api/admin/settings', { ...current, ticketPlatformFeePercent: 5 }))
        .statusCode,
    ).toBe(200);
  });
  afterAll(() => close?.());

  it('an organiser connects their Stripe account before selling tickets', async () => {
    const early = await organiser.request('PUT', `/api/tournaments/${eventId}/tickets`, settings());
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('PAYOUTS_NOT_READY');

    const offSite = await organiser.post('/api/billing/payouts/onboarding', { returnTo: '//evil.example/x' });
    expect(offSite.statusCode).toBe(400);
    const onboarding = await organiser.post('/api/billing/payouts/onboarding', {
      returnTo: `/tournament/${eventId}/manage`,
    });
    expect(onboarding.statusCode).toBe(200);
    expect(new URL(onboarding.json().url).origin).toBe(fake.origin);
    const pending = (await organiser.get('/api/billing/payouts')).json();
    expect(pending).toMatchObject({ payments: 'stripe', chargesEnabled: false });
    // Coming back from onboarding proves nothing; Stripe saying the account can take charges does.
    fake.enableAccount(pending.accountId);
    expect((await organiser.get('/api/billing/payouts')).json()).toMatchObject({ chargesEnabled: true });

    const stranger = await players[0]?.request('PUT', `/api/tournaments/${eventId}/tickets`, settings());
    expect(stranger?.statusCode).toBe(403);
    // A co-organiser runs the event but cannot send its fees to their own account.
    const helper = new TestClient(test.app, '10.8.0.90');
    expect(
      (await helper.signUp('tix-helper@example.test', 'a helping organiser 7', 'tix_helper')).statusCode,
    ).toBe(200);
    const added = await organiser.post(`/api/tournaments/${eventId}/organisers`, { username: 'tix_helper' });
    expect(added.statusCode, added.body).toBe(200);
    const coOrganiser = await helper.request('PUT', `/api/tournaments/${eventId}/tickets`, settings());
    expect(coOrganiser.json().error?.code, coOrganiser.body).toBe('OWNER_ONLY');
    const inverted = await organiser.request(
      'PUT',
      `/api/tournaments/${eventId}/tickets`,
      settings({ earlyBirdFee: 2500 }),
    );
    expect(inverted.json().error.message).toBe('The early-bird fee must be lower than the entry fee.');
    const yen = await organiser.request(
      'PUT',
      `/api/tournaments/${eventId}/tickets`,
      settings({ currency: 'JPY' }),
    );
    expect(yen.statusCode).toBe(400);
    expect(yen.json().error.message).toMatch(/^Tickets are sold in EUR, GBP, USD/);
    const saved = await organiser.request('PUT', `/api/tournaments/${eventId}/tickets`, settings());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      price: { amount: 1500, currency: 'eur', earlyBird: true },
      organiserReady: true,
    });
  });

  it('a player pays the early-bird fee through Checkout, the organiser gets it less the platform fee', async () => {
    const free = await players[0]?.post(`/api/tournaments/${eventId}/registration`, {});
    expect(free?.json().error.code).toBe('TICKET_REQUIRED');

    const { url } = await buy(0);
    expect(await entryOf(0)).toMatchObject({ status: 'confirmed', paid: false });
    await fake.completeCheckout(sessionIdOf(url ?? ''));
    await settled();
    expect(await entryOf(0)).toMatchObject({ status: 'confirmed', paid: true });
    expect((await ticket(players[0] as TestClient)).json().mine).toMatchObject({
      status: 'paid',
      amount: 1500,
      refundable: true,
    });
    const intent = fake.paymentIntent(fake.latestSession()?.paymentIntent ?? '');
    const payout = (await organiser.get('/api/billing/payouts')).json();
    // 5 % of 15.00 is 0.75, kept by Muster; the rest is transferred to the organiser's account.
    expect(intent).toMatchObject({ amount: 1500, applicationFee: 75, destination: payout.accountId });
    const payments = (await organiser.get(`/api/tournaments/${eventId}/ticket-payments`)).json();
    expect(payments).toEqual([expect.objectContaining({ status: 'paid', amount: 1500, currency: 'eur' })]);
    const again = await players[0]?.post(`/api/tournaments/${eventId}/tickets/checkout`);
    expect(again?.json().error.code).toBe('ALREADY_PAID');
    // The receipt: in the bell and by e-mail.
    const bell = (await players[0]?.get('/api/notifications'))?.json();
    expect(JSON.stringify(bell)).toContain('Ticket paid: €15.00');
    const mail = await test.database.db.select().from(outbox).where(eq(outbox.kind, 'ticket-receipt'));
    expect(mail.map((m) => m.toAddress)).toEqual(['tix-p0@example.test']);
  });

  it('holds a seat while paying and frees it when Checkout expires; a full event waitlists', async () => {
    const held = await buy(1);
    expect(await entryOf(1)).toMatchObject({ status: 'confirmed', paid: false });
    await fake.expireCheckout(sessionIdOf(held.url ?? ''));
    await settled();
    expect(await entryOf(1)).toMatchObject({ status: 'withdrawn', paid: false });

    const second = await buy(1);
    await fake.completeCheckout(sessionIdOf(second.url ?? ''));
    await settled();
    expect(await entryOf(1)).toMatchObject({ status: 'confirmed', paid: true });
    // Two seats, both paid: the third player waits, and pays only once a seat is theirs.
    expect(await buy(2)).toEqual({ waitlisted: true });
    expect(await entryOf(2)).toMatchObject({ status: 'waitlisted', paid: false });
  });

  it('a player refunds before the refund date: Stripe reverses the transfer and fee, the waitlist moves up', async () => {
    const refunded = await players[0]?.post(`/api/tournaments/${eventId}/tickets/refund`);
    expect(refunded?.statusCode).toBe(200);
    expect(refunded?.json().mine).toMatchObject({ status: 'refunded', refundable: false });
    expect(fake.refunds().at(-1)).toMatchObject({
      amount: 1500,
      reverseTransfer: true,
      refundApplicationFee: true,
    });
    await settled();
    expect(await entryOf(0)).toMatchObject({ status: 'withdrawn', paid: false });
    expect(JSON.stringify((await players[0]?.get('/api/notifications'))?.json())).toContain(
      'Ticket refunded: €15.00',
    );
    expect(await entryOf(2)).toMatchObject({ status: 'confirmed', paid: false });
    expect(JSON.stringify((await players[2]?.get('/api/notifications'))?.json())).toContain(
      'A seat came free and is yours: pay for your ticket on the event page to keep it.',
    );
    const promoted = await buy(2);
    await fake.completeCheckout(sessionIdOf(promoted.url ?? ''));
    await settled();
    expect(await entryOf(2)).toMatchObject({ status: 'confirmed', paid: true });
    // Stripe's own charge.refunded for that refund came through the webhook too, and changed nothing.
    const refundEvents = fake.eventsOfType('charge.refunded');
    expect(refundEvents).toHaveLength(1);
    await fake.deliver([String(refundEvents[0]?.id)]);
    await settled();
    expect(await entryOf(2)).toMatchObject({ status: 'confirmed', paid: true });
  });

  it('after the refund date only the organiser refunds; nobody else can', async () => {
    const closed = await organiser.request(
      'PUT',
      `/api/tournaments/${eventId}/tickets`,
      settings({ refundUntil: new Date(Date.now() - hour).toISOString() }),
    );
    expect(closed.statusCode).toBe(200);
    const late = await players[1]?.post(`/api/tournaments/${eventId}/tickets/refund`);
    expect(late?.statusCode).toBe(409);
    expect(late?.json().error).toMatchObject({
      code: 'REFUND_CLOSED',
      message: expect.stringMatching(/ask the organiser/),
    });

    const entry = await entryOf(1);
    const byStranger = await players[2]?.post(`/api/tournaments/${eventId}/entries/${entry?.id}/refund`);
    expect(byStranger?.statusCode).toBe(403);
    const byOrganiser = await organiser.post(`/api/tournaments/${eventId}/entries/${entry?.id}/refund`);
    expect(byOrganiser.statusCode).toBe(200);
    expect(byOrganiser.json()).toContainEqual(
      expect.objectContaining({ entryId: entry?.id, status: 'refunded', refundedBy: 'organiser' }),
    );
    expect(await entryOf(1)).toMatchObject({ status: 'withdrawn', paid: false });
    const twice = await organiser.post(`/api/tournaments/${eventId}/entries/${entry?.id}/refund`);
    expect(twice.json().error.code).toBe('NOT_PAID');

    const csv = await organiser.get(`/api/tournaments/${eventId}/registrations.csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'player,club,status,checked_in,paid,amount,currency,paid_at,refunded_at,refunded_by',
    );
    expect(lines.find((line) => line.startsWith('tix_p2,'))).toMatch(
      /^tix_p2,Leeds,confirmed,no,yes,15\.00,EUR,\d{4}-.*,,$/,
    );
    expect(lines.find((line) => line.startsWith('tix_p1,'))).toMatch(
      /,withdrawn,no,no,15\.00,EUR,.+,.+,organiser$/,
    );
    expect((await players[0]?.get(`/api/tournaments/${eventId}/registrations.csv`))?.statusCode).toBe(403);
  });
});
