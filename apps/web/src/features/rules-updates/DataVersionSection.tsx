import type { PointsVersionsReply, RulesOverview } from '@muster/contracts';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { calendarDate, localDate } from './format';
import styles from './RulesUpdates.module.css';

function inUseSince(overview: RulesOverview, versions: PointsVersionsReply | undefined): string {
  if (!versions) return '…';
  const current = versions.versions.find((v) => v.version === overview.data.packageVersion);
  return current ? localDate(current.recordedAt) : 'being recorded now';
}

/** The game-data package and version, its dataslate, when this site started on it, and the editions. */
export function DataVersionSection({
  overview,
  versions,
}: {
  overview: RulesOverview;
  versions: PointsVersionsReply | undefined;
}) {
  const { data } = overview;
  const earlier = data.releases.slice(1);
  return (
    <section aria-labelledby="rules-data" className={styles.section}>
      <h2 id="rules-data" className={styles.sectionTitle}>
        Game data and editions
      </h2>
      <Card>
        <dl className={styles.facts}>
          <div>
            <dt>Game data</dt>
            <dd data-testid="data-version">
              {data.packageName} {data.packageVersion}
            </dd>
          </div>
          <div>
            <dt>Edition</dt>
            <dd>{data.edition}</dd>
          </div>
          <div>
            <dt>Dataslate</dt>
            <dd>
              {data.release
                ? `${data.release.label} (from ${calendarDate(data.release.effectiveDate)})`
                : 'none named'}
            </dd>
          </div>
          <div>
            <dt>In use on this site since</dt>
            <dd>{inUseSince(overview, versions)}</dd>
          </div>
        </dl>
        {earlier.length > 0 && (
          <details className={styles.details}>
            <summary>Earlier dataslates in this data ({earlier.length})</summary>
            <ul className={styles.plainList}>
              {earlier.map((release) => (
                <li key={release.dataslate}>
                  {release.label} ({release.edition}, from {calendarDate(release.effectiveDate)})
                </li>
              ))}
            </ul>
          </details>
        )}
        <p className={styles.credit}>
          <a href={data.credit.url}>{data.credit.label}</a> ({data.credit.attribution}, CC BY 4.0).
        </p>
      </Card>

      <h3 className={styles.subTitle}>Editions</h3>
      <ul className={styles.cardList}>
        {overview.editions.map((edition) => (
          <li key={edition.id}>
            <Card>
              <p className={styles.editionName}>
                <strong>{edition.name}</strong>{' '}
                <Badge tone={edition.status === 'current' ? 'accent' : 'purple'}>
                  {edition.status === 'current' ? 'Current' : 'Still played'}
                </Badge>
              </p>
              <ul className={styles.plainList}>
                <li>
                  {edition.gameData
                    ? 'Datasheets, points and missions come from the game data.'
                    : `Not in the game data: its datasheets, points and missions are ${data.edition} edition.`}
                </li>
                {edition.diceEngine && <li>The dice engine has its rule numbers (below).</li>}
                {edition.events && <li>Events can be run in it.</li>}
              </ul>
              {edition.engineNote && <p className={styles.muted}>{edition.engineNote}</p>}
              {edition.notModelled.length > 0 && (
                <details className={styles.details}>
                  <summary>What the engine leaves out ({edition.notModelled.length})</summary>
                  <ul className={styles.plainList}>
                    {edition.notModelled.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </details>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
