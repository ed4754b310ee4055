import { useParams } from 'react-router';
import { PageSpinner } from '../../../ui/PageSpinner';
import { RosterLoadFailure } from '../RosterLoadFailure';
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
    return (
      <RosterLoadFailure
        error={build.error}
        title="This roster could not be opened in the builder"
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
