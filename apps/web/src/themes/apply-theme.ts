import type { Theme, ThemePreferences } from './theme-model';

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Writes a theme's tokens as CSS variables on the document root. */
export function applyTheme(
  theme: Theme,
  preferences: ThemePreferences,
  root = document.documentElement,
): void {
  for (const [key, value] of Object.entries(theme.colors))
    root.style.setProperty(`--color-${kebab(key)}`, value);
  const { typography, effects } = theme;
  root.style.setProperty('--font-heading', typography.headingFont);
  root.style.setProperty('--font-body', typography.bodyFont);
  root.style.setProperty('--font-mono', typography.monoFont);
  root.style.setProperty('--font-size-base', `${typography.baseSize}px`);
  root.style.setProperty('--line-height', String(typography.lineHeight));
  root.style.setProperty('--radius', `${theme.borderRadius}px`);
  root.style.setProperty('--scanline-opacity', String(effects.scanlineOpacity));
  root.style.setProperty('--blur-amount', `${effects.blurAmount}px`);
  root.dataset.theme = theme.name;
  root.dataset.scanlines = String(effects.scanlines);
  root.dataset.grid = String(effects.gridPattern);
  root.dataset.glow = String(effects.glow && preferences.globalGlow);
  root.dataset.blur = String(effects.backdropBlur && preferences.globalBlur);
  root.style.colorScheme = isLight(theme.colors.bgPrimary) ? 'light' : 'dark';
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.colors.bgPrimary);
}

function isLight(hex: string): boolean {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return false;
  const value = Number.parseInt(match[1], 16);
  const luminance = 0.2126 * ((value >> 16) & 255) + 0.7152 * ((value >> 8) & 255) + 0.0722 * (value & 255);
  return luminance > 140;
}
