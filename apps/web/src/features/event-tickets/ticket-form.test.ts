import type { TicketSettings } from '@muster/contracts/event-tickets';
import { describe, expect, it } from 'vitest';
import { centsFrom, draftFrom, settingsFrom } from './ticket-form';

describe('the organiser’s ticket form', () => {
  it('reads amounts with a point or a comma, to the cent, and nothing else', () => {
    expect(centsFrom('20')).toBe(2000);
    expect(centsFrom('19.5')).toBe(1950);
    expect(centsFrom(' 19,99 ')).toBe(1999);
    expect(centsFrom('0.1')).toBe(10);
    for (const bad of ['', '-5', '1.999', '€20', '1e3', '20.']) expect(centsFrom(bad)).toBeNaN();
  });

  it('sends an early bird only with both its fee and its end, and says which is missing', () => {
    const base = { currency: 'GBP', fee: '25', earlyBirdFee: '', earlyBirdUntil: '', refundUntil: '' };
    expect(settingsFrom(base)).toEqual({
      settings: { currency: 'gbp', fee: 2500, earlyBirdFee: null, earlyBirdUntil: null, refundUntil: null },
    });
    expect(settingsFrom({ ...base, earlyBirdFee: '20' })).toEqual({
      problem: 'Say until when the early-bird fee applies.',
    });
    expect(settingsFrom({ ...base, fee: 'twenty' })).toEqual({
      problem: 'Give the entry fee as an amount, such as 20 or 19.50.',
    });
  });

  it('round-trips saved settings through the form', () => {
    const saved: TicketSettings = {
      currency: 'eur',
      fee: 2000,
      earlyBirdFee: 1500,
      earlyBirdUntil: '2026-12-01T18:00:00.000Z',
      refundUntil: '2026-12-05T18:00:00.000Z',
    };
    expect(settingsFrom(draftFrom(saved))).toEqual({ settings: saved });
  });
});
