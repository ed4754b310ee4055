import { Copy, Hammer, Pencil, Printer, Radar, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useToast } from '../../toasts/ToastProvider';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { RosterSharingCard } from '../community/RosterSharingCard';
import { DetachmentRulesPanel } from './DetachmentRulesPanel';
import { formatLabel } from './format-labels';
import { RosterLegalityPanel } from './legality/RosterLegalityPanel';
import { RosterEditForm } from './RosterEditForm';
import { RosterExportMenu } from './RosterExportMenu';
import { RosterLoadFailure } from './RosterLoadFailure';
import styles from './Rosters.module.css';
import { RosterUnits } from './RosterUnits';
import { useDeleteRoster, useDuplicateRoster, useRoster } from './rosters-api';
import { RosterShareLinkPanel } from './versions/RosterShareLinkPanel';
import { RosterVersionsPanel } from './versions/RosterVersionsPanel';

/** Equal lines once, with how many times they occur (two units can carry the same enhancement). */
function tallyLines(lines: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  return [...counts];
}

function DeleteRosterButton({ id, name }: { id: string; name: string }) {
  const remove = useDeleteRoster();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="danger">
          <Trash2 aria-hidden size={16} /> Delete
        </Button>
      }
      title={`Delete “${name}”?`}
      description="The roster and its analyses are deleted for good. Export it first if you may want it back."
      confirmLabel="Delete roster"
      onConfirm={async () => {
        try {
          await remove.mutateAsync(id);
          toast.show({ variant: 'success', message: `“${name}” deleted.` });
          navigate('/rosters');
        } catch (error) {
          toast.show({
            variant: 'error',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }}
    />
  );
}

export function RosterDetailPage() {
  const { rosterId = '' } = useParams();
  const { data, error, isPending, refetch } = useRoster(rosterId);
  const [editing, setEditing] = useState(false);
  const duplicate = useDuplicateRoster();
  const navigate = useNavigate();
  const toast = useToast();

  if (isPending) return <PageSpinner />;
  if (error)
    return (
      <RosterLoadFailure
        error={error}
        title="This roster could not be loaded"
        onRetry={() => void refetch()}
      />
    );
  const { roster } = data;

  return (
    <>
      <title>{`${data.name} · Muster`}</title>
      <PageHeader
        eyebrow={[roster.faction, roster.subFaction].filter(Boolean).join(' · ')}
        title={data.name}
        description={
          <span className={styles.rosterMeta}>
            <Badge tone="accent">
              {data.points}
              {data.pointsLimit ? ` / ${data.pointsLimit}` : ''} pts
            </Badge>
            {roster.detachments.length > 0 && <Badge>{roster.detachments.join(' + ')}</Badge>}
            {roster.battleSize && <Badge tone="grey">{roster.battleSize}</Badge>}
            {roster.forceDisposition && <Badge tone="purple">{roster.forceDisposition}</Badge>}
            <Badge tone="grey">{formatLabel(data.sourceFormat)}</Badge>
          </span>
        }
        actions={
          <>
            <ButtonLink to={`/roster-analyzer?roster=${data.id}`}>
              <Radar aria-hidden size={16} /> Analyse
            </ButtonLink>
            <ButtonLink variant="secondary" to={`/rosters/${data.id}/print`}>
              <Printer aria-hidden size={16} /> Print datacards
            </ButtonLink>
            <Button variant="secondary" onClick={() => setEditing(true)} disabled={editing}>
              <Pencil aria-hidden size={16} /> Edit
            </Button>
            <ButtonLink variant="secondary" to={`/rosters/${data.id}/build`}>
              <Hammer aria-hidden size={16} /> Edit in the builder
            </ButtonLink>
            <Button
              variant="secondary"
              disabled={duplicate.isPending}
              onClick={async () => {
                try {
                  const copy = await duplicate.mutateAsync(data.id);
                  toast.show({ variant: 'success', message: `Copied to “${copy?.name}”.` });
                  if (copy) navigate(`/rosters/${copy.id}`);
                } catch (failure) {
                  toast.show({
                    variant: 'error',
                    message: failure instanceof Error ? failure.message : String(failure),
                  });
                }
              }}
            >
              <Copy aria-hidden size={16} /> Duplicate
            </Button>
            <DeleteRosterButton id={data.id} name={data.name} />
          </>
        }
      />
      <RosterExportMenu rosterId={data.id} />
      {!roster.resolution && roster.units.length > 0 && (
        <p className={styles.matchingNotice} role="status">
          <strong>Still matching units to their datasheets…</strong> The server was busy when this roster was
          saved, so it finishes in the background; this page updates by itself.
        </p>
      )}
      {/* The verdict first: a player checks a list before reading it unit by unit. */}
      {!editing && roster.resolution && <RosterLegalityPanel rosterId={data.id} updatedAt={data.updatedAt} />}
      {editing ? (
        <RosterEditForm saved={data} onDone={() => setEditing(false)} />
      ) : (
        <RosterUnits roster={roster} />
      )}
      {!editing && (roster.enhancements.length > 0 || roster.attachedLeaders.length > 0) && (
        <section className={styles.extras} aria-labelledby="extras-heading">
          <h2 id="extras-heading">Enhancements and attached leaders</h2>
          <ul>
            {tallyLines([
              ...roster.enhancements.map(
                (e) => `${e.name} on ${e.unit}${e.points > 0 ? ` (+${e.points} pts)` : ''}`,
              ),
              ...roster.attachedLeaders.map((a) => `${a.leader} leads ${a.unit}`),
            ]).map(([line, count]) => (
              <li key={line}>
                {line}
                {count > 1 ? ` (×${count})` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
      {!editing && roster.resolution && (
        <DetachmentRulesPanel rosterId={data.id} updatedAt={data.updatedAt} />
      )}
      {!editing && (
        <div className={styles.sharing}>
          <RosterSharingCard rosterId={data.id} />
        </div>
      )}
      {!editing && <RosterShareLinkPanel rosterId={data.id} />}
      {!editing && <RosterVersionsPanel rosterId={data.id} />}
    </>
  );
}
