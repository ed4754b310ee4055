import type { RateView } from '@muster/contracts';

/** 0.625 → "62.5%" (one decimal, trailing ".0" dropped). */
export function percent(value: number): string {
  return `${Number((value * 100).toFixed(1))}%`;
}

/** "41.2–78.9%": the 95 % interval as a reader says it. */
export function intervalText(rate: Pick<RateView, 'interval'>): string {
  return `${Number((rate.interval.low * 100).toFixed(1))}–${percent(rate.interval.high)}`;
}

export function recordText(rate: Pick<RateView, 'wins' | 'draws' | 'losses'>): string {
  return `${rate.wins}-${rate.draws}-${rate.losses}`;
}
