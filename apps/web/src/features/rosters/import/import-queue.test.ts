import { describe, expect, it } from 'vitest';
import { importQueue } from './import-queue';

describe('the import queue', () => {
  it('tracks each file from upload to saved, independently', () => {
    let items = importQueue([], { type: 'added', key: 'a', label: 'a.rosz' });
    items = importQueue(items, { type: 'added', key: 'b', label: 'b.txt' });
    items = importQueue(items, { type: 'progress', key: 'a', fraction: 0.5 });
    expect(items.map((i) => [i.key, i.status, i.progress])).toEqual([
      ['a', 'uploading', 0.5],
      ['b', 'uploading', 0],
    ]);
    items = importQueue(items, { type: 'progress', key: 'a', fraction: 1 });
    expect(items[0]?.status).toBe('reading');
    items = importQueue(items, { type: 'failed', key: 'b', error: 'The file is empty.' });
    items = importQueue(items, { type: 'saving', key: 'a' });
    items = importQueue(items, { type: 'save-failed', key: 'a', error: 'No name' });
    expect(items[0]).toMatchObject({ status: 'review', error: 'No name' });
    items = importQueue(items, { type: 'saved', key: 'a', id: 'x' });
    items = importQueue(items, { type: 'dismissed', key: 'b' });
    expect(items).toEqual([
      { key: 'a', label: 'a.rosz', status: 'saved', progress: 1, savedId: 'x', error: undefined },
    ]);
  });

  it('keeps what an unread paste lacks, and drops it when the next paste is read', () => {
    const diagnosis = {
      kind: 'text' as const,
      found: ['the faction Orks'],
      missing: ['unit lines with points'],
      summary: 'Found the faction Orks, but no unit lines with points.',
    };
    let items = importQueue([], { type: 'added', key: 'file', label: 'list.rosz' });
    items = importQueue(items, { type: 'failed', key: 'file', error: 'The archive is damaged.' });
    items = importQueue(items, { type: 'added', key: 'p1', label: 'Pasted list', pasted: true });
    items = importQueue(items, {
      type: 'failed',
      key: 'p1',
      error: 'Could not confirm this is an army roster.',
      diagnosis,
    });
    expect(items[1]).toMatchObject({ status: 'failed', pasted: true, diagnosis });
    items = importQueue(items, { type: 'added', key: 'p2', label: 'Pasted list', pasted: true });
    // The failed file stays (its own card); the failed paste gives way to the new one.
    expect(items.map((item) => [item.key, item.status])).toEqual([
      ['file', 'failed'],
      ['p2', 'uploading'],
    ]);
  });
});
