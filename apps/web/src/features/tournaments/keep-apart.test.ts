import type { Entry, KeepApartPair } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import { alreadyKeptApart, keepApartCandidates, keepApartRounds, pairLabel } from './keep-apart';

const entry = (id: string, username: string, status: Entry['status']): Entry => ({
  id,
  userId: `user-${id}`,
  username,
  club: null,
  status,
  paid: false,
  checkedIn: false,
  droppedAfterRound: null,
  joinedAfterRound: null,
  drawNumber: null,
  registeredAt: '2027-04-01T10:00:00.000Z',
});

const pair: KeepApartPair = {
  id: 'pair-1',
  a: { entryId: 'a', username: 'ada' },
  b: { entryId: 'b', username: 'bo' },
  reason: 'Travelled together',
  createdAt: '2027-04-01T10:00:00.000Z',
};

describe('keeping players apart', () => {
  it('offers players with a seat, by name', () => {
    const entries = [
      entry('c', 'cy', 'confirmed'),
      entry('w', 'wes', 'waitlisted'),
      entry('b', 'Bo', 'pending'),
      entry('x', 'xan', 'withdrawn'),
      entry('d', 'di', 'dropped'),
      entry('a', 'ada', 'confirmed'),
    ];
    expect(keepApartCandidates(entries).map((e) => e.username)).toEqual(['ada', 'Bo', 'cy']);
  });

  it('knows a pair either way round', () => {
    expect(alreadyKeptApart([pair], 'a', 'b')).toBe(true);
    expect(alreadyKeptApart([pair], 'b', 'a')).toBe(true);
    expect(alreadyKeptApart([pair], 'a', 'c')).toBe(false);
    expect(alreadyKeptApart([], 'a', 'b')).toBe(false);
  });

  it('says which rounds the event keeps them apart in', () => {
    expect(keepApartRounds('first-round')).toBe('This event keeps clubs apart in round 1.');
    expect(keepApartRounds('every-round')).toBe('This event keeps clubs apart in every round.');
    expect(keepApartRounds('off')).toMatch(/^This event does not keep clubs apart, so these pairs can meet/);
    expect(pairLabel(pair)).toBe('ada and bo');
  });
});
