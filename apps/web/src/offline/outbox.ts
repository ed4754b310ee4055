import { apiErrorOf } from '../api/api-error-envelope';
import { storageKeys } from '../storage/local-store';
import { storedList, useStoredList } from '../storage/stored-list';
import { arrayOf, type Guard, isString, nullable, oneOf, shape } from '../storage/stored-shape';

/**
 * Actions taken with no signal (a result report, a logged game) wait here, on the phone, and are
 * sent when the network is back. Every route it calls is idempotent for a repeat (a report of the
 * same score changes nothing; a logged game carries its client reference), so a send that timed
 * out after the server acted is safe to repeat. A refusal (4xx) is kept with the server's message for the player to see, never dropped.
 */
export type OutboxEntry = {
  id: string;
  userId: string;
  /** What the player sees: "Result for round 2, table 4: 72–65". */
  label: string;
  method: 'POST' | 'PUT';
  /** One of the app's own API routes: a stored entry naming anything else is not sent. */
  path: string;
  body: unknown;
  createdAt: string;
  /** The tracked game this sends, so the tracker can say it has gone. */
  trackedGameId: string | null;
  refusal: string | null;
};

const isApiPath = (value: unknown): value is string => isString(value) && value.startsWith('/api/');

const hasEntryFields: Guard<OutboxEntry> = shape({
  id: isString,
  userId: isString,
  label: isString,
  method: oneOf(['POST', 'PUT']),
  path: isApiPath,
  body: (_value: unknown): _value is unknown => true,
  createdAt: isString,
  trackedGameId: nullable(isString),
  refusal: nullable(isString),
});
// The body may be any JSON value, but it is always there (JSON drops a body left undefined).
const isEntry: Guard<OutboxEntry> = (value): value is OutboxEntry => hasEntryFields(value) && 'body' in value;

export type SentEntry = OutboxEntry & { sentAt: string };

/** The stored queue, checked before it is read. */
export const isStoredOutbox = arrayOf(isEntry);
const outbox = storedList(storageKeys.outbox, isStoredOutbox);
export const readOutbox = outbox.read;
const write = outbox.write;

export function queueAction(entry: Omit<OutboxEntry, 'createdAt' | 'refusal'>, now = new Date()): void {
  write([
    ...readOutbox().filter((e) => e.id !== entry.id),
    { ...entry, createdAt: now.toISOString(), refusal: null },
  ]);
}

export function discardAction(id: string): void {
  write(readOutbox().filter((e) => e.id !== id));
}

/** Clears a refusal so the action is tried again (after the player fixed what was refused). */
export function retryAction(id: string): void {
  write(readOutbox().map((e) => (e.id === id ? { ...e, refusal: null } : e)));
}

const refusalMessage = async (response: Response): Promise<string> => {
  const payload: unknown = await response.json().catch(() => null);
  return apiErrorOf(payload)?.message ?? `The server refused it (HTTP ${response.status}).`;
};

let flushing: Promise<SentEntry[]> | null = null;

/**
 * Sends the signed-in player's waiting actions in the order they were taken. Stops at the first
 * network failure or server error (the rest wait for the next try); a refusal marks its entry.
 */
export function flushOutbox(userId: string, now: () => Date = () => new Date()): Promise<SentEntry[]> {
  if (flushing) return flushing;
  const run = (async () => {
    const sent: SentEntry[] = [];
    for (const entry of readOutbox()) {
      if (entry.userId !== userId || entry.refusal) continue;
      let response: Response;
      try {
        response = await fetch(entry.path, {
          method: entry.method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(entry.body),
          credentials: 'same-origin',
        });
      } catch {
        break;
      }
      if (response.ok) {
        write(readOutbox().filter((e) => e.id !== entry.id));
        sent.push({ ...entry, sentAt: now().toISOString() });
      } else if (
        response.status >= 400 &&
        response.status < 500 &&
        response.status !== 408 &&
        response.status !== 429
      ) {
        const refusal = await refusalMessage(response);
        write(readOutbox().map((e) => (e.id === entry.id ? { ...e, refusal } : e)));
      } else break;
    }
    return sent;
  })();
  // Cleared after assigning: a run with nothing to send finishes before it could be assigned.
  flushing = run.finally(() => {
    flushing = null;
  });
  return flushing;
}

export const useOutbox = (): OutboxEntry[] => useStoredList(outbox);
