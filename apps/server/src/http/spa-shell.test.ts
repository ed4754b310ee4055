import { describe, expect, it } from 'vitest';
import { eventIdOfPage } from './page-data-preloads';
import { preloadsFor, renderShell, scriptSafeJson } from './spa-shell';

const html = '<!doctype html><html><head><title>Muster</title></head><body></body></html>';
const preloads = {
  shell: ['/assets/AppLayout-1.js', '/assets/AppLayout-1.css'],
  routes: [
    { pattern: '^/rosters/new/?$', files: ['/assets/NewList-1.js'], inShell: true },
    { pattern: '^/rosters/[^/]+/?$', files: ['/assets/Roster-1.js'], inShell: true },
    { pattern: '^/login/?$', files: ['/assets/Login-1.js', '/assets/ui-kit-1.css'], inShell: false },
    { pattern: '^/library/?$', files: ['/assets/Library-1.js'], inShell: true },
    { pattern: '^/battle-simulator/?$', files: ['/assets/Simulator-1.js'], inShell: true },
    { pattern: '^/mobile/?$', files: ['/assets/Companion-1.js', '/assets/Game-1.js'], inShell: false },
    { pattern: '^/tournament/create/?$', files: ['/assets/NewEvent-1.js'], inShell: true },
    { pattern: '^/tournament/[^/]+/?$', files: ['/assets/Event-1.js'], inShell: true },
  ],
};
const shell = {
  html,
  preloads,
  routes: preloads.routes.map((r) => ({ test: new RegExp(r.pattern), files: r.files })),
};

const player = {
  id: '5b0c9a52-7f1e-4a43-9a57-0f6f0b8a1c11',
  name: 'Erin',
  email: 'erin@example.test',
  appTier: 'free' as const,
  role: 'user' as const,
  avatar: null,
  twoFactorEnabled: false,
  onboardingComplete: true,
};

describe('preloadsFor', () => {
  it("takes the first (most specific) matching route, with the shell's files inside the shell", () => {
    expect(preloadsFor(shell, '/rosters/new')).toEqual([
      '/assets/NewList-1.js',
      '/assets/AppLayout-1.js',
      '/assets/AppLayout-1.css',
    ]);
    expect(preloadsFor(shell, '/login')).toEqual(['/assets/Login-1.js', '/assets/ui-kit-1.css']);
  });

  it('has nothing for an address no page route matches, or without a table', () => {
    expect(preloadsFor(shell, '/admin/users')).toEqual([]);
    expect(preloadsFor({ preloads: null, routes: [] }, '/login')).toEqual([]);
  });
});

describe('renderShell', () => {
  it('writes the hints (scripts as modules, styles as styles) and the session into the head', () => {
    const page = renderShell(shell, '/login', { user: player });
    const head = page.slice(page.indexOf('<head>'), page.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/Login-1.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/ui-kit-1.css">');
    const data = /<script type="application\/json" id="muster-session">(.*?)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(data ?? '')).toEqual({ user: player });
  });

  it('writes a signed-out session as null, and none when it is not known', () => {
    expect(renderShell(shell, '/login', { user: null })).toContain(
      'id="muster-session">{"user":null}</script>',
    );
    expect(renderShell(shell, '/login', undefined)).not.toContain('muster-session');
  });

  it('leaves a page without a head as it is', () => {
    const bare = { ...shell, html: '<!doctype html><title>Muster</title>' };
    expect(renderShell(bare, '/login', { user: null })).toBe(bare.html);
  });

  it('never writes a file outside the build into a link', () => {
    const tampered = {
      ...shell,
      preloads: {
        shell: [],
        routes: [
          {
            pattern: '^/x$',
            files: ['"><script>alert(1)</script>.js', '//evil.example/a.js'],
            inShell: false,
          },
        ],
      },
      routes: [{ test: /^\/x$/, files: [] }],
    };
    const page = renderShell(tampered, '/x', undefined);
    expect(page).not.toContain('evil.example');
    expect(page).not.toContain('alert(1)');
    expect(page).not.toContain('modulepreload');
  });

  it("asks for a page's first API reads with the page: signed-in reads only for a signed-in session", () => {
    const fetchHints = (page: string) =>
      [...page.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    // Pages outside the shell read none of these: no hint.
    expect(fetchHints(renderShell(shell, '/login', { user: player }))).toEqual([]);
    expect(fetchHints(renderShell(shell, '/signup', undefined))).toEqual(['/api/site']);
    expect(fetchHints(renderShell(shell, '/library', undefined))).toEqual(['/api/site']);
    expect(fetchHints(renderShell(shell, '/library', { user: null }))).toEqual(['/api/site']);
    expect(fetchHints(renderShell(shell, '/library', { user: player }))).toEqual([
      '/api/site',
      '/api/tournaments/my-active',
      '/api/acts/published',
      '/api/library/paths',
      '/api/library/progress',
      '/api/library/recommended',
    ]);
    expect(fetchHints(renderShell(shell, '/tournament/e%201', { user: player }))).toEqual([
      '/api/site',
      '/api/tournaments/my-active',
      '/api/tournaments/e%201',
    ]);
    // The companion's game page reads your current event itself; signed out it reads nothing.
    expect(fetchHints(renderShell(shell, '/mobile', { user: player }))).toEqual([
      '/api/tournaments/my-active',
    ]);
    expect(fetchHints(renderShell(shell, '/mobile', { user: null }))).toEqual([]);
    expect(fetchHints(renderShell(shell, '/battle-simulator', { user: player }))).toEqual([
      '/api/site',
      '/api/tournaments/my-active',
      '/api/rosters',
    ]);
    // An event's own id: its rounds and lists too, which the page reads with that id.
    const eventId = '7ea53a01-73b5-48ad-bc12-e897e4dc2f8c';
    expect(fetchHints(renderShell(shell, `/tournament/${eventId}`, { user: player }))).toEqual([
      '/api/site',
      '/api/tournaments/my-active',
      `/api/tournaments/${eventId}`,
      `/api/tournaments/${eventId}/rounds?games=latest`,
      `/api/tournaments/${eventId}/lists`,
    ]);
    // A player in the round being played: their game is hinted, the pairings are read after it.
    expect(fetchHints(renderShell(shell, `/tournament/${eventId}`, { user: player }, eventId))).toEqual([
      '/api/site',
      '/api/tournaments/my-active',
      `/api/tournaments/${eventId}`,
      `/api/tournaments/${eventId}/my-game`,
      `/api/tournaments/${eventId}/lists`,
    ]);
    // Playing another event changes nothing on this one's page.
    expect(
      fetchHints(renderShell(shell, `/tournament/${eventId}`, { user: player }, 'another-event')),
    ).toContain(`/api/tournaments/${eventId}/rounds?games=latest`);
    expect(eventIdOfPage(`/tournament/${eventId}/`)).toBe(eventId);
    expect(eventIdOfPage('/tournament/create')).toBeNull();
    expect(eventIdOfPage('/tournament/%E0')).toBeNull();
    expect(eventIdOfPage(`/tournament/${eventId}/manage`)).toBeNull();
    expect(fetchHints(renderShell(shell, `/tournament/${eventId.toUpperCase()}`, { user: player }))).toEqual([
      '/api/site',
      '/api/tournaments/my-active',
      `/api/tournaments/${eventId.toUpperCase()}`,
    ]);
    // The id is encoded as the app encodes it; malformed escapes get no hint (and no error).
    expect(fetchHints(renderShell(shell, '/tournament/a"b', { user: player }))).toContain(
      '/api/tournaments/a%22b',
    );
    expect(fetchHints(renderShell(shell, '/tournament/create', { user: player }))).toEqual([
      '/api/site',
      '/api/tournaments/my-active',
    ]);
    expect(fetchHints(renderShell(shell, '/tournament/%E0', { user: player }))).toEqual([
      '/api/site',
      '/api/tournaments/my-active',
    ]);
  });
});

describe('scriptSafeJson', () => {
  it('cannot close the script element or open a comment, and reads back unchanged', () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028';
    const json = scriptSafeJson({ name });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ name });
  });
});
