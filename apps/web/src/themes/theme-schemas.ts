import { z } from 'zod';

// The schemas of a theme, checked where a theme comes from outside the running app: a file a
// player imports, or what this device stored (read at start-up by read-start-up-state.ts). Kept
// apart from theme-model.ts so the code every page starts with does not bring zod.

const colour = z.string().min(1);

const themeColorsSchema = z.object({
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

const themeTypographySchema = z.object({
  headingFont: z.string(),
  bodyFont: z.string(),
  monoFont: z.string(),
  baseSize: z.number().min(10).max(24),
  lineHeight: z.number().min(1).max(2.5),
});

const themeEffectsSchema = z.object({
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

export const themePreferencesSchema = z.object({
  transitionsEnabled: z.boolean(),
  transitionSpeedMs: z.number().int().min(0).max(2000),
  reducedMotion: z.boolean(),
  advancedAnimations: z.boolean(),
  globalGlow: z.boolean(),
  globalBlur: z.boolean(),
  preferredTheme: z.string(),
});
