import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useServices } from '../app/ServicesProvider';
import { createAppError } from '../errors/app-error';
import { isStoredString, readItem, storageKeys, writeItem } from '../storage/local-store';
import { useStorageErrorReporter } from '../storage/use-storage-error-reporter';
import { applyTheme } from './apply-theme';
import { builtInThemes, findBuiltInTheme } from './built-in-themes';
import {
  BUILT_IN_NOT_CONVERTIBLE_MESSAGE,
  serialiseTheme,
  type ThemeImportResult,
  themeNameClashMessage,
} from './theme-files';
import {
  DEFAULT_THEME_NAME,
  defaultThemePreferences,
  type Theme,
  type ThemePreferences,
} from './theme-model';

type ThemeContextValue = {
  theme: Theme;
  themes: Theme[];
  customThemes: Theme[];
  preferences: ThemePreferences;
  setTheme: (name: string) => void;
  updatePreferences: (patch: Partial<ThemePreferences>) => void;
  importTheme: (json: string) => Promise<ThemeImportResult>;
  saveCustomTheme: (theme: Theme) => ThemeImportResult;
  deleteCustomTheme: (name: string) => void;
  exportTheme: (name: string) => string;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);
const defaultTheme = findBuiltInTheme(DEFAULT_THEME_NAME) ?? (builtInThemes[0] as Theme);
const TRANSITION_CLASS = 'theme-transitioning';

export function ThemeProvider({
  children,
  storedCustomThemes = [],
  storedPreferences = null,
}: {
  children: ReactNode;
  /** What this device kept, read and checked at start-up (read-start-up-state.ts). */
  storedCustomThemes?: Theme[];
  storedPreferences?: Partial<ThemePreferences> | null;
}) {
  const { tracker } = useServices();
  const save = useStorageErrorReporter();
  const [customThemes, setCustomThemes] = useState<Theme[]>(storedCustomThemes);
  const [preferences, setPreferences] = useState<ThemePreferences>(() => ({
    ...defaultThemePreferences,
    ...storedPreferences,
  }));
  const [selectedName, setSelectedName] = useState<string>(
    () => readItem(storageKeys.selectedTheme, isStoredString) ?? preferences.preferredTheme,
  );
  const transitionTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const themes = useMemo(() => [...builtInThemes, ...customThemes], [customThemes]);
  const theme = themes.find((candidate) => candidate.name === selectedName) ?? defaultTheme;

  // Before the browser paints the first render: the page's styles are worked out once with the
  // theme's tokens, rather than once without and again with them (a second whole-page restyle).
  useLayoutEffect(() => applyTheme(theme, preferences), [theme, preferences]);

  const setTheme = useCallback(
    (name: string) => {
      const root = document.documentElement;
      if (preferences.transitionsEnabled && root.dataset.motion !== 'none') {
        root.classList.add(TRANSITION_CLASS);
        clearTimeout(transitionTimer.current);
        transitionTimer.current = setTimeout(
          () => root.classList.remove(TRANSITION_CLASS),
          preferences.transitionSpeedMs,
        );
      }
      setSelectedName(name);
      save(() => writeItem(storageKeys.selectedTheme, name));
    },
    [preferences.transitionsEnabled, preferences.transitionSpeedMs, save],
  );

  const updatePreferences = useCallback(
    (patch: Partial<ThemePreferences>) => {
      setPreferences((current) => {
        const next = { ...current, ...patch };
        save(() => writeItem(storageKeys.themePreferences, next));
        return next;
      });
    },
    [save],
  );

  const storeCustomThemes = useCallback(
    (next: Theme[]) => {
      setCustomThemes(next);
      save(() => writeItem(storageKeys.customThemes, next));
    },
    [save],
  );

  const saveCustomTheme = useCallback(
    (candidate: Theme): ThemeImportResult => {
      // Re-importing a built-in (e.g. its own export) would turn it into a custom theme.
      const builtIn = findBuiltInTheme(candidate.name);
      if (builtIn && JSON.stringify(builtIn.colors) === JSON.stringify(candidate.colors)) {
        return { ok: false, message: BUILT_IN_NOT_CONVERTIBLE_MESSAGE };
      }
      const clash = themes.some((existing) => existing.name.toLowerCase() === candidate.name.toLowerCase());
      if (clash) {
        const message = themeNameClashMessage(candidate.name);
        console.warn(`[themes] ${message}`);
        tracker.track(
          createAppError({
            code: 'THEME_NAME_CLASH',
            message,
            severity: 'info',
            isRecoverable: false,
            source: 'themes',
            category: 'validation',
            data: { name: candidate.name },
          }),
        );
        return { ok: false, message };
      }
      storeCustomThemes([...customThemes, candidate]);
      return { ok: true, theme: candidate };
    },
    [themes, customThemes, storeCustomThemes, tracker],
  );

  const importTheme = useCallback(
    async (json: string): Promise<ThemeImportResult> => {
      // Reading a theme file needs zod: loaded when a player imports one, not with every page.
      const { parseThemeImport } = await import('./theme-import');
      const parsed = parseThemeImport(json, (name) => themes.find((t) => t.name === name) ?? defaultTheme);
      return parsed.ok ? saveCustomTheme(parsed.theme) : parsed;
    },
    [themes, saveCustomTheme],
  );

  const deleteCustomTheme = useCallback(
    (name: string) => {
      storeCustomThemes(customThemes.filter((candidate) => candidate.name !== name));
      if (selectedName === name) setTheme(DEFAULT_THEME_NAME);
    },
    [customThemes, selectedName, setTheme, storeCustomThemes],
  );

  const exportTheme = useCallback(
    (name: string) => serialiseTheme(themes.find((candidate) => candidate.name === name) ?? defaultTheme),
    [themes],
  );

  const value = useMemo(
    () => ({
      theme,
      themes,
      customThemes,
      preferences,
      setTheme,
      updatePreferences,
      importTheme,
      saveCustomTheme,
      deleteCustomTheme,
      exportTheme,
    }),
    [
      theme,
      themes,
      customThemes,
      preferences,
      setTheme,
      updatePreferences,
      importTheme,
      saveCustomTheme,
      deleteCustomTheme,
      exportTheme,
    ],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
