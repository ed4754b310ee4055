import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HOME, safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it.each([
    ['/rosters?tab=2', '/rosters?tab=2'],
    ['/events/abc#table-4', '/events/abc#table-4'],
    ['/library/search?q=a%2Fb', '/library/search?q=a%2Fb'],
    // Tabs and newlines are dropped by the URL parser, so the path followed is the parsed one.
    ['/ros\tters', '/rosters'],
    ['/rosters/../dashboard', '/dashboard'],
  ])('follows the app path %j as %j', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['an absolute URL', 'https://evil.example/'],
    ['an absolute URL with no slashes', 'https:evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative name', 'evil.example'],
    ['protocol-relative', '//evil.example'],
    ['a tab between the slashes (decoded %09)', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a leading tab', '\t//evil.example'],
    ['a backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a tab and a backslash', '/\t\\evil.example'],
    ['dot segments that leave two slashes', '/.//evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a broken escape', '/%E0%A4%A'],
    ['the sign-in page (a loop)', '/login?next=/x'],
    ['the sign-in page in capitals', '/LOGIN'],
    ['the second-factor page', '/login/two-factor'],
    ['the sign-up page', '/signup'],
  ])('sends %s home', (_, input) => {
    expect(safeNextPath(input)).toBe(SIGNED_IN_HOME);
  });

  it('never returns anything a browser could read as another origin', () => {
    const hostile = ['/\t/a.example', '/\r\n/a.example', '/\\/a.example', '/./\\a.example', ' //a.example'];
    for (const input of hostile) {
      const target = safeNextPath(input);
      expect(new URL(target, 'https://muster.example').origin).toBe('https://muster.example');
    }
  });
});
