import type { ThemeImportResult } from './theme-files';
import type { Theme } from './theme-model';
import { themeSchema } from './theme-schemas';

const REQUIRED_IMPORT_COLORS = [
  'bgPrimary',
  'bgSecondary',
  'accentPrimary',
  'accentSecondary',
  'textPrimary',
  'textSecondary',
] as const;

const COLOUR_PATTERN = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/+-]+\))$/i;
const FONT_PATTERN = /^[\w\s'",.-]+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates a theme file (spec 000 §5) and completes it from the theme it is based on. Colours must
 * be plain CSS colours and fonts plain family names, so an imported theme cannot load URLs.
 */
export function parseThemeImport(json: string, base: (name: string | undefined) => Theme): ThemeImportResult {
  let candidate: unknown;
  try {
    candidate = JSON.parse(json);
  } catch (error) {
    return {
      ok: false,
      message: `Failed to import theme: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (
    !isRecord(candidate) ||
    typeof candidate.name !== 'string' ||
    !candidate.name.trim() ||
    !isRecord(candidate.colors)
  ) {
    return { ok: false, message: 'Invalid theme format: missing name or colors' };
  }
  const colors = candidate.colors;
  const missing = REQUIRED_IMPORT_COLORS.filter((key) => typeof colors[key] !== 'string' || !colors[key]);
  if (missing.length > 0) {
    return { ok: false, message: `Invalid theme format: missing colors: ${missing.join(', ')}` };
  }
  const badColours = Object.entries(colors).filter(
    ([, value]) => typeof value !== 'string' || !COLOUR_PATTERN.test(value.trim()),
  );
  if (badColours.length > 0) {
    const names = badColours.map(([key]) => key).join(', ');
    return {
      ok: false,
      message: `Failed to import theme: colors must be hex, rgb() or hsl() values (${names})`,
    };
  }

  const basedOn = typeof candidate.basedOn === 'string' ? candidate.basedOn : undefined;
  const parent = base(basedOn);
  const typography = {
    ...parent.typography,
    ...(isRecord(candidate.typography) ? candidate.typography : {}),
  };
  const fonts = [typography.headingFont, typography.bodyFont, typography.monoFont];
  if (fonts.some((font) => typeof font !== 'string' || !FONT_PATTERN.test(font))) {
    return { ok: false, message: 'Failed to import theme: fonts must be plain font-family names' };
  }
  const merged = themeSchema.safeParse({
    name: candidate.name.trim(),
    label:
      typeof candidate.label === 'string' && candidate.label.trim()
        ? candidate.label.trim()
        : candidate.name.trim(),
    basedOn: parent.name,
    borderRadius: typeof candidate.borderRadius === 'number' ? candidate.borderRadius : parent.borderRadius,
    colors: { ...parent.colors, ...colors },
    typography,
    effects: { ...parent.effects, ...(isRecord(candidate.effects) ? candidate.effects : {}) },
  });
  if (!merged.success) {
    const issue = merged.error.issues[0];
    return {
      ok: false,
      message: `Failed to import theme: ${issue ? `${issue.path.join('.')} ${issue.message}` : 'invalid'}`,
    };
  }
  return { ok: true, theme: merged.data };
}
