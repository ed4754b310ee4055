import type { AppError } from '../errors/app-error';
import type { Theme, ThemePreferences } from '../themes/theme-model';
import type { ActiveTournament } from '../tournament-mode/tournament-mode-model';
import { hasItem, type StorageKey, storageKeys } from './local-store';

/** What this device kept that the app needs before its first render, each value checked. */
export type StartUpState = {
  errorLog: AppError[];
  customThemes: Theme[];
  themePreferences: Partial<ThemePreferences> | null;
  activeTournament: ActiveTournament | null;
};

export const emptyStartUpState: StartUpState = {
  errorLog: [],
  customThemes: [],
  themePreferences: null,
  activeTournament: null,
};

const startUpKeys: StorageKey[] = [
  storageKeys.errorLog,
  storageKeys.customThemes,
  storageKeys.themePreferences,
  storageKeys.activeTournament,
];

/** Whether anything start-up reads is stored on this device. */
export const hasStartUpState = (): boolean => startUpKeys.some(hasItem);

/**
 * Reads what the app kept on this device. Checking it needs zod and the event contract, which no
 * page needs to start: that code (read-start-up-state.ts) is fetched only when something is
 * stored, so a first visit never waits for it; a returning player's copy comes from the cache
 * (the service worker's, offline too).
 */
export async function loadStartUpState(): Promise<StartUpState> {
  try {
    return (await import('./read-start-up-state')).readStartUpState();
  } catch {
    // The code could not be fetched (offline before the service worker saved it): start as a
    // new device would; the event and settings come back from the server once online.
    return emptyStartUpState;
  }
}
