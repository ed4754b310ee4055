import { type TicketSettings, ticketCurrencies } from '@muster/contracts/event-tickets';

/** The currencies offered, as organisers write them. */
export const currencyChoices = ticketCurrencies.map((code) => code.toUpperCase());

/** The organiser's form as typed: money as text ("20", "19.50", "19,50"), dates as datetime-local. */
export type TicketDraft = {
  currency: string;
  fee: string;
  earlyBirdFee: string;
  earlyBirdUntil: string;
  refundUntil: string;
};

/** "19,50" → 1950; anything that is not an amount with at most two decimals → NaN. */
export function centsFrom(text: string): number {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normalised)) return Number.NaN;
  return Math.round(Number(normalised) * 100);
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as the datetime-local input shows it, in the browser's time zone. */
function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function draftFrom(settings: TicketSettings | null): TicketDraft {
  return {
    currency: (settings?.currency ?? 'eur').toUpperCase(),
    fee: settings ? (settings.fee / 100).toFixed(2) : '',
    earlyBirdFee: settings?.earlyBirdFee ? (settings.earlyBirdFee / 100).toFixed(2) : '',
    earlyBirdUntil: localInputValue(settings?.earlyBirdUntil ?? null),
    refundUntil: localInputValue(settings?.refundUntil ?? null),
  };
}

/** The draft as the API takes it, or the first thing wrong with it in the organiser's words. */
export function settingsFrom(draft: TicketDraft): { settings: TicketSettings } | { problem: string } {
  const fee = centsFrom(draft.fee);
  if (Number.isNaN(fee)) return { problem: 'Give the entry fee as an amount, such as 20 or 19.50.' };
  const hasEarly = draft.earlyBirdFee.trim() !== '' || draft.earlyBirdUntil !== '';
  const earlyBirdFee = hasEarly ? centsFrom(draft.earlyBirdFee) : null;
  if (earlyBirdFee !== null && Number.isNaN(earlyBirdFee))
    return { problem: 'Give the early-bird fee as an amount, such as 15 or 14.50.' };
  if (hasEarly && draft.earlyBirdUntil === '')
    return { problem: 'Say until when the early-bird fee applies.' };
  const instant = (value: string) => (value ? new Date(value).toISOString() : null);
  const currency = ticketCurrencies.find((code) => code === draft.currency.toLowerCase());
  if (!currency) return { problem: 'Choose a currency.' };
  return {
    settings: {
      currency,
      fee,
      earlyBirdFee,
      earlyBirdUntil: hasEarly ? instant(draft.earlyBirdUntil) : null,
      refundUntil: instant(draft.refundUntil),
    },
  };
}
