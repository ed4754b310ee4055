import type { EventList } from '@muster/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListChecks } from './ListChecks';

const legality = (severities: ('error' | 'warning')[]): NonNullable<EventList['legality']> => ({
  report: {
    points: 2015,
    pointsLimit: 2000,
    detachmentPoints: 3,
    detachmentCap: 3,
    units: [],
    checks: severities.map((severity, i) => ({
      severity,
      code: `c${i}`,
      message: `${severity} ${i}`,
      unitUid: null,
    })),
  },
  unresolved: [],
  notes: [],
});

describe('a submitted list’s verdict', () => {
  afterEach(cleanup);

  it('never says "no problems" above the list builder’s problems', () => {
    render(<ListChecks list={{ checks: [], legality: legality(['error', 'error', 'warning']) }} />);
    const verdict = screen.getByTestId('list-verdict');
    expect(within(verdict).queryByText(/No problems found/)).toBeNull();
    expect(within(verdict).getAllByText('2 problems')).toHaveLength(2);
  });

  it('counts the event’s own errors with the builder’s', () => {
    render(
      <ListChecks
        list={{
          checks: [{ severity: 'error', code: 'X', message: 'Over the event limit.' }],
          legality: legality([]),
        }}
      />,
    );
    expect(screen.getByText('1 problem')).toBeTruthy();
    expect(screen.getByText(/Over the event limit\./)).toBeTruthy();
  });

  it('says "no problems" only when neither found one', () => {
    render(<ListChecks list={{ checks: [], legality: legality(['warning']) }} />);
    expect(screen.getAllByText('No problems found').length).toBeGreaterThan(0);
  });
});
