import { useSyncExternalStore } from 'react';
import { readItem, type StorageKey, type StoredValueCheck, writeItem } from './local-store';

/** Sent on the window when a stored list is written in this tab (the storage event covers others). */
export const STORED_LIST_CHANGED = 'muster:stored-list-changed';

/**
 * A list kept in localStorage that components watch: read once and cached, written through, and
 * re-read when another tab of the app changes it. Used for what the phone keeps across reloads
 * and dead signals (tracked games, the outbox of queued actions).
 */
export function storedList<T>(key: StorageKey, listCheck: StoredValueCheck<T[]>) {
  const listeners = new Set<() => void>();
  let cached: T[] | null = null;
  const read = (): T[] => {
    cached ??= readItem(key, listCheck) ?? [];
    return cached;
  };
  const write = (items: T[]): void => {
    cached = items;
    writeItem(key, items);
    for (const listener of listeners) listener();
    window.dispatchEvent(new CustomEvent(STORED_LIST_CHANGED, { detail: key }));
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
