import { Hammer, Swords } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { StatePanel } from '../../ui/StatePanel';
import { RosterImportPanel } from './import/RosterImportPanel';
import styles from './Rosters.module.css';
import { useRosterList } from './rosters-api';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function RosterList() {
  const { data, error, isPending, refetch } = useRosterList();
  if (isPending) return <PageSpinner />;
  if (error)
    return (
      <LoadFailedPanel
        title="Your rosters could not be loaded"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  if (data.length === 0) {
    return (
      <StatePanel icon={<Swords aria-hidden size={28} />} title="No rosters yet" headingLevel={2}>
        Import a file or paste a list above: it is read, shown to you for a check, then saved here.
      </StatePanel>
    );
  }
  return (
    <ul className={styles.rosterGrid} aria-label="Saved rosters">
      {data.map((roster) => (
        <li key={roster.id}>
          <Card className={styles.rosterCard}>
            <h3 className={styles.rosterName}>
              <Link to={`/rosters/${roster.id}`}>{roster.name}</Link>
            </h3>
            <p className={styles.rosterFaction}>
              {roster.faction}
              {roster.detachment ? ` · ${roster.detachment}` : ''}
            </p>
            <p className={styles.rosterMeta}>
              <Badge tone="accent">
                {roster.points}
                {roster.pointsLimit ? ` / ${roster.pointsLimit}` : ''} pts
              </Badge>
              <Badge>{roster.unitCount} units</Badge>
              {roster.edition && <Badge tone="grey">{roster.edition} ed.</Badge>}
            </p>
            <p className={styles.hint}>Imported {dateFormat.format(new Date(roster.createdAt))}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function RostersPage() {
  return (
    <>
      <title>My Rosters · Muster</title>
      <PageHeader
        eyebrow="Army lists"
        title="My Rosters"
        description="Import lists from any builder or the Warhammer app, check what was read, and keep them here."
        actions={
          <ButtonLink to="/rosters/new">
            <Hammer aria-hidden size={16} /> Build a list
          </ButtonLink>
        }
      />
      <RosterImportPanel />
      <section aria-labelledby="saved-heading" className={styles.savedSection}>
        <h2 id="saved-heading">Saved rosters</h2>
        <RosterList />
      </section>
    </>
  );
}
