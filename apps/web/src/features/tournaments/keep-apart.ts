import type { Entry, KeepApartPair, Tournament } from '@muster/contracts';

/** Who can be kept apart: players with a seat (confirmed, or awaiting approval), by name. */
export const keepApartCandidates = (entries: Entry[]) =>
  entries
    .filter((entry) => entry.status === 'confirmed' || entry.status === 'pending')
    .sort((x, y) => x.username.localeCompare(y.username));

/** The two are already a pair (either way round). */
export const alreadyKeptApart = (pairs: KeepApartPair[], a: string, b: string) =>
  pairs.some(
    (pair) =>
      (pair.a.entryId === a && pair.b.entryId === b) || (pair.a.entryId === b && pair.b.entryId === a),
  );

/** Which rounds that means at this event, from its club setting. */
export function keepApartRounds(clubAvoidance: Tournament['clubAvoidance']): string {
  switch (clubAvoidance) {
    case 'first-round':
      return 'This event keeps clubs apart in round 1.';
    case 'every-round':
      return 'This event keeps clubs apart in every round.';
    case 'off':
      return 'This event does not keep clubs apart, so these pairs can meet: change the club setting under Edit details.';
  }
}

/** "ada and bo": how a pair reads in the list and in its Remove button. */
export const pairLabel = (pair: KeepApartPair) => `${pair.a.username} and ${pair.b.username}`;
