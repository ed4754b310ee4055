import type { Theme } from './theme-model';

// What the theme provider says and writes about theme files, apart from reading one
// (theme-import.ts, loaded when a player imports a file: it brings zod).

export type ThemeImportResult = { ok: true; theme: Theme } | { ok: false; message: string };

export function themeNameClashMessage(name: string): string {
  return `A theme named "${name}" already exists. Rename it in the file and import it again.`;
}

export const BUILT_IN_NOT_CONVERTIBLE_MESSAGE = 'Built-in themes cannot be turned into custom themes.';

export function serialiseTheme(theme: Theme): string {
  return `${JSON.stringify(theme, null, 2)}\n`;
}
