import type { RosterDiffReply } from '@muster/contracts';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import styles from '../Rosters.module.css';
import { useRestoreVersion, useRosterComparison, useRosterVersions } from './roster-versions-api';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

function DiffView({ diff }: { diff: RosterDiffReply }) {
  const nothing =
    diff.added.length +
      diff.removed.length +
      diff.enhancementsAdded.length +
      diff.enhancementsRemoved.length ===
      0 && diff.detachmentsBefore.join() === diff.detachmentsAfter.join();
  return (
    <div className={styles.versionDiff} data-testid="version-diff">
      <p>
        Version {diff.from} → {diff.to}: {diff.pointsBefore} → {diff.pointsAfter} pts (
        {signed(diff.pointsAfter - diff.pointsBefore)})
      </p>
      {nothing && (
        <p>The units, enhancements and detachments are the same (only names or details changed).</p>
      )}
      {diff.detachmentsBefore.join() !== diff.detachmentsAfter.join() && (
        <p>
          Detachment: {diff.detachmentsBefore.join(' + ') || 'none'} →{' '}
          {diff.detachmentsAfter.join(' + ') || 'none'}
        </p>
      )}
      {diff.added.length + diff.enhancementsAdded.length > 0 && (
        <>
          <h4>Added</h4>
          <ul>
            {diff.added.map((u, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same unit line may repeat
              <li key={`a${i}`}>
                {u.name}, {u.models} {u.models === 1 ? 'model' : 'models'} ({u.points} pts)
              </li>
            ))}
            {diff.enhancementsAdded.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </>
      )}
      {diff.removed.length + diff.enhancementsRemoved.length > 0 && (
        <>
          <h4>Removed</h4>
          <ul>
            {diff.removed.map((u, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same unit line may repeat
              <li key={`r${i}`}>
                {u.name}, {u.models} {u.models === 1 ? 'model' : 'models'} ({u.points} pts)
              </li>
            ))}
            {diff.enhancementsRemoved.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Every save of the roster: compare any two, restore one (which is itself a new version). */
export function RosterVersionsPanel({ rosterId }: { rosterId: string }) {
  const versions = useRosterVersions(rosterId);
  const restore = useRestoreVersion(rosterId);
  const list = versions.data?.versions ?? [];
  const latest = list[0]?.number ?? 0;
  const [from, setFrom] = useState(0);
  const [to, setTo] = useState(0);
  const compareFrom = from || list[1]?.number || 0;
  const compareTo = to || latest;
  const comparison = useRosterComparison(rosterId, compareFrom, compareTo);
  if (versions.isError) return <FormError message="The versions could not be loaded." />;
  if (list.length === 0) return null;
  return (
    <details className={styles.versions} aria-label="Versions">
      <summary>
        <h2>Versions ({list.length})</h2>
      </summary>
      <ol className={styles.versionList}>
        {list.map((v) => (
          <li key={v.number}>
            <span>
              <strong>Version {v.number}</strong>
              {v.number === latest ? ' (current)' : ''} · {when(v.createdAt)} · {v.reason} · {v.points} pts,{' '}
              {v.unitCount} {v.unitCount === 1 ? 'unit' : 'units'}
            </span>
            {v.number !== latest && (
              <Button
                size="sm"
                variant="secondary"
                disabled={restore.isPending}
                onClick={() => restore.mutate(v.number)}
              >
                Restore version {v.number}
              </Button>
            )}
          </li>
        ))}
      </ol>
      {list.length > 1 && (
        <div className={styles.compare}>
          <label>
            Compare version
            <select value={compareFrom} onChange={(e) => setFrom(Number(e.target.value))}>
              {list.map((v) => (
                <option key={v.number} value={v.number}>
                  {v.number}
                </option>
              ))}
            </select>
          </label>
          <label>
            with
            <select value={compareTo} onChange={(e) => setTo(Number(e.target.value))}>
              {list.map((v) => (
                <option key={v.number} value={v.number}>
                  {v.number}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {comparison.data && <DiffView diff={comparison.data} />}
      <FormError message={restore.error?.message ?? comparison.error?.message} />
    </details>
  );
}
