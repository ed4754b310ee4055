/**
 * Allowances run by calendar month in UTC, so every player's month starts at the same moment
 * whatever their time zone. Dates are ISO 'YYYY-MM-DD' (the first of the month).
 */
export function allowanceMonth(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
}

/** The first day of the next allowance month: when credits are topped up and free sessions return. */
export function nextAllowanceMonth(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}
