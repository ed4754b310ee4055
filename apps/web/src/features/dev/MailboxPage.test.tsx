import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MailboxPage } from './MailboxPage';

const reply = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/dev/mailbox']}>
        <MailboxPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the development mailbox page', () => {
  it('is the 404 page where the server has no mailbox (production)', async () => {
    vi.stubGlobal(
      'fetch',
      reply(404, { error: { code: 'NOT_FOUND', message: 'Route GET /api/dev/mailbox not found' } }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Tactical Error' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Mailbox' })).toBeNull();
  });

  it('lists the mail where it has one', async () => {
    vi.stubGlobal(
      'fetch',
      reply(200, {
        messages: [
          {
            id: 'm-1',
            to: 'forgetful@example.test',
            subject: 'Reset your Muster password',
            text: 'http://localhost:3000/reset-password?token=abc',
            kind: 'password-reset',
            createdAt: '2030-05-01T10:00:00.000Z',
          },
        ],
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Reset your Muster password' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeTruthy();
  });
});
