import { communityBoards } from '@muster/contracts/community-options';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import fieldStyles from '../../ui/FormField.module.css';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import styles from './Community.module.css';
import { useBoards, useThreads } from './community-api';
import { EventResultsCard } from './EventResultsCard';
import { NewThreadDialog } from './NewThreadDialog';
import { relativeTime } from './relative-time';

const boardNames = communityBoards();

/** /community: public results and the discussion boards (one per faction, plus General). */
export function CommunityHubPage() {
  const [params, setParams] = useSearchParams();
  const board = boardNames.find((name) => name === params.get('board')) ?? null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { board?: string | null; page?: number }) => {
    const query: Record<string, string> = {};
    const nextBoard = next.board === undefined ? board : next.board;
    if (nextBoard) query.board = nextBoard;
    if (next.page && next.page > 1) query.page = String(next.page);
    setParams(query);
  };

  return (
    <>
      <title>Community Hub · Muster</title>
      <PageHeader
        eyebrow="Community"
        title="Community Hub"
        description="Results from public Muster events, and discussion boards for every faction."
        actions={
          <>
            <NewThreadDialog boards={boardNames} board={board} />
            <ButtonLink to="/community-intel" variant="secondary">
              Community Intel
            </ButtonLink>
          </>
        }
      />
      <div className={styles.layout}>
        <div className={styles.mainColumn}>
          <Card>
            <div className={styles.threadsHead}>
              <h2 className={styles.sectionTitle}>{board ? `${board} board` : 'All threads'}</h2>
              <div className={fieldStyles.field}>
                <label htmlFor="board-filter">Board</label>
                <select
                  id="board-filter"
                  value={board ?? ''}
                  onChange={(e) => go({ board: e.target.value || null, page: 1 })}
                >
                  <option value="">All boards</option>
                  {boardNames.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <ThreadList board={board} page={page} onPage={(next) => go({ page: next })} />
          </Card>
        </div>
        <div className={styles.sideColumn}>
          <EventResultsCard />
          <ActiveBoards current={board} onChoose={(name) => go({ board: name, page: 1 })} />
        </div>
      </div>
    </>
  );
}

function ThreadList({
  board,
  page,
  onPage,
}: {
  board: string | null;
  page: number;
  onPage: (page: number) => void;
}) {
  const threads = useThreads(board, page);
  if (threads.isPending) return <PageSpinner label="Loading threads" />;
  if (threads.isError)
    return (
      <LoadFailedPanel
        title="Threads could not be loaded"
        error={threads.error}
        onRetry={() => void threads.refetch()}
      />
    );
  const { threads: rows, pages, total } = threads.data;
  if (rows.length === 0)
    return (
      <p className={styles.muted}>
        {board ? `No threads on the ${board} board yet.` : 'No threads yet.'} Start one with “New thread”.
      </p>
    );
  return (
    <>
      <ul className={styles.threads}>
        {rows.map((thread) => (
          <li key={thread.id} className={styles.threadRow}>
            <div className={styles.threadTitle}>
              <Link to={`/community/threads/${thread.id}`}>{thread.title}</Link>
              {thread.pinned && <Badge tone="accent">Pinned</Badge>}
              {thread.locked && <Badge tone="grey">Locked</Badge>}
            </div>
            <span className={styles.muted}>
              {board ? '' : `${thread.board} · `}
              {thread.author} · {thread.replies} {thread.replies === 1 ? 'reply' : 'replies'} · last post{' '}
              {relativeTime(thread.lastPostAt)}
            </span>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Thread pages">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Newer
          </Button>
          <span className={styles.muted}>
            Page {page} of {pages} ({total} threads)
          </span>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Older
          </Button>
        </nav>
      )}
    </>
  );
}

function ActiveBoards({
  current,
  onChoose,
}: {
  current: string | null;
  onChoose: (board: string | null) => void;
}) {
  const boards = useBoards();
  if (boards.isPending || boards.isError) return null;
  const active = boards.data.boards.filter((b) => b.threads > 0).sort((a, b) => b.posts - a.posts);
  return (
    <Card>
      <h2 className={styles.sectionTitle}>Busiest boards</h2>
      {active.length === 0 ? (
        <p className={styles.muted}>Every board is quiet so far.</p>
      ) : (
        <ul className={styles.boardList}>
          {active.map((b) => (
            <li key={b.board}>
              <button
                type="button"
                className={styles.boardButton}
                aria-pressed={current === b.board}
                onClick={() => onChoose(current === b.board ? null : b.board)}
              >
                <span>{b.board}</span>
                <span className={styles.muted}>
                  {b.threads} {b.threads === 1 ? 'thread' : 'threads'}, {b.posts}{' '}
                  {b.posts === 1 ? 'post' : 'posts'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
