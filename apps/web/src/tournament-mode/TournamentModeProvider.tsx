import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { isStoredBoolean, readItem, storageKeys, writeItem } from '../storage/local-store';
import { useStorageErrorReporter } from '../storage/use-storage-error-reporter';
import {
  type ActiveTournament,
  type BatteryMode,
  currentMatch,
  isBatteryMode,
  type TournamentMatch,
  tournamentModeOn,
} from './tournament-mode-model';

type TournamentModeValue = {
  /** On, by hand or by itself during a live event. */
  enabled: boolean;
  /** Switched on by hand. */
  manual: boolean;
  /** Turns on by itself while the player has a live event (default on). */
  auto: boolean;
  setAuto: (auto: boolean) => void;
  batteryMode: BatteryMode;
  activeTournament: ActiveTournament | null;
  currentMatch: TournamentMatch | null;
  setEnabled: (enabled: boolean) => void;
  setBatteryMode: (mode: BatteryMode) => void;
  setActiveTournament: (tournament: ActiveTournament | null) => void;
};

const TournamentModeContext = createContext<TournamentModeValue | null>(null);

export function TournamentModeProvider({
  children,
  storedActiveTournament = null,
}: {
  children: ReactNode;
  /** The event kept on this device, read at start-up (stored-active-tournament.ts). */
  storedActiveTournament?: ActiveTournament | null;
}) {
  const save = useStorageErrorReporter();
  const [enabled, setEnabledState] = useState(
    () => readItem(storageKeys.tournamentMode, isStoredBoolean) ?? false,
  );
  const [auto, setAutoState] = useState(
    () => readItem(storageKeys.tournamentModeAuto, isStoredBoolean) ?? true,
  );
  const [batteryMode, setBatteryState] = useState<BatteryMode>(
    () => readItem(storageKeys.batteryMode, isBatteryMode) ?? 'standard',
  );
  const [activeTournament, setActiveState] = useState(storedActiveTournament);

  const setEnabled = useCallback(
    (value: boolean) => {
      setEnabledState(value);
      save(() => writeItem(storageKeys.tournamentMode, value));
    },
    [save],
  );
  const setAuto = useCallback(
    (value: boolean) => {
      setAutoState(value);
      save(() => writeItem(storageKeys.tournamentModeAuto, value));
    },
    [save],
  );
  const setBatteryMode = useCallback(
    (mode: BatteryMode) => {
      setBatteryState(mode);
      save(() => writeItem(storageKeys.batteryMode, mode));
    },
    [save],
  );
  const setActiveTournament = useCallback(
    (tournament: ActiveTournament | null) => {
      setActiveState(tournament);
      save(() => writeItem(storageKeys.activeTournament, tournament));
    },
    [save],
  );

  const value = useMemo(
    () => ({
      enabled: tournamentModeOn({ manual: enabled, auto, tournament: activeTournament }),
      manual: enabled,
      auto,
      setAuto,
      batteryMode,
      activeTournament,
      currentMatch: currentMatch(activeTournament),
      setEnabled,
      setBatteryMode,
      setActiveTournament,
    }),
    [enabled, auto, setAuto, batteryMode, activeTournament, setEnabled, setBatteryMode, setActiveTournament],
  );
  return <TournamentModeContext.Provider value={value}>{children}</TournamentModeContext.Provider>;
}

export function useTournamentMode(): TournamentModeValue {
  const value = useContext(TournamentModeContext);
  if (!value) throw new Error('useTournamentMode must be used within a TournamentModeProvider');
  return value;
}
