import { beforeEach, describe, expect, it } from 'vitest';
import { builtInThemes } from '../themes/built-in-themes';
import { STORAGE_PREFIX, storageKeys, writeItem } from './local-store';
import { emptyStartUpState, hasStartUpState, loadStartUpState } from './start-up-state';

const storedError = {
  id: 'e1',
  code: 'NETWORK_OFFLINE',
  message: 'offline',
  source: 'fetch',
  timestamp: '2026-11-24T10:00:00.000Z',
  isRecoverable: true,
  severity: 'warning',
  category: 'network',
};

describe('start-up state', () => {
  beforeEach(() => localStorage.clear());

  it('is empty, without loading the checking code, on a device that kept nothing', async () => {
    writeItem(storageKeys.selectedTheme, 'ocean-blue'); // a plain setting, read where it is used
    expect(hasStartUpState()).toBe(false);
  });

  it('reads what the device kept, each item checked', async () => {
    const custom = { ...(builtInThemes[0] as (typeof builtInThemes)[number]), name: 'mine', label: 'Mine' };
    writeItem(storageKeys.errorLog, [storedError]);
    writeItem(storageKeys.customThemes, [custom]);
    writeItem(storageKeys.themePreferences, { transitionsEnabled: false, transitionSpeedMs: 0 });
    expect(hasStartUpState()).toBe(true);
    const state = await loadStartUpState();
    expect(state.errorLog).toEqual([storedError]);
    expect(state.customThemes.map((theme) => theme.name)).toEqual(['mine']);
    // A preferences object missing fields does not match its schema: dropped, defaults apply.
    expect(state.themePreferences).toBeNull();
    expect(localStorage.getItem(`${STORAGE_PREFIX}themePreferences`)).toBeNull();
    expect(state.activeTournament).toBeNull();
  });

  it('drops items that no longer match their schema, and reads the rest', async () => {
    writeItem(storageKeys.errorLog, [{ ...storedError, severity: 'apocalyptic' }]);
    writeItem(storageKeys.activeTournament, { id: 't1', matches: 'not a list' });
    expect(await loadStartUpState()).toEqual(emptyStartUpState);
    expect(localStorage.getItem(`${STORAGE_PREFIX}errorLog`)).toBeNull();
    expect(localStorage.getItem(`${STORAGE_PREFIX}activeTournament`)).toBeNull();
  });
});
