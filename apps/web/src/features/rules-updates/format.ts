/** "2026-08-20" → "20 Aug 2026" in the reader's locale (a calendar date: no time-zone shift). */
export const calendarDate = (isoDate: string) =>
  new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toLocaleDateString(undefined, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });

/** An instant ("2026-08-21T10:00:00Z") as the reader's local date. */
export const localDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
