import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { oneFieldWrong } from '../storage/test-support/shape-mutations';
import {
  discardAction,
  flushOutbox,
  isStoredOutbox,
  type OutboxEntry,
  queueAction,
  readOutbox,
  retryAction,
} from './outbox';

const entry = (id: string, userId = 'me') => ({
  id,
  userId,
  label: `Action ${id}`,
  method: 'POST' as const,
  path: `/api/things/${id}`,
  body: { id },
  trackedGameId: null,
});
const stored = () =>
  JSON.parse(localStorage.getItem('aow_outbox') ?? '{"data":[]}').data as {
    id: string;
    refusal: string | null;
  }[];

describe('the offline outbox', () => {
  beforeEach(() => {
    for (const e of readOutbox()) discardAction(e.id);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends waiting actions in the order they were taken and forgets the ones sent', async () => {
    queueAction(entry('a'));
    queueAction(entry('b'));
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (path: string) => {
      calls.push(path);
      return new Response('{}', { status: 200 });
    });
    const sent = await flushOutbox('me');
    expect(calls).toEqual(['/api/things/a', '/api/things/b']);
    expect(sent.map((s) => s.id)).toEqual(['a', 'b']);
    expect(stored()).toEqual([]);
  });

  it('stops at a network failure and keeps the rest for the next try, in order', async () => {
    queueAction(entry('a'));
    queueAction(entry('b'));
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await flushOutbox('me')).toEqual([]);
    expect(stored().map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('keeps a refusal with the server’s message and goes on; a retry clears it', async () => {
    queueAction(entry('a'));
    queueAction(entry('b'));
    vi.stubGlobal('fetch', async (path: string) =>
      path.endsWith('/a')
        ? new Response(JSON.stringify({ error: { code: 'ROUND_CLOSED', message: 'The round is closed.' } }), {
            status: 409,
          })
        : new Response('{}', { status: 201 }),
    );
    const sent = await flushOutbox('me');
    expect(sent.map((s) => s.id)).toEqual(['b']);
    expect(stored()).toEqual([expect.objectContaining({ id: 'a', refusal: 'The round is closed.' })]);
    // A refused action is not sent again by itself.
    expect(await flushOutbox('me')).toEqual([]);
    retryAction('a');
    expect(stored()[0]?.refusal).toBeNull();
  });

  it('waits on a server error (5xx) rather than calling it a refusal', async () => {
    queueAction(entry('a'));
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    await flushOutbox('me');
    expect(stored()).toEqual([expect.objectContaining({ id: 'a', refusal: null })]);
  });

  it('sends only the signed-in player’s actions', async () => {
    queueAction(entry('mine'));
    queueAction(entry('theirs', 'someone-else'));
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (path: string) => {
      calls.push(path);
      return new Response('{}', { status: 200 });
    });
    await flushOutbox('me');
    expect(calls).toEqual(['/api/things/mine']);
    expect(stored().map((e) => e.id)).toEqual(['theirs']);
  });
});

describe('the stored outbox check', () => {
  // The queued action's shape as a schema, written from OutboxEntry: the check's oracle.
  const storedOutboxSchema = z.array(
    z.object({
      id: z.string(),
      userId: z.string(),
      label: z.string(),
      method: z.enum(['POST', 'PUT']),
      path: z.string().startsWith('/api/'),
      body: z.unknown(),
      createdAt: z.string(),
      trackedGameId: z.string().nullable(),
      refusal: z.string().nullable(),
    }),
  ) satisfies z.ZodType<OutboxEntry[]>;
  const queued: OutboxEntry = {
    ...entry('a'),
    body: { score: [72, 65], note: null },
    createdAt: '2026-11-24T12:00:00.000Z',
    trackedGameId: 'g1',
    refusal: 'Results for this round are closed.',
  };

  it('refuses exactly what the schema refuses, for every field made wrong or removed', () => {
    expect(isStoredOutbox([queued])).toBe(true);
    expect(isStoredOutbox([{ ...queued, path: 'https://elsewhere.example/api/x' }])).toBe(false);
    const variants = oneFieldWrong([queued]);
    const disagreements = variants.filter(
      (variant) => isStoredOutbox(variant) !== storedOutboxSchema.safeParse(variant).success,
    );
    expect(disagreements).toEqual([]);
    expect(variants.filter((variant) => !isStoredOutbox(variant)).length).toBeGreaterThan(60);
  });
});
