import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftStepPanel } from './DraftStepPanel';
import { afterACommitsDefender, atDefenders, captainA, spectator } from './draft-test-views';

const fetchMock = vi.fn();

const renderPanel = (
  view: Parameters<typeof DraftStepPanel>[0]['view'],
  suggestion: Parameters<typeof DraftStepPanel>[0]['suggestion'] = null,
) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DraftStepPanel tournamentId="event-1" view={view} offset={0} suggestion={suggestion} />
    </QueryClientProvider>,
  );

const commitButton = () => screen.getByRole('button', { name: 'Commit' }) as HTMLButtonElement;

describe('the draft step panel', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lets the captain tap a defender and commit it, and shows a refusal in words', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          error: {
            code: 'DRAFT_TIME_UP',
            message: 'The time for this step ran out; the default choice applies.',
          },
        }),
        { status: 409 },
      ),
    );
    renderPanel(atDefenders(captainA));
    expect(screen.getByRole('heading', { name: 'Round 1: choose your defender' })).toBeTruthy();
    expect(commitButton().disabled).toBe(true);
    expect(screen.getByTestId('commit-summary').textContent).toBe('Tap a player');

    fireEvent.click(screen.getByRole('button', { name: /^Ben/ }));
    expect(screen.getByRole('button', { name: /^Ben/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('commit-summary').textContent).toBe('Ready: defender Ben');
    fireEvent.click(commitButton());

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The time for this step ran out'),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/tournaments/event-1/team-matches/match-1/draft');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ action: { step: 'defender', player: 'a2' } });
  });

  it('fills the choice from the suggestion without committing', () => {
    renderPanel(atDefenders(captainA), {
      step: 'defender',
      players: ['a3'],
      reason: 'keeps 11 against any pair',
    });
    expect(screen.getByTestId('draft-suggestion').textContent).toContain(
      'Suggested defender: Cy — keeps 11 against any pair',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use this' }));
    expect(screen.getByRole('button', { name: /^Cy/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('commit-summary').textContent).toBe('Ready: defender Cy');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after committing shows the own choice and waits, with no choices left to tap', () => {
    renderPanel(afterACommitsDefender(captainA));
    expect(screen.getByTestId('own-commit').textContent).toContain('defender Ana');
    expect(screen.getByTestId('commit-status').textContent).toContain('Committed — waiting for Red Hands');
    expect(screen.queryByRole('button', { name: 'Commit' })).toBeNull();
  });

  it('shows spectators the step and who has committed, never a choice', () => {
    renderPanel(afterACommitsDefender(spectator));
    expect(
      screen.getByRole('heading', { name: 'Round 1: both captains choose a defender in secret' }),
    ).toBeTruthy();
    expect(screen.getByTestId('commit-status').textContent).toBe(
      'Iron Wolves: committedRed Hands: not committed yet',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('own-commit')).toBeNull();
  });
});
