/** Spec 000 §9: every key the app stores carries this prefix and a version envelope. */
export const STORAGE_PREFIX = 'aow_';
const STORAGE_VERSION = '1.0';
export const ASSUMED_QUOTA_BYTES = 5 * 1024 * 1024;

export const storageKeys = {
  themePreferences: 'themePreferences',
  tournamentMode: 'tournamentMode',
  tournamentModeAuto: 'tournamentModeAuto',
  activeTournament: 'activeTournament',
  batteryMode: 'batteryMode',
  selectedTheme: 'selectedTheme',
  customThemes: 'customThemes',
  errorLog: 'errorLog',
  dismissedAnnouncement: 'dismissedAnnouncement',
  trackedGames: 'trackedGames',
  outbox: 'outbox',
  offlineCopy: 'offlineCopy',
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Keys cleared by the STORAGE_QUOTA_EXCEEDED recovery strategy. */
const disposableStorageKeys = ['cached_tournaments', 'recent_searches', 'temp_data'] as const;

type Envelope = { version: string; data: unknown; expiresAt?: number };

export class StorageUnavailableError extends Error {
  constructor() {
    super('localStorage is not available');
  }
}

export class StorageQuotaExceededError extends Error {
  constructor(readonly key: string) {
    super(`Storage quota exceeded while saving ${key}`);
  }
}

function storage(): Storage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Some privacy modes throw on access rather than returning null.
  }
  throw new StorageUnavailableError();
}

function isStorageAvailable(): boolean {
  try {
    storage();
    return true;
  } catch {
    return false;
  }
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'version' in value && 'data' in value;
}

/**
 * How a stored value is checked before it is used: a zod schema, or a type guard for a plain
 * value. Guards let the code every page starts with read its few plain settings without zod.
 */
export type StoredValueCheck<T> =
  | { safeParse(data: unknown): { success: true; data: T } | { success: false } }
  | ((value: unknown) => value is T);

export const isStoredString = (value: unknown): value is string => typeof value === 'string';
export const isStoredBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

function check<T>(value: unknown, valueCheck: StoredValueCheck<T>): { ok: true; value: T } | { ok: false } {
  if (typeof valueCheck === 'function') return valueCheck(value) ? { ok: true, value } : { ok: false };
  const parsed = valueCheck.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
}

/**
 * Reads a stored item. Items of another version, expired items, unreadable items and items that
 * no longer match their schema are removed and read as null.
 */
export function readItem<T>(key: StorageKey, valueCheck: StoredValueCheck<T>, now = Date.now()): T | null {
  if (!isStorageAvailable()) return null;
  const raw = storage().getItem(STORAGE_PREFIX + key);
  if (raw === null) return null;
  try {
    const envelope: unknown = JSON.parse(raw);
    const usable =
      isEnvelope(envelope) &&
      envelope.version === STORAGE_VERSION &&
      (envelope.expiresAt === undefined || envelope.expiresAt > now);
    if (usable) {
      const checked = check(envelope.data, valueCheck);
      if (checked.ok) return checked.value;
    }
  } catch {
    // Fall through: corrupt JSON is dropped like any other unusable item.
  }
  storage().removeItem(STORAGE_PREFIX + key);
  return null;
}

/** Whether something is stored under the key (unread: it may still turn out unusable). */
export function hasItem(key: StorageKey): boolean {
  return isStorageAvailable() && storage().getItem(STORAGE_PREFIX + key) !== null;
}

export function writeItem(
  key: StorageKey,
  data: unknown,
  options: { ttlMs?: number; now?: number } = {},
): void {
  const envelope: Envelope = { version: STORAGE_VERSION, data };
  if (options.ttlMs !== undefined) envelope.expiresAt = (options.now ?? Date.now()) + options.ttlMs;
  try {
    storage().setItem(STORAGE_PREFIX + key, JSON.stringify(envelope));
  } catch (error) {
    if (error instanceof StorageUnavailableError) throw error;
    if (error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22)) {
      throw new StorageQuotaExceededError(key);
    }
    throw error;
  }
}

/** Frees space by dropping caches that can be rebuilt. */
export function clearDisposableItems(): void {
  if (!isStorageAvailable()) return;
  for (const key of disposableStorageKeys) {
    storage().removeItem(key);
    storage().removeItem(STORAGE_PREFIX + key);
  }
}

/**
 * Whether a stored list holds at least one item, read without checking the items (enough to know
 * whether the code that reads and checks them is needed at all).
 */
export function hasStoredEntries(key: StorageKey): boolean {
  if (!isStorageAvailable()) return false;
  try {
    const envelope: unknown = JSON.parse(storage().getItem(STORAGE_PREFIX + key) ?? 'null');
    return isEnvelope(envelope) && Array.isArray(envelope.data) && envelope.data.length > 0;
  } catch {
    return false;
  }
}

/** Approximate bytes used by this app's keys (UTF-16: two bytes a character). */
export function usedBytes(): number {
  if (!isStorageAvailable()) return 0;
  const store = storage();
  let total = 0;
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index);
    if (!key?.startsWith(STORAGE_PREFIX)) continue;
    total += (key.length + (store.getItem(key)?.length ?? 0)) * 2;
  }
  return total;
}
