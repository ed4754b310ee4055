import type { Database } from '../../db/database';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type RosterDeletingListener = (tx: Tx, rosterId: string) => Promise<unknown>;

const listeners = new Set<RosterDeletingListener>();

/**
 * Rows of a feature above rosters that refer to a roster and go before it, in deleteRoster's
 * transaction (the spec deletes a roster's analyses first). Each such feature registers here at
 * start-up (app.ts), so rosters imports none of them; rows without a listener go by their foreign
 * key's ON DELETE.
 */
export function onRosterDeleting(listener: RosterDeletingListener): void {
  listeners.add(listener);
}

export async function rosterDeleting(tx: Tx, rosterId: string): Promise<void> {
  for (const listener of listeners) await listener(tx, rosterId);
}
