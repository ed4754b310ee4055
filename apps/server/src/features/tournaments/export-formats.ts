import { type ResultExportRow, resultExportColumns } from '@muster/contracts';

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first) gets
 * a leading apostrophe, so a username or list name cannot become `=HYPERLINK(…)` in Excel.
 */
export function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One RFC 4180 field: quoted when it holds a comma, a quote or a line break (quotes doubled). */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = defuseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The export as RFC 4180 CSV: the header line, then one line per row, every line ending in CRLF. */
export function resultsCsv(rows: ResultExportRow[]): string {
  const lines = [
    resultExportColumns.join(','),
    ...rows.map((row) => resultExportColumns.map((column) => csvField(row[column])).join(',')),
  ];
  return lines.map((line) => `${line}\r\n`).join('');
}

/** A file name from the event's name: lower-case ASCII letters, digits and hyphens only. */
export function fileSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'event'
  );
}

/** `attachment` with an ASCII-only name (the slug needs no escaping in either form). */
export const attachment = (fileName: string) =>
  `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

// ---------------------------------------------------------------------------------------------
// iCalendar (RFC 5545)

/** TEXT value escaping (§3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export function icsText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // Control characters other than the line break and tab are not allowed in TEXT.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/[\\;,]/g, (c) => `\\${c}`)
      .replace(/\n/g, '\\n')
  );
}

const encoder = new TextEncoder();

/**
 * Content lines longer than 75 octets are folded (§3.1): CRLF and one space, the space counting
 * towards the next line's 75. Splits fall between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** YYYY-MM-DD → YYYYMMDD, `days` later (all-day DATE values). */
function icsDate(isoDate: string, days = 0): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

const icsTimestamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export type CalendarEvent = {
  id: string;
  name: string;
  description: string;
  venue: string;
  startsOn: string;
  endsOn: string;
  cancelled: boolean;
  url: string;
};

/**
 * One all-day VEVENT spanning startsOn..endsOn inclusive (DTEND is exclusive, so the day after
 * endsOn). The UID is stable per event, so importing the file again updates the entry.
 */
export function eventCalendar(event: CalendarEvent, now: Date): string {
  const description = event.description.trim()
    ? `${event.description.trim()}\n\nEvent page: ${event.url}`
    : `Event page: ${event.url}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Muster//Tournaments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@muster`,
    `DTSTAMP:${icsTimestamp(now)}`,
    `DTSTART;VALUE=DATE:${icsDate(event.startsOn)}`,
    `DTEND;VALUE=DATE:${icsDate(event.endsOn, 1)}`,
    `SUMMARY:${icsText(event.name)}`,
    `LOCATION:${icsText(event.venue)}`,
    `DESCRIPTION:${icsText(description)}`,
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
