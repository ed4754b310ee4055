import type { FactionPointsChanges, PointsChange, PointsVersion } from '@muster/contracts';
import { useSearchParams } from 'react-router';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import fieldStyles from '../../ui/FormField.module.css';
import { PageSpinner } from '../../ui/PageSpinner';
import { localDate } from './format';
import {
  changeTotals,
  differenceText,
  factionsShown,
  pointsText,
  totalsSentence,
} from './points-changes-view';
import styles from './RulesUpdates.module.css';
import { usePointsChanges, usePointsVersions } from './rules-updates-api';

const tones: Record<PointsChange['kind'], BadgeTone> = {
  up: 'warning',
  down: 'blue',
  'tier-added': 'accent',
  'datasheet-added': 'accent',
  'tier-removed': 'grey',
  'datasheet-removed': 'grey',
};

const versionLabel = (version: PointsVersion) =>
  `${version.version}${version.releaseLabel ? ` — ${version.releaseLabel}` : ''}`;
const recorded = (version: PointsVersion) => `${version.version} (recorded ${localDate(version.recordedAt)})`;

function FactionChanges({ faction }: { faction: FactionPointsChanges }) {
  const headingId = `points-${faction.factionId}`;
  return (
    <section aria-labelledby={headingId} className={styles.block}>
      <h3 id={headingId} className={styles.subTitle}>
        {faction.factionName}{' '}
        <span className={styles.muted}>
          ({faction.changes.length} {faction.changes.length === 1 ? 'change' : 'changes'})
        </span>
      </h3>
      <table className={styles.changes}>
        <thead>
          <tr>
            <th scope="col">Datasheet and size</th>
            <th scope="col">Points</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {faction.changes.map((change) => (
            <tr key={`${change.datasheetId}|${change.tier}|${change.kind}`}>
              <th scope="row">
                {change.datasheetName}
                <span className={styles.tier}>{change.tier}</span>
              </th>
              <td className={styles.number}>{pointsText(change)}</td>
              <td>
                <Badge tone={tones[change.kind]}>{differenceText(change)}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** How every datasheet's points changed between two recorded game-data versions, by faction. */
export function PointsChangesSection() {
  const [params, setParams] = useSearchParams();
  const versions = usePointsVersions();
  const query = { from: params.get('from') || undefined, to: params.get('to') || undefined };
  const enoughVersions = (versions.data?.versions.length ?? 0) >= 2;
  const changes = usePointsChanges(query, versions.data?.versions[0]?.version, enoughVersions);
  const set = (values: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const body = () => {
    if (versions.isPending) return <PageSpinner label="Loading the recorded versions" />;
    if (versions.isError) return <p role="alert">{versions.error.message}</p>;
    const list = versions.data.versions;
    const only = list[0];
    if (!only)
      return (
        <p>
          No data version is recorded yet. A server records the points of its game data when it starts: look
          again in a minute.
        </p>
      );
    if (!enoughVersions)
      return (
        <p data-testid="points-single-version">
          Only one data version recorded so far ({only.packageName} {only.version}, since{' '}
          {localDate(only.recordedAt)}) — changes appear here when the game data updates.
        </p>
      );
    if (changes.isPending) return <PageSpinner label="Comparing the points" />;
    if (changes.isError)
      return (
        <div role="alert">
          <p>{changes.error.message}</p>
          <Button variant="secondary" onClick={() => set({ from: '', to: '', faction: '' })}>
            Compare the newest two
          </Button>
        </div>
      );
    const { from, to, factions } = changes.data;
    if (!from || !to) return null;
    const factionParam = params.get('faction') ?? '';
    const factionId = factions.some((f) => f.factionId === factionParam) ? factionParam : '';
    const totals = changeTotals(factions);
    return (
      <>
        <div className={styles.pickers}>
          <div className={fieldStyles.field}>
            <label htmlFor="points-from">From</label>
            <select
              id="points-from"
              value={from.version}
              onChange={(e) => set({ from: e.target.value, to: to.version })}
            >
              {list.map((v) => (
                <option key={v.version} value={v.version} disabled={v.version === to.version}>
                  {versionLabel(v)}
                </option>
              ))}
            </select>
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor="points-to">To</label>
            <select
              id="points-to"
              value={to.version}
              onChange={(e) => set({ from: from.version, to: e.target.value })}
            >
              {list.map((v) => (
                <option key={v.version} value={v.version} disabled={v.version === from.version}>
                  {versionLabel(v)}
                </option>
              ))}
            </select>
          </div>
          {factions.length > 0 && (
            <div className={fieldStyles.field}>
              <label htmlFor="points-faction">Faction</label>
              <select
                id="points-faction"
                value={factionId}
                onChange={(e) => set({ faction: e.target.value })}
              >
                <option value="">All factions with changes ({factions.length})</option>
                {factions.map((f) => (
                  <option key={f.factionId} value={f.factionId}>
                    {f.factionName} ({f.changes.length})
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        {factions.length === 0 ? (
          <p data-testid="points-no-changes">
            No points changed from {recorded(from)} to {recorded(to)}.
          </p>
        ) : (
          <>
            <p data-testid="points-totals">
              From {recorded(from)} to {recorded(to)}: {totalsSentence(totals)}.
            </p>
            {factionsShown(factions, factionId).map((faction) => (
              <FactionChanges key={faction.factionId} faction={faction} />
            ))}
          </>
        )}
      </>
    );
  };

  return (
    <section aria-labelledby="rules-points" className={styles.section}>
      <h2 id="rules-points" className={styles.sectionTitle}>
        Points changes
      </h2>
      <Card>
        <p className={styles.lead}>
          Each datasheet’s own points (by size, and by copy where the price depends on it), as recorded for
          every game-data version this site has run on.
        </p>
        {body()}
      </Card>
    </section>
  );
}
