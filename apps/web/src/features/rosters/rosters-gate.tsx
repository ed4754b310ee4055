import type { RosterSummary } from '@muster/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../ui/Button';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageSpinner } from '../../ui/PageSpinner';
import { StatePanel } from '../../ui/StatePanel';

/**
 * What a page that works on the user's rosters shows until it has enough of them: a spinner, the
 * failure with a retry, or how to import. Otherwise the loaded list.
 */
export function rostersGate(
  rosters: UseQueryResult<RosterSummary[]>,
  header: ReactNode,
  needs: { minimum?: number; title?: string; hint: string },
): { view: ReactNode } | { list: RosterSummary[] } {
  const frame = (body: ReactNode) => ({
    view: (
      <>
        {header}
        {body}
      </>
    ),
  });
  if (rosters.isPending) return frame(<PageSpinner />);
  if (rosters.error)
    return frame(
      <LoadFailedPanel
        title="Your rosters could not be loaded"
        error={rosters.error}
        onRetry={() => void rosters.refetch()}
      />,
    );
  const list = rosters.data ?? [];
  if (list.length < (needs.minimum ?? 1))
    return frame(
      <StatePanel
        headingLevel={2}
        title={needs.title ?? 'No rosters yet'}
        actions={<ButtonLink to="/rosters">Import a roster</ButtonLink>}
      >
        {needs.hint}
      </StatePanel>,
    );
  return { list };
}
