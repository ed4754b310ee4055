import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../../../api/api-client';
import { LoadFailedPanel } from '../../../ui/LoadFailedPanel';
import { PageSpinner } from '../../../ui/PageSpinner';
import { StatePanel } from '../../../ui/StatePanel';
import { useBuilderCatalogue, useRosterBuild } from './builder-api';
import { emptyDraft } from './builder-state';
import { draftFromList } from './catalogue';
import { ListBuilder } from './ListBuilder';

/** /rosters/new: a list built from scratch. */
export function NewListPage() {
  return <ListBuilder rosterId={null} initial={emptyDraft()} />;
}

/**
 * /rosters/:rosterId/build: any saved roster (imported ones too) opened in the builder, with what
 * could not be carried over named at the top. Waits for the faction's catalogue, so each unit's
 * loadout is read back as the datasheet's options.
 */
export function EditListPage() {
  const { rosterId = '' } = useParams();
  const build = useRosterBuild(rosterId);
  const factionId = build.data?.list.factionId ?? '';
  const catalogue = useBuilderCatalogue(factionId);

  if (build.error) {
    if (
      build.error instanceof ApiRequestError &&
      (build.error.status === 404 || build.error.status === 400)
    ) {
      return (
        <StatePanel
          code="404"
          title="Roster not found"
          actions={<Link to="/rosters">Back to My Rosters</Link>}
        >
          It may have been deleted, or it belongs to someone else.
        </StatePanel>
      );
    }
    return (
      <LoadFailedPanel
        title="This roster could not be opened in the builder"
        error={build.error}
        onRetry={() => void build.refetch()}
      />
    );
  }
  // An unknown faction has no catalogue: the builder opens anyway, and asks for one.
  const catalogueSettled = factionId === '' || !catalogue.isPending;
  if (build.isPending || !catalogueSettled) return <PageSpinner />;
  return (
    <ListBuilder
      key={rosterId}
      rosterId={rosterId}
      initial={draftFromList(build.data.list, catalogue.data ?? null)}
      carriedOver={{ unresolved: build.data.unresolved, notes: build.data.notes }}
    />
  );
}
