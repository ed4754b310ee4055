import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../../api/api-client';
import { ButtonLink } from '../../ui/Button';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { StatePanel } from '../../ui/StatePanel';
import { useTournamentLive } from '../tournaments/tournament-live';
import { clockOffset, msLeft, refetchDelay } from './countdown';
import { DraftGames, DraftLog, DraftRounds } from './DraftRecord';
import { DraftStepPanel } from './DraftStepPanel';
import { MatchupMatrixSection } from './MatchupMatrixSection';
import styles from './TeamDraft.module.css';
import { useDraft, useMatrix } from './team-events-api';
import { tablesLabel } from './team-match-labels';

/**
 * A team match's pairing draft (route tournament/:tournamentId/match/:matchId). Captains commit
 * each step here; their team reads along with its private matrix; everyone else watches the
 * steps as they are revealed. Open to all: the server decides what each viewer may see.
 */
export function TeamDraftPage() {
  const { tournamentId = '', matchId = '' } = useParams();
  const live = useTournamentLive(tournamentId);
  const draft = useDraft(tournamentId, matchId, live);
  const view = draft.data;
  const matrix = useMatrix(tournamentId, matchId, Boolean(view?.side));
  const offset = view ? clockOffset(view.serverTime, draft.dataUpdatedAt) : 0;
  const deadline = view?.pending.status === 'open' ? view.pending.deadline : null;
  const { refetch } = draft;

  // Time-outs are applied when the draft is read after its deadline: read it just after.
  useEffect(() => {
    if (!deadline) return;
    const timer = setTimeout(() => void refetch(), refetchDelay(msLeft(deadline, offset, Date.now())));
    return () => clearTimeout(timer);
  }, [deadline, offset, refetch]);

  if (draft.isPending) return <PageSpinner />;
  const data = draft.data;
  if (!data) return <DraftLoadFailure tournamentId={tournamentId} error={draft.error} retry={refetch} />;
  const title = `${data.teams.a.name} v ${data.teams.b.name}`;
  const yours = data.side ? ` · You play for ${data.teams[data.side].name}` : '';
  return (
    <>
      <title>{`${title} · Muster`}</title>
      <PageHeader
        eyebrow={`Team match · Round ${data.round}`}
        title={title}
        description={`${data.formatName} · ${tablesLabel(data.tables)}${yours}`}
        actions={
          <ButtonLink variant="secondary" className={styles.tapTarget} to={`/tournament/${tournamentId}`}>
            Back to the event
          </ButtonLink>
        }
      />
      <p className={styles.liveBadge} data-live={live || undefined} data-testid="live-status">
        {live ? 'Live: each step shows as it is revealed' : 'Connecting for live updates…'}
      </p>
      {draft.error && (
        <p className={styles.hint} role="status">
          Could not refresh the draft: {draft.error.message}
        </p>
      )}
      <DraftStepPanel
        tournamentId={tournamentId}
        view={data}
        offset={offset}
        suggestion={matrix.data?.suggestion ?? null}
      />
      {data.side && matrix.data && (
        <MatchupMatrixSection tournamentId={tournamentId} matrix={matrix.data} captain={data.canCommit} />
      )}
      {data.side && matrix.error && (
        <p className={styles.hint}>The matchup matrix could not be loaded: {matrix.error.message}</p>
      )}
      <DraftGames view={data} />
      <DraftRounds view={data} />
      <DraftLog view={data} />
    </>
  );
}

function DraftLoadFailure({
  tournamentId,
  error,
  retry,
}: {
  tournamentId: string;
  error: Error | null;
  retry: () => unknown;
}) {
  const back = <Link to={`/tournament/${tournamentId}`}>Back to the event</Link>;
  if (error instanceof ApiRequestError && error.status === 409)
    return (
      <StatePanel title="No draft for this match" actions={back}>
        {error.message}
      </StatePanel>
    );
  if (error instanceof ApiRequestError && error.status < 500)
    return (
      <StatePanel code={String(error.status)} title="Team match not found" actions={back}>
        {error.message}
      </StatePanel>
    );
  return (
    <LoadFailedPanel
      title="The draft could not be loaded"
      error={error ?? new Error('No reply from the server.')}
      onRetry={() => void retry()}
    />
  );
}
