import type { z } from 'zod';
import type { themePreferencesSchema, themeSchema } from './theme-schemas';

// Types only from the schemas (theme-schemas.ts): this module is part of every page's start.
export type Theme = z.infer<typeof themeSchema>;
export type ThemePreferences = z.infer<typeof themePreferencesSchema>;

/** Spec 000 §9 theme constants. */
const THEME_TRANSITION_MS = 300;
export const DEFAULT_BLUR = 4;
export const DEFAULT_THEME_NAME = 'quantum-field';

export const defaultThemePreferences: ThemePreferences = {
  transitionsEnabled: true,
  transitionSpeedMs: THEME_TRANSITION_MS,
  reducedMotion: false,
  advancedAnimations: true,
  globalGlow: true,
  globalBlur: true,
  preferredTheme: DEFAULT_THEME_NAME,
};
