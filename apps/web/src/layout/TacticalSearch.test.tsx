import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TacticalSearch } from './TacticalSearch';

const rosterId = '11111111-1111-4111-8111-111111111111';
const eventId = '22222222-2222-4222-8222-222222222222';
const player = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'alice',
  email: 'alice@example.test',
  appTier: 'free',
  role: 'user',
  avatar: null,
  twoFactorEnabled: false,
  onboardingComplete: true,
};
const ownHits = {
  rosters: [{ id: rosterId, name: 'Hammer of Macragge', faction: 'Space Marines', points: 320 }],
  units: [{ rosterId, rosterName: 'Hammer of Macragge', unitName: 'Hammerhead', copies: 1 }],
  events: [{ id: eventId, name: 'Spring Hammer GT', startsOn: '2030-05-01', role: 'organiser' }],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let searches: string[] = [];
let signedIn = true;
beforeEach(() => {
  searches = [];
  signedIn = true;
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/me') return json({ user: signedIn ? player : null });
      if (url.pathname === '/api/acts/published') return json({ published: [] });
      if (url.pathname === '/api/search') {
        searches.push(url.searchParams.get('q') ?? '');
        return json(ownHits);
      }
      return json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderSearch = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <TacticalSearch />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const box = () => screen.getByRole('combobox', { name: 'Tactical search' });

describe('the header search', () => {
  it('finds your rosters, units and events in groups after a pause, and the keys move through them', async () => {
    renderSearch();
    await waitFor(() => expect(box().getAttribute('placeholder')).toContain('your rosters'));
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'h' } });
    fireEvent.change(box(), { target: { value: 'ha' } });
    fireEvent.change(box(), { target: { value: 'hammer' } });
    // After the search's pause and two replies: allow for a busy machine, not the default 1 s.
    const list = await screen.findByRole('listbox', { name: 'Search results' }, { timeout: 5000 });
    await within(list).findByRole('group', { name: 'Events' }, { timeout: 5000 });
    // "hammer" is in the simulator's keywords ("mathhammer"): screens come first, as before.
    expect(within(list).getAllByRole('group')).toHaveLength(4);
    const names = ['Screens', 'Rosters', 'Units', 'Events'];
    for (const name of names) expect(within(list).getByRole('group', { name })).toBeTruthy();
    // One request, for the word as typed when the typing paused.
    expect(searches).toEqual(['hammer']);

    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Battle SimulatorScreen',
      'Hammer of MacraggeSpace Marines · 320 pts',
      'Hammerheadin Hammer of Macragge',
      'Spring Hammer GTOrganising · 1 May 2030',
    ]);
    expect(box().getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    for (let press = 0; press < 3; press += 1) fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-activedescendant')).toBe(options[3]?.id);
    // The last option stays chosen; up goes back across the groups.
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-activedescendant')).toBe(options[3]?.id);
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe(`/rosters/${rosterId}`);
    expect((box() as HTMLInputElement).value).toBe('');
  });

  it('does not ask the server about one letter, nor about anything when signed out', async () => {
    const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    renderSearch();
    await waitFor(() => expect(box().getAttribute('placeholder')).toContain('your rosters'));
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'q' } });
    // One letter still finds screens (the results have loaded), but is not sent to the server.
    await screen.findByRole('listbox', { name: 'Search results' }, { timeout: 5000 });
    await pause();
    expect(searches).toEqual([]);
    cleanup();

    signedIn = false;
    renderSearch();
    await waitFor(() => expect(box().getAttribute('placeholder')).toBe('Search screens and the library…'));
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'zqxw' } });
    expect(
      await screen.findByText(
        'No screens or articles match “zqxw”. Sign in to search your rosters and events too.',
      ),
    ).toBeTruthy();
    await pause();
    expect(searches).toEqual([]);
  });

  it('still finds screens at once, before the server answers', async () => {
    renderSearch();
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'simulator' } });
    const option = await screen.findByRole('option', { name: /Battle Simulator/ });
    expect(option).toBeTruthy();
    // The option is drawn before the box takes the results it drew (an effect): under load the
    // Enter came in between and went nowhere. A player presses Enter on the highlighted option.
    await waitFor(() => expect(box().getAttribute('aria-activedescendant')).toBeTruthy());
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/battle-simulator');
  });
});
