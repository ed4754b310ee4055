import type { MetaReportView } from '@muster/contracts';
import { useState } from 'react';
import fieldStyles from '../../ui/FormField.module.css';
import { FactionRatesChart } from './FactionRatesChart';
import { intervalText, percent } from './meta-format';
import styles from './Oracle.module.css';

type Kind = 'missions' | 'deployments' | 'forceDispositions';
const kinds: { value: Kind; label: string }[] = [
  { value: 'missions', label: 'Mission' },
  { value: 'deployments', label: 'Deployment' },
  { value: 'forceDispositions', label: 'Force disposition' },
];

/** The meta within one mission, deployment or force disposition. */
export function SplitsPanel({ report }: { report: MetaReportView }) {
  const [kind, setKind] = useState<Kind>('missions');
  const [chosen, setChosen] = useState('');
  const values = report[kind].map((s) => s.value);
  const value = values.includes(chosen) ? chosen : (values[0] ?? '');
  return (
    <div className={styles.stack}>
      <div className={styles.filters}>
        <div className={fieldStyles.field}>
          <label htmlFor="split-kind">Split by</label>
          <select id="split-kind" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            {kinds.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
        {values.length > 0 && (
          <div className={fieldStyles.field}>
            <label htmlFor="split-value">{kinds.find((k) => k.value === kind)?.label}</label>
            <select id="split-value" value={value} onChange={(e) => setChosen(e.target.value)}>
              {report[kind].map((s) => (
                <option key={s.value} value={s.value}>
                  {s.value} ({s.games} {kind === 'forceDispositions' ? 'sides' : 'games'})
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {values.length === 0 ? (
        <p className={styles.muted}>
          No games record a {kinds.find((k) => k.value === kind)?.label.toLowerCase()}.
        </p>
      ) : kind === 'forceDispositions' ? (
        <DispositionView report={report} value={value} />
      ) : (
        <SplitView report={report} kind={kind} value={value} />
      )}
    </div>
  );
}

function SplitView({
  report,
  kind,
  value,
}: {
  report: MetaReportView;
  kind: 'missions' | 'deployments';
  value: string;
}) {
  const split = report[kind].find((s) => s.value === value);
  if (!split) return null;
  return (
    <>
      <p>
        {split.games} games.{' '}
        {split.firstTurn.games > 0
          ? `The player going first scored ${percent(split.firstTurn.winRate)} (95% interval ${intervalText(split.firstTurn)}, ${split.firstTurn.games} games).`
          : 'None of them say who went first.'}
      </p>
      <FactionRatesChart factions={split.factions} caption={`Faction win rates in ${value}`} />
    </>
  );
}

function DispositionView({ report, value }: { report: MetaReportView; value: string }) {
  const split = report.forceDispositions.find((s) => s.value === value);
  if (!split) return null;
  return (
    <p>
      Sides that took {value} scored {percent(split.winRate)} (95% interval {intervalText(split)}) over{' '}
      {split.games} games against a different disposition
      {split.smallSample ? ' — a small sample' : ''}. Most played with it:{' '}
      {split.factions
        .slice(0, 5)
        .map((f) => `${f.faction} ${percent(f.winRate)} (${f.games})`)
        .join(', ')}
      .
    </p>
  );
}
