import { describe, expect, it } from 'vitest';
import { builtInThemes, findBuiltInTheme } from './built-in-themes';
import { serialiseTheme } from './theme-files';
import { parseThemeImport } from './theme-import';

const base = (name: string | undefined) => findBuiltInTheme(name ?? '') ?? builtInThemes[0]!;
const validColors = {
  bgPrimary: '#000000',
  bgSecondary: '#111111',
  accentPrimary: '#ff0000',
  accentSecondary: '#00ff00',
  textPrimary: '#ffffff',
  textSecondary: 'rgb(200, 200, 200)',
};

describe('parseThemeImport', () => {
  it('accepts a minimal theme and completes it from its base', () => {
    const result = parseThemeImport(
      JSON.stringify({ name: 'night-ops', colors: validColors, basedOn: 'tactical-green' }),
      base,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.theme.colors.bgPrimary).toBe('#000000');
    expect(result.theme.colors.border).toBe(findBuiltInTheme('tactical-green')?.colors.border);
    expect(result.theme.label).toBe('night-ops');
    expect(result.theme.basedOn).toBe('tactical-green');
  });

  it('reports unparseable JSON', () => {
    const result = parseThemeImport('{ nope', base);
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/^Failed to import theme: /) });
  });

  it.each([
    ['no name', { colors: validColors }],
    ['blank name', { name: '  ', colors: validColors }],
    ['no colors', { name: 'x' }],
    ['colors not an object', { name: 'x', colors: 'red' }],
    ['an array', [1, 2]],
  ])('refuses %s', (_label, value) => {
    expect(parseThemeImport(JSON.stringify(value), base)).toEqual({
      ok: false,
      message: 'Invalid theme format: missing name or colors',
    });
  });

  it('lists every missing required colour', () => {
    const { bgSecondary: _b, textSecondary: _t, ...partial } = validColors;
    expect(parseThemeImport(JSON.stringify({ name: 'x', colors: partial }), base)).toEqual({
      ok: false,
      message: 'Invalid theme format: missing colors: bgSecondary, textSecondary',
    });
  });

  it('refuses colour values that are not plain colours', () => {
    const result = parseThemeImport(
      JSON.stringify({ name: 'x', colors: { ...validColors, surface: 'url(https://evil.example/x.png)' } }),
      base,
    );
    expect(result).toEqual({ ok: false, message: expect.stringContaining('surface') });
  });

  it('round-trips an exported theme', () => {
    const exported = serialiseTheme({ ...builtInThemes[1]!, name: 'copy', label: 'Copy' });
    const result = parseThemeImport(exported, base);
    expect(result.ok && result.theme.colors).toEqual(builtInThemes[1]?.colors);
  });
});
