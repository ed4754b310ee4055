import type { MetaReportView } from '@muster/contracts';
import { useMemo } from 'react';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { percent } from './meta-format';
import styles from './Oracle.module.css';

const MAX_FACTIONS = 10;

/** Row faction's win rate against each column faction, for the most-played factions. */
export function MatchupMatrix({ report }: { report: MetaReportView }) {
  const factions = useMemo(
    () =>
      [...report.factions]
        .sort((x, y) => y.games - x.games)
        .slice(0, MAX_FACTIONS)
        .map((f) => f.faction),
    [report.factions],
  );
  // Each cell looked up once in a map, not searched for in every faction pair's list.
  const cells = useMemo(() => {
    const byPair = new Map<string, MetaReportView['matchups'][number]>();
    for (const m of report.matchups) {
      const key = `${m.faction}\u0000${m.opponent}`;
      if (!byPair.has(key)) byPair.set(key, m);
    }
    return byPair;
  }, [report.matchups]);
  if (factions.length < 2)
    return <p className={styles.muted}>Matchups need games between at least two factions.</p>;
  const cell = (faction: string, opponent: string) => cells.get(`${faction}\u0000${opponent}`);
  return (
    <ScrollRegion label="Matchups" stickyFirstColumn>
      <table className={styles.matrix}>
        <caption className={styles.caption}>
          Row faction's win rate against the column faction (games in brackets), for the {factions.length}{' '}
          most played factions. Mirrors are left out.
        </caption>
        <thead>
          <tr>
            <td />
            {factions.map((f) => (
              <th key={f} scope="col">
                {f}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {factions.map((row) => (
            <tr key={row}>
              <th scope="row">{row}</th>
              {factions.map((column) => {
                const found = row === column ? undefined : cell(row, column);
                return (
                  <td
                    key={column}
                    data-tone={
                      !found ? 'none' : found.winRate > 0.55 ? 'good' : found.winRate < 0.45 ? 'bad' : 'even'
                    }
                    data-small={found?.smallSample ? 'true' : undefined}
                  >
                    {found ? (
                      <>
                        {percent(found.winRate)} <span className={styles.muted}>({found.games})</span>
                      </>
                    ) : (
                      <span className={styles.muted}>—</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
