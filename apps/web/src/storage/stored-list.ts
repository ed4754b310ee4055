import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readItem, type StorageKey, writeItem } from './local-store';

/**
 * A list kept in localStorage that components watch: read once and cached, written through, and
 * re-read when another tab of the app changes it. Used for what the phone keeps across reloads
 * and dead signals (tracked games, the outbox of queued actions).
 */
export function storedList<T>(key: StorageKey, itemSchema: z.ZodType<T>) {
  const listeners = new Set<() => void>();
  let cached: T[] | null = null;
  const read = (): T[] => {
    cached ??= readItem(key, z.array(itemSchema)) ?? [];
    return cached;
  };
  const write = (items: T[]): void => {
    cached = items;
    writeItem(key, items);
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    const onStorage = () => {
      cached = null;
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };
  return { read, write, subscribe };
}

export type StoredList<T> = ReturnType<typeof storedList<T>>;

/** The list's items, re-rendering when they change. */
export function useStoredList<T>(list: StoredList<T>): T[] {
  return useSyncExternalStore(list.subscribe, list.read, list.read);
}
