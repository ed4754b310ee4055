import { factionChoices } from '@muster/contracts/faction-choices';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import fieldStyles from '../../ui/FormField.module.css';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { intervalText, percent } from '../oracle/meta-format';
import { useOracleDashboard } from '../oracle/oracle-api';
import styles from './Community.module.css';
import { useSharedRosters } from './community-api';
import { relativeTime } from './relative-time';
import { SharedRosterCard } from './SharedRosterCard';

const factions = factionChoices();

/** /community-intel: what is winning in the community meta, and the lists players chose to share. */
export function CommunityIntelPage() {
  const [params, setParams] = useSearchParams();
  const faction = factions.find((name) => name === params.get('faction')) ?? null;
  const rosterId = params.get('roster');
  const set = (next: { faction?: string | null; roster?: string | null }) => {
    const query: Record<string, string> = {};
    const f = next.faction === undefined ? faction : next.faction;
    const r = next.roster === undefined ? rosterId : next.roster;
    if (f) query.faction = f;
    if (r) query.roster = r;
    setParams(query);
  };
  return (
    <>
      <title>Community Intel · Muster</title>
      <PageHeader
        eyebrow="Community"
        title="Community Intel"
        description="What is winning in the community meta, and army lists players have chosen to share."
        actions={
          <>
            <ButtonLink to="/oracle/meta-insights">Full meta insights</ButtonLink>
            <ButtonLink to="/community" variant="secondary">
              Community Hub
            </ButtonLink>
          </>
        }
      />
      <div className={styles.stack}>
        <WinningNow />
        {rosterId && <SharedRosterCard id={rosterId} onClose={() => set({ roster: null })} />}
        <Card>
          <div className={styles.threadsHead}>
            <h2 className={styles.sectionTitle}>Shared rosters</h2>
            <div className={fieldStyles.field}>
              <label htmlFor="intel-faction">Faction</label>
              <select
                id="intel-faction"
                value={faction ?? ''}
                onChange={(e) => set({ faction: e.target.value || null })}
              >
                <option value="">All factions</option>
                {factions.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <SharedRosterList faction={faction} onOpen={(id) => set({ roster: id })} />
          <p className={styles.muted}>
            Share one of yours from its page in <Link to="/rosters">My Rosters</Link>; you can stop sharing at
            any time.
          </p>
        </Card>
      </div>
    </>
  );
}

function WinningNow() {
  const dashboard = useOracleDashboard();
  if (dashboard.isPending) return <PageSpinner label="Loading the meta" />;
  if (dashboard.isError)
    return (
      <LoadFailedPanel
        title="The meta could not be loaded"
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
      />
    );
  const { topFactions, risingFactions, community, smallSampleBelow } = dashboard.data;
  return (
    <div className={styles.intelGrid}>
      <Card>
        <h2 className={styles.sectionTitle}>What is winning</h2>
        {topFactions.length === 0 ? (
          <p className={styles.muted}>
            No faction has {smallSampleBelow} games in the community meta yet ({community.games} games so
            far).
          </p>
        ) : (
          <ol className={styles.rankList}>
            {topFactions.map((f) => (
              <li key={f.faction}>
                <strong>{f.faction}</strong> wins {percent(f.winRate)}{' '}
                <span className={styles.muted}>
                  (95% interval {intervalText(f)}, {f.games} games)
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card>
        <h2 className={styles.sectionTitle}>On the rise</h2>
        {risingFactions.length === 0 ? (
          <p className={styles.muted}>Not enough games in the last two months to call a trend.</p>
        ) : (
          <ul className={styles.rankList}>
            {risingFactions.map((f) => (
              <li key={f.faction}>
                <strong>{f.faction}</strong> {f.change >= 0 ? '+' : ''}
                {(f.change * 100).toFixed(1)} points in {f.month}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.muted}>
          From {community.games} games: {community.tournamentGames} at Muster events,{' '}
          {community.uploadedGames} from shared uploads.
        </p>
      </Card>
    </div>
  );
}

function SharedRosterList({ faction, onOpen }: { faction: string | null; onOpen: (id: string) => void }) {
  const rosters = useSharedRosters(faction);
  if (rosters.isPending) return <PageSpinner label="Loading shared rosters" />;
  if (rosters.isError)
    return (
      <LoadFailedPanel
        title="Shared rosters could not be loaded"
        error={rosters.error}
        onRetry={() => void rosters.refetch()}
      />
    );
  if (rosters.data.rosters.length === 0)
    return (
      <p className={styles.muted}>
        {faction ? `Nobody has shared a ${faction} roster yet.` : 'Nobody has shared a roster yet.'}
      </p>
    );
  return (
    <ul className={styles.threads}>
      {rosters.data.rosters.map((roster) => (
        <li key={roster.id} className={styles.threadRow}>
          <div className={styles.threadTitle}>
            <strong>{roster.name}</strong>
            <Button size="sm" variant="secondary" onClick={() => onOpen(roster.id)}>
              View list<span className="visually-hidden"> {roster.name}</span>
            </Button>
          </div>
          <span className={styles.muted}>
            {roster.faction}
            {roster.detachment ? ` · ${roster.detachment}` : ''} · {roster.points} pts · {roster.unitCount}{' '}
            units · by {roster.mine ? 'you' : roster.owner}, shared {relativeTime(roster.sharedAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
