import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  clearDisposableItems,
  hasItem,
  hasStoredEntries,
  isStoredBoolean,
  isStoredString,
  readItem,
  STORAGE_PREFIX,
  StorageQuotaExceededError,
  storageKeys,
  writeItem,
} from './local-store';

describe('local store', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips a value under the aow_ prefix with version 1.0', () => {
    writeItem(storageKeys.selectedTheme, 'tactical-green');
    expect(JSON.parse(localStorage.getItem('aow_selectedTheme') ?? '')).toEqual({
      version: '1.0',
      data: 'tactical-green',
    });
    expect(readItem(storageKeys.selectedTheme, z.string())).toBe('tactical-green');
  });

  it('drops items of another version', () => {
    localStorage.setItem(
      `${STORAGE_PREFIX}selectedTheme`,
      JSON.stringify({ version: '0.9', data: 'ocean-blue' }),
    );
    expect(readItem(storageKeys.selectedTheme, z.string())).toBeNull();
    expect(localStorage.getItem('aow_selectedTheme')).toBeNull();
  });

  it('drops expired items', () => {
    writeItem(storageKeys.activeTournament, { id: 't1' }, { ttlMs: 1000, now: 0 });
    expect(readItem(storageKeys.activeTournament, z.object({ id: z.string() }), 999)).toEqual({ id: 't1' });
    expect(readItem(storageKeys.activeTournament, z.object({ id: z.string() }), 1000)).toBeNull();
  });

  it('drops corrupt JSON and items that no longer match their schema', () => {
    localStorage.setItem('aow_batteryMode', '{not json');
    expect(readItem(storageKeys.batteryMode, z.string())).toBeNull();
    writeItem(storageKeys.batteryMode, 42);
    expect(readItem(storageKeys.batteryMode, z.enum(['standard', 'optimized', 'maximum']))).toBeNull();
    expect(localStorage.getItem('aow_batteryMode')).toBeNull();
  });

  it('turns a quota error into StorageQuotaExceededError', () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      expect(() => writeItem(storageKeys.customThemes, [])).toThrow(StorageQuotaExceededError);
    } finally {
      Storage.prototype.setItem = original;
    }
  });

  it('clears the disposable caches, with or without the prefix', () => {
    for (const key of ['cached_tournaments', 'aow_recent_searches', 'temp_data', 'aow_selectedTheme']) {
      localStorage.setItem(key, 'x');
    }
    clearDisposableItems();
    expect(Object.keys({ ...localStorage })).toEqual(['aow_selectedTheme']);
  });
});

describe('plain-value checks and list presence', () => {
  beforeEach(() => localStorage.clear());

  it('reads plain values with type guards and drops a value of the wrong type', () => {
    writeItem(storageKeys.tournamentMode, true);
    expect(readItem(storageKeys.tournamentMode, isStoredBoolean)).toBe(true);
    writeItem(storageKeys.selectedTheme, 42);
    expect(readItem(storageKeys.selectedTheme, isStoredString)).toBeNull();
    expect(localStorage.getItem('aow_selectedTheme')).toBeNull();
  });

  it('says whether a stored list holds anything, without reading its items', () => {
    expect(hasStoredEntries(storageKeys.outbox)).toBe(false);
    writeItem(storageKeys.outbox, []);
    expect(hasItem(storageKeys.outbox)).toBe(true);
    expect(hasStoredEntries(storageKeys.outbox)).toBe(false);
    writeItem(storageKeys.outbox, [{ anything: 1 }]);
    expect(hasStoredEntries(storageKeys.outbox)).toBe(true);
    localStorage.setItem('aow_outbox', '{broken');
    expect(hasStoredEntries(storageKeys.outbox)).toBe(false);
  });
});
