import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '../../auth/use-current-user';
import { SignupPage } from './SignupPage';

const refusal = {
  code: 'PASSWORD_SERVICE_NAME',
  message:
    'This password is built on the name Muster (like "Muster2026!"), among the first an attacker tries. Choose another: a few unrelated words make a strong one.',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sign-up form', () => {
  it("shows the server's password-policy message under the password field", async () => {
    // The server's reply to the sign-up (as apps/server answers it); other requests find nothing.
    const fetchStub = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/auth/sign-up/email')
        ? new Response(JSON.stringify({ error: refusal }), { status: 400 })
        : new Response('null', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchStub);
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queries.setQueryData(currentUserQueryKey, null);
    render(
      <QueryClientProvider client={queries}>
        <MemoryRouter initialEntries={['/signup']}>
          <SignupPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'new@example.test' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'newcomer' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Muster2026!' } });
    fireEvent.submit(screen.getByLabelText('Password').closest('form') as HTMLFormElement);

    const password = screen.getByLabelText('Password');
    expect(await screen.findByText(refusal.message)).toBeTruthy();
    const described = (password.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toContain(refusal.message);
    expect(fetchStub).toHaveBeenCalledWith('/api/auth/sign-up/email', expect.anything());
  });
});
