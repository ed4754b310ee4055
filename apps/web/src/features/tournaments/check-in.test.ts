import type { Entry, EventList } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import {
  bulkApprovalMessage,
  bulkCheckInMessage,
  bulkCheckInProblems,
  checkInCount,
  confirmedEntryIds,
  listsWithoutProblems,
  selectedInTable,
} from './check-in';

const entry = (id: string, status: Entry['status'], checkedIn = false): Entry => ({
  id,
  userId: `user-${id}`,
  username: `player_${id}`,
  club: null,
  status,
  paid: false,
  checkedIn,
  droppedAfterRound: null,
  joinedAfterRound: null,
  drawNumber: null,
  registeredAt: '2027-04-01T10:00:00.000Z',
});
const entries = [
  entry('a', 'confirmed', true),
  entry('b', 'pending'),
  entry('c', 'confirmed'),
  entry('d', 'withdrawn'),
];

const list = (
  entryId: string,
  status: EventList['status'],
  severities: ('error' | 'warning')[],
): EventList => ({
  entryId,
  username: `player_${entryId}`,
  status,
  name: 'List',
  faction: 'Necrons',
  forceDisposition: null,
  points: 1000,
  hash: 'h',
  legality: null,
  checks: severities.map((severity) => ({ severity, code: 'X', message: 'x' })),
  note: '',
  submittedAt: '2027-04-01T10:00:00.000Z',
  roster: null,
  changes: [],
});

describe('check-in helpers', () => {
  it('counts checked-in players of the confirmed ones', () => {
    expect(checkInCount({ confirmed: 8, checkedIn: 5 })).toBe('5 of 8 checked in');
  });

  it('selects every confirmed player, and only ids still in the table', () => {
    expect(confirmedEntryIds(entries)).toEqual(['a', 'c']);
    expect(selectedInTable(entries, new Set(['c', 'gone', 'b']))).toEqual(['b', 'c']);
  });

  it('says what changed, who was already done, and why each other player was not changed', () => {
    expect(bulkCheckInMessage('check-in', { updated: 1, skipped: [] })).toBe('1 player checked in.');
    const skip = (
      reason: 'not-checked-in' | 'already-checked-in' | 'not-confirmed' | 'not-in-event',
      i: number,
    ) => ({
      entryId: `id-${i}`,
      username: reason === 'not-in-event' ? null : `player_${i}`,
      reason,
      message: `#${i}.`,
    });
    expect(bulkCheckInMessage('undo-check-in', { updated: 2, skipped: [skip('not-checked-in', 1)] })).toBe(
      'Check-in undone for 2 players. Not checked in anyway: player_1.',
    );
    const result = {
      updated: 0,
      skipped: [
        ...Array.from({ length: 7 }, (_, i) => skip('already-checked-in', i)),
        skip('not-confirmed', 7),
        skip('not-in-event', 8),
      ],
    };
    expect(bulkCheckInMessage('check-in', result)).toBe(
      '0 players checked in. Already checked in: player_0, player_1, player_2, player_3, player_4 …and 2 more. Not changed: #7. #8.',
    );
    expect(bulkCheckInProblems(result).map((s) => s.entryId)).toEqual(['id-7', 'id-8']);
  });

  it('counts only submitted lists without errors as ready to approve', () => {
    const lists = [
      list('a', 'submitted', ['warning']),
      list('b', 'submitted', ['error', 'warning']),
      list('c', 'approved', []),
      list('d', 'returned', []),
      list('e', 'submitted', []),
      // No error from the event's own checks, but the list builder's check found one: a problem.
      {
        ...list('f', 'submitted', []),
        legality: {
          report: {
            points: 2015,
            pointsLimit: 2000,
            detachmentPoints: null,
            detachmentCap: null,
            units: [],
            checks: [{ severity: 'error' as const, code: 'unit-wrong-faction', message: 'x', unitUid: null }],
          },
          unresolved: [],
          notes: [],
        },
      },
    ];
    expect(listsWithoutProblems(lists).map((l) => l.entryId)).toEqual(['a', 'e']);
    expect(
      bulkApprovalMessage({
        approved: [{ entryId: 'a', username: 'player_a' }],
        skipped: [
          {
            entryId: 'b',
            username: 'player_b',
            reason: 'has-errors',
            message: "player_b's list has problems.",
          },
        ],
      }),
    ).toBe("1 list approved. Not approved: player_b's list has problems.");
    expect(bulkApprovalMessage({ approved: [], skipped: [] })).toBe('No list approved.');
  });
});
