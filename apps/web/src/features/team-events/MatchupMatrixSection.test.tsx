import type { Matrix } from '@muster/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MatchupMatrixSection } from './MatchupMatrixSection';

const fetchMock = vi.fn();
const person = (entryId: string, username: string) => ({ entryId, username, faction: null });
const matrix: Matrix = {
  matchId: '5b0a4c1e-9a51-4c8e-9d7e-0c1f2b3a4d5e',
  ours: [
    person('1b0a4c1e-9a51-4c8e-9d7e-0c1f2b3a4d5e', 'Ana'),
    person('2b0a4c1e-9a51-4c8e-9d7e-0c1f2b3a4d5e', 'Ben'),
  ],
  theirs: [
    person('3b0a4c1e-9a51-4c8e-9d7e-0c1f2b3a4d5e', 'Dee'),
    person('4b0a4c1e-9a51-4c8e-9d7e-0c1f2b3a4d5e', 'Eli'),
  ],
  expected: [
    [10, null],
    [null, null],
  ],
  source: 'captain',
  updatedAt: null,
  suggestion: null,
};

const renderSection = (captain: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MatchupMatrixSection tournamentId="event-1" matrix={matrix} captain={captain} />
    </QueryClientProvider>,
  );

describe('the matchup matrix', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lets the captain fill every cell and saves it row by row', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          ...matrix,
          expected: [
            [10, 4],
            [16, 20],
          ],
        }),
        { status: 200 },
      ),
    );
    renderSection(true);
    const save = screen.getByRole('button', { name: 'Save matrix' });
    fireEvent.change(screen.getByLabelText('Ana against Eli'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Ben against Dee'), { target: { value: '16' } });
    fireEvent.click(save);
    expect(screen.getByRole('alert').textContent).toBe(
      'Fill in every cell (0–20) before saving: 1 is empty.',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Ben against Eli'), { target: { value: '20' } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/tournaments/event-1/team-matches/${matrix.matchId}/matrix`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toEqual({
      expected: [
        [10, 4],
        [16, 20],
      ],
    });
  });

  it('refuses a score over 20, naming the cell', () => {
    renderSection(true);
    fireEvent.change(screen.getByLabelText('Ben against Dee'), { target: { value: '25' } });
    expect(screen.getByLabelText('Ben against Dee').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save matrix' }));
    expect(screen.getByRole('alert').textContent).toBe('Ben against Dee: scores run 0–20.');
  });

  it('shows members the scores without inputs or Save', () => {
    renderSection(false);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save matrix' })).toBeNull();
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['10', '–', '–', '–']);
  });
});
