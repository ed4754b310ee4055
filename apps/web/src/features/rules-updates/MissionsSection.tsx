import type { MissionCatalogue } from '@muster/contracts';
import { breakpoints, useMediaQuery } from '../../layout/use-media-query';
import { Card } from '../../ui/Card';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageSpinner } from '../../ui/PageSpinner';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { useMissionCatalogue } from '../tournaments/missions-api';
import {
  capsText,
  deploymentUse,
  layoutPairs,
  type MatchupRow,
  matchupRows,
  sharedCaps,
} from './mission-grid';
import styles from './RulesUpdates.module.css';

/** A mission's name, with its own caps when the missions do not all share them. */
function MissionName({
  mission,
  showCaps,
}: {
  mission: MatchupRow['cells'][number]['mission'];
  showCaps: boolean;
}) {
  if (!mission) return <span className={styles.muted}>none in the data</span>;
  return (
    <>
      <strong>{mission.name}</strong>
      {showCaps && <span className={styles.tier}>{capsText(mission)}</span>}
    </>
  );
}

/** Wide screens: the grid itself, scrolling sideways inside its own region if it must. */
function MatchupTable({ rows, showCaps }: { rows: MatchupRow[]; showCaps: boolean }) {
  return (
    <ScrollRegion label="Mission matchups">
      <table className={styles.grid}>
        <caption className={styles.caption}>
          Row: your Force Disposition. Column: your opponent’s. Cell: the mission you play.
        </caption>
        <thead>
          <tr>
            <td />
            {rows.map((row) => (
              <th key={row.disposition.id} scope="col">
                vs {row.disposition.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.disposition.id}>
              <th scope="row">{row.disposition.name}</th>
              {row.cells.map((cell) => (
                <td key={cell.opponent.id}>
                  <MissionName mission={cell.mission} showCaps={showCaps} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Phones: one short list per disposition, nothing to scroll sideways. */
function MatchupLists({ rows, showCaps }: { rows: MatchupRow[]; showCaps: boolean }) {
  return (
    <div className={styles.cardList}>
      {rows.map((row) => (
        <div key={row.disposition.id} className={styles.dispositionBlock}>
          <h4 className={styles.minorTitle}>You play {row.disposition.name}</h4>
          <ul className={styles.plainList}>
            {row.cells.map((cell) => (
              <li key={cell.opponent.id}>
                vs {cell.opponent.name}: <MissionName mission={cell.mission} showCaps={showCaps} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function Deployments({ catalogue }: { catalogue: MissionCatalogue }) {
  const unmatched = catalogue.layouts.filter((layout) => !layout.dispositions);
  return (
    <>
      <h3 className={styles.subTitle}>Deployments and layouts</h3>
      <ul className={styles.plainList}>
        {deploymentUse(catalogue).map((deployment) => (
          <li key={deployment.name}>
            <strong>{deployment.name}</strong>: {deployment.layouts}{' '}
            {deployment.layouts === 1 ? 'layout' : 'layouts'}
          </li>
        ))}
      </ul>
      {catalogue.layoutSets.map((set) => {
        const pairs = layoutPairs(catalogue, set.source);
        return (
          <details key={set.source} className={styles.details}>
            <summary>
              {set.name}: {pairs.length} pairs of dispositions, variants {set.variants.join(', ')}
            </summary>
            <ul className={styles.plainList}>
              {pairs.map((pair) => (
                <li key={pair.dispositions.join('|')}>
                  <strong>
                    {pair.dispositions[0]} and {pair.dispositions[1]}
                  </strong>
                  <span className={styles.tier}>
                    {pair.layouts
                      .map((layout) =>
                        [layout.variant ?? '', layout.deploymentName ?? layout.name]
                          .filter(Boolean)
                          .join('. '),
                      )
                      .join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          </details>
        );
      })}
      {unmatched.length > 0 && (
        <p className={styles.muted}>
          Also in the data, outside the matchups: {unmatched.map((layout) => layout.name).join(', ')}.
        </p>
      )}
    </>
  );
}

/** The 11th-edition mission layer: dispositions, who plays what against whom, deployments, caps. */
export function MissionsSection() {
  const catalogue = useMissionCatalogue();
  // The 5 × 5 grid needs about 720 px; narrower screens get a list per disposition instead.
  const wide = useMediaQuery(`(min-width: ${breakpoints.tactical}px)`);
  return (
    <section aria-labelledby="rules-missions" className={styles.section}>
      <h2 id="rules-missions" className={styles.sectionTitle}>
        Missions, Force Dispositions and deployments
      </h2>
      {catalogue.isPending ? (
        <PageSpinner label="Loading the missions" />
      ) : catalogue.isError ? (
        <LoadFailedPanel
          title="The missions could not be loaded"
          error={catalogue.error}
          onRetry={() => void catalogue.refetch()}
        />
      ) : (
        <MissionsBody catalogue={catalogue.data} wide={wide} />
      )}
    </section>
  );
}

function MissionsBody({ catalogue, wide }: { catalogue: MissionCatalogue; wide: boolean }) {
  const rows = matchupRows(catalogue);
  const caps = sharedCaps(catalogue.missions);
  return (
    <Card>
      <p className={styles.lead}>
        {catalogue.edition} edition: each list names a Force Disposition, and each player plays the mission
        their disposition meets the opponent’s with. {caps ? `Every mission: ${capsText(caps)}. ` : ''}A
        player’s total is capped at {catalogue.gameVpCap} VP.
      </p>
      <h3 className={styles.subTitle}>Force Dispositions</h3>
      <dl className={styles.rules}>
        {catalogue.dispositions.map((disposition) => (
          <div key={disposition.id}>
            <dt>{disposition.name}</dt>
            {disposition.text && <dd>{disposition.text}</dd>}
          </div>
        ))}
      </dl>
      <h3 className={styles.subTitle}>Who plays what</h3>
      {wide ? <MatchupTable rows={rows} showCaps={!caps} /> : <MatchupLists rows={rows} showCaps={!caps} />}
      <Deployments catalogue={catalogue} />
    </Card>
  );
}
