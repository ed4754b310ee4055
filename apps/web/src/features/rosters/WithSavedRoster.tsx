import type { Roster } from '@muster/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageSpinner } from '../../ui/PageSpinner';
import { RosterLoadFailure } from './RosterLoadFailure';
import { useRoster } from './rosters-api';

/**
 * A page about the saved roster of the route's `:rosterId`: a spinner while it loads, the plain
 * "not found / could not load" panel when it fails, else the page.
 */
export function WithSavedRoster({
  failureTitle,
  children,
}: {
  failureTitle: string;
  children: (roster: Roster, rosterId: string) => ReactNode;
}) {
  const { rosterId = '' } = useParams();
  const saved = useRoster(rosterId);
  if (saved.isPending) return <PageSpinner />;
  if (saved.error)
    return (
      <RosterLoadFailure error={saved.error} title={failureTitle} onRetry={() => void saved.refetch()} />
    );
  return children(saved.data.roster, rosterId);
}
