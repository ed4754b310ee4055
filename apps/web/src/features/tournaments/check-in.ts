import type { BulkEntryResult, BulkListApprovalResult, Entry, EventList } from '@muster/contracts';
import { eventListProblems } from '@muster/contracts/event-list-verdict';

/** "5 of 8 checked in": confirmed players who have checked in, of all confirmed players. */
export const checkInCount = (counts: { confirmed: number; checkedIn: number }) =>
  `${counts.checkedIn} of ${counts.confirmed} checked in`;

/** The players "select all confirmed" picks, in table order. */
export const confirmedEntryIds = (entries: Entry[]) =>
  entries.filter((entry) => entry.status === 'confirmed').map((entry) => entry.id);

/** Keeps only selected ids still in the table (a player may have gone since). */
export const selectedInTable = (entries: Entry[], selected: ReadonlySet<string>) =>
  entries.filter((entry) => selected.has(entry.id)).map((entry) => entry.id);

/** The first few items, then how many more: a toast stays readable for a hall of 200. */
function firstFew(items: string[], separator: string, shown = 5): string {
  const more = items.length - shown;
  return more > 0 ? `${items.slice(0, shown).join(separator)} …and ${more} more` : items.join(separator);
}

/** Skips that need the organiser: a player without a seat, or an id from elsewhere. */
export const bulkCheckInProblems = (result: BulkEntryResult) =>
  result.skipped.filter((s) => s.reason === 'not-confirmed' || s.reason === 'not-in-event');

/**
 * What the organiser reads after a bulk check-in: how many changed, who was already in (or out),
 * and each player that could not be checked in, with why.
 */
export function bulkCheckInMessage(action: 'check-in' | 'undo-check-in', result: BulkEntryResult): string {
  const players = (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`;
  const parts = [
    action === 'check-in'
      ? `${players(result.updated)} checked in.`
      : `Check-in undone for ${players(result.updated)}.`,
  ];
  const already = result.skipped
    .filter((s) => s.reason === 'already-checked-in' || s.reason === 'not-checked-in')
    .map((s) => s.username ?? s.entryId);
  if (already.length > 0)
    parts.push(
      `${action === 'check-in' ? 'Already checked in' : 'Not checked in anyway'}: ${firstFew(already, ', ')}.`,
    );
  const problems = bulkCheckInProblems(result).map((s) => s.message);
  if (problems.length > 0) parts.push(`Not changed: ${firstFew(problems, ' ')}`);
  return parts.join(' ');
}

/** Lists the bulk approval will approve: submitted, with no problem (the server's own verdict). */
export const listsWithoutProblems = (lists: EventList[]) =>
  lists.filter((list) => list.status === 'submitted' && eventListProblems(list).length === 0);

export function bulkApprovalMessage(result: BulkListApprovalResult): string {
  const n = result.approved.length;
  const done = n === 0 ? 'No list approved.' : `${n} ${n === 1 ? 'list' : 'lists'} approved.`;
  if (result.skipped.length === 0) return done;
  return `${done} Not approved: ${firstFew(
    result.skipped.map((s) => s.message),
    ' ',
  )}`;
}
