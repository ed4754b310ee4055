import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShellUser } from '../../auth/shell-user';
import { currentUserQueryKey } from '../../auth/use-current-user';
import { LoginPage } from './LoginPage';

const signedIn: ShellUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Kharn',
  email: 'kharn@example.test',
  appTier: 'free',
  role: 'user',
  avatar: null,
  twoFactorEnabled: false,
  onboardingComplete: true,
};

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/** The sign-in page as reached at `url` by someone already signed in (the session is known). */
function openSignedIn(url: string) {
  const queries = new QueryClient();
  queries.setQueryData(currentUserQueryKey, signedIn);
  render(
    <QueryClientProvider client={queries}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the sign-in page for someone already signed in', () => {
  it.each([
    ['/login?next=/%09/evil.example', '/dashboard'],
    ['/login?next=%2F%5Cevil.example', '/dashboard'],
    ['/login?next=https%3A%2F%2Fevil.example', '/dashboard'],
    ['/login?next=%2F%252F%252Fevil.example', '/dashboard'],
    ['/login?next=%2Flogin', '/dashboard'],
    ['/login', '/dashboard'],
    ['/login?next=%2Frosters%3Ftab%3D2', '/rosters?tab=2'],
  ])('%s goes on to %s instead of staying on the sign-in form', async (url, expected) => {
    openSignedIn(url);
    expect((await screen.findByTestId('landed')).textContent).toBe(expected);
    expect(screen.queryByRole('heading', { name: 'Sign In' })).toBeNull();
  });
});
