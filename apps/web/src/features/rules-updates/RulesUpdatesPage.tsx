import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { CoreRulesSection } from './CoreRulesSection';
import { DataVersionSection } from './DataVersionSection';
import { MissionsSection } from './MissionsSection';
import { PointsChangesSection } from './PointsChangesSection';
import styles from './RulesUpdates.module.css';
import { usePointsVersions, useRulesOverview } from './rules-updates-api';

const contents = [
  { id: 'rules-data', label: 'Game data and editions' },
  { id: 'rules-core', label: 'Core rules' },
  { id: 'rules-missions', label: 'Missions' },
  { id: 'rules-points', label: 'Points changes' },
];

/** /rules: what the app's numbers come from, and what changed when the game data did. */
export function RulesUpdatesPage() {
  const overview = useRulesOverview();
  const versions = usePointsVersions();
  return (
    <>
      <title>Rules & Updates · Muster</title>
      <PageHeader
        eyebrow="Reference"
        title="Rules & Updates"
        description="The game data and editions Muster runs on, the core-rule numbers behind every damage figure, the missions, and how points changed between game-data versions."
      />
      <nav aria-label="On this page" className={styles.contents}>
        <ul>
          {contents.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`}>{item.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {overview.isPending ? (
        <PageSpinner label="Loading the game data and rules" />
      ) : overview.isError ? (
        <LoadFailedPanel
          title="The game data and rules could not be loaded"
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <>
          <DataVersionSection overview={overview.data} versions={versions.data} />
          <CoreRulesSection overview={overview.data} />
        </>
      )}
      <MissionsSection />
      <PointsChangesSection />
    </>
  );
}
