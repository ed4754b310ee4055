import { z } from 'zod';

const colour = z.string().min(1);

export const themeColorsSchema = z.object({
  bgPrimary: colour,
  bgSecondary: colour,
  bgTertiary: colour,
  accentPrimary: colour,
  accentSecondary: colour,
  accentPrimaryLight: colour,
  accentSecondaryLight: colour,
  /** Text drawn on an accent-coloured fill (buttons, badges). */
  onAccent: colour,
  success: colour,
  warning: colour,
  error: colour,
  textPrimary: colour,
  textSecondary: colour,
  textMuted: colour,
  border: colour,
  divider: colour,
  surface: colour,
  surfaceHighlight: colour,
});
export type ThemeColors = z.infer<typeof themeColorsSchema>;

export const themeTypographySchema = z.object({
  headingFont: z.string(),
  bodyFont: z.string(),
  monoFont: z.string(),
  baseSize: z.number().min(10).max(24),
  lineHeight: z.number().min(1).max(2.5),
});

export const themeEffectsSchema = z.object({
  scanlines: z.boolean(),
  scanlineOpacity: z.number().min(0).max(1),
  glow: z.boolean(),
  gridPattern: z.boolean(),
  parallax: z.boolean(),
  backdropBlur: z.boolean(),
  blurAmount: z.number().min(0).max(40),
});

export const themeSchema = z.object({
  name: z.string().min(1).max(60),
  label: z.string().min(1).max(80),
  basedOn: z.string().optional(),
  borderRadius: z.number().min(0).max(32),
  colors: themeColorsSchema,
  typography: themeTypographySchema,
  effects: themeEffectsSchema,
});
export type Theme = z.infer<typeof themeSchema>;

export const themePreferencesSchema = z.object({
  transitionsEnabled: z.boolean(),
  transitionSpeedMs: z.number().int().min(0).max(2000),
  reducedMotion: z.boolean(),
  advancedAnimations: z.boolean(),
  globalGlow: z.boolean(),
  globalBlur: z.boolean(),
  preferredTheme: z.string(),
});
export type ThemePreferences = z.infer<typeof themePreferencesSchema>;

/** Spec 000 §9 theme constants. */
export const THEME_TRANSITION_MS = 300;
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
