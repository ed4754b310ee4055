import type { CoachingTopic } from '@muster/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StartSessionCard } from './StartSessionCard';

const topic = (id: string, creditsCost: number): CoachingTopic => ({
  id,
  title: id,
  type: 'fundamentals',
  description: `${id} topic`,
  creditsCost,
  starterQuestions: [],
});
const topics = [topic('Fundamentals', 1), topic('Matchups', 3)];

const renderCard = (eligibility: Parameters<typeof StartSessionCard>[0]['eligibility']) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <StartSessionCard topics={topics} eligibility={eligibility} onStarted={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('starting a coaching session', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ rosters: [] }), { status: 200 })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers the Free tier its free rules-engine sessions, with how many are left and when more come', () => {
    renderCard({
      tier: 'free',
      aiCoaching: false,
      credits: 3,
      freeSessions: { included: 2, used: 1, resetsOn: '2026-12-01' },
    });
    expect(screen.getByTestId('coaching-allowance').textContent).toBe(
      'Free tier: 1 of 2 free sessions left this month (more on 1 December 2026). Each covers up to twelve questions, answered by Muster’s rules engine, and ends with a four-week plan.',
    );
    expect(screen.getAllByText('Free')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Start free session' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('says plainly when the month’s free sessions are used, and where to go instead', () => {
    renderCard({
      tier: 'free',
      aiCoaching: false,
      credits: 3,
      freeSessions: { included: 2, used: 2, resetsOn: '2027-01-01' },
    });
    expect(
      screen.getByText(
        'You have used your 2 free coaching sessions for this month. They come back on 1 January 2027. The sample coach stays free and unlimited until then.',
      ),
    ).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Try the free sample coach' }).getAttribute('href')).toBe(
      '/coaching-test',
    );
    expect(screen.queryByRole('button', { name: /Start/ })).toBeNull();
  });

  it('charges credits on a tier with coaching', () => {
    renderCard({
      tier: 'warrior',
      aiCoaching: true,
      credits: 2,
      freeSessions: { included: 0, used: 0, resetsOn: '2026-12-01' },
    });
    expect(
      (screen.getByRole('button', { name: 'Start session (1 credit)' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.getByText('3 credits')).not.toBeNull();
  });
});
