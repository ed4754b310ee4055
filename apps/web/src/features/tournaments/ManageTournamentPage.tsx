import type { Entry } from '@muster/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useToast } from '../../toasts/ToastProvider';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/FormError';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { StatePanel } from '../../ui/StatePanel';
import { TicketSettingsPanel } from '../event-tickets/TicketSettingsPanel';
import { useOrganiserRefund, useTicketPayments } from '../event-tickets/tickets-api';
import { BcpImportPanel } from './BcpImportPanel';
import { CheckInControls } from './CheckInControls';
import { EntriesTable } from './EntriesTable';
import { OrganiserExports } from './EventExports';
import { EventLoadFailure } from './EventLoadFailure';
import { KeepApartPanel } from './KeepApartPanel';
import { ListsSection } from './ListsSection';
import { RoundControls } from './RoundControls';
import styles from './Tournaments.module.css';
import { playerCount, statusLabels } from './tournament-labels';
import { useTournamentLive } from './tournament-live';
import {
  useAddAdjustment,
  useAddCoOrganiser,
  useAddPlayer,
  useAdjustments,
  useCancelTournament,
  useEntries,
  useTournament,
  useUpdateTournament,
} from './tournaments-api';

/** A one-field form: a username to add as a player or co-organiser. */
function UsernameForm({
  label,
  button,
  onAdd,
  busy,
  error,
  children,
}: {
  label: string;
  button: string;
  onAdd: (name: string) => Promise<unknown>;
  busy: boolean;
  error?: string;
  /** More controls for the same submission (e.g. "over the cap"). */
  children?: React.ReactNode;
}) {
  const [name, setName] = useState('');
  const id = `field-${button.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <form
      className={styles.inline}
      onSubmit={async (event) => {
        event.preventDefault();
        if (!name.trim()) return;
        try {
          await onAdd(name.trim());
          setName('');
        } catch {
          // error shown below
        }
      }}
    >
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <input id={id} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </div>
      {children}
      <Button type="submit" variant="secondary" disabled={busy}>
        {button}
      </Button>
      <FormError message={error} />
    </form>
  );
}

// Shown only while editing, and only at a teams event: fetched then, not with the page.
const TournamentForm = lazy(async () => ({ default: (await import('./TournamentForm')).TournamentForm }));
const OrganiserTeamsTable = lazy(async () => ({
  default: (await import('../team-events/OrganiserTeamsTable')).OrganiserTeamsTable,
}));

export function ManageTournamentPage() {
  const { tournamentId = '' } = useParams();
  const event = useTournament(tournamentId);
  const organiser = event.data?.viewer.isOrganiser ?? false;
  const entries = useEntries(tournamentId, organiser);
  const adjustments = useAdjustments(tournamentId, organiser);
  const update = useUpdateTournament(tournamentId);
  const cancel = useCancelTournament(tournamentId);
  const addPlayer = useAddPlayer(tournamentId);
  const [overCap, setOverCap] = useState(false);
  const addCo = useAddCoOrganiser(tournamentId);
  const addAdjustment = useAddAdjustment(tournamentId);
  const toast = useToast();
  const ticketPayments = useTicketPayments(tournamentId, organiser);
  const organiserRefund = useOrganiserRefund(tournamentId);
  const paymentsByEntry = useMemo(
    () => new Map((ticketPayments.data ?? []).map((payment) => [payment.entryId, payment])),
    [ticketPayments.data],
  );
  const refundEntry = async (entry: Entry) => {
    try {
      await organiserRefund.mutateAsync(entry.id);
      toast.show({ variant: 'success', message: `${entry.username}’s ticket is refunded.` });
    } catch (error) {
      toast.show({ variant: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const [editing, setEditing] = useState(false);
  const [adjustment, setAdjustment] = useState({ entryId: '', points: '', reason: '' });

  if (event.isPending) return <PageSpinner />;
  if (event.error) return <EventLoadFailure error={event.error} onRetry={() => void event.refetch()} />;
  const t = event.data;
  if (!organiser)
    return (
      <StatePanel
        code="403"
        title="Organisers only"
        actions={<Link to={`/tournament/${t.id}`}>Back to the event</Link>}
      >
        Only {t.name}'s organisers can manage it.
      </StatePanel>
    );
  const finished = t.status === 'completed' || t.status === 'cancelled';
  const seated = t.counts.confirmed + t.counts.pending;
  const full = t.playerCap !== null && seated >= t.playerCap;

  return (
    <>
      <title>{`Manage ${t.name} · Muster`}</title>
      <PageHeader
        eyebrow="Tournament Management"
        title={t.name}
        description={
          <span className={styles.badges}>
            <Badge tone={statusLabels[t.status][1]}>{statusLabels[t.status][0]}</Badge>
            <span>{playerCount(t.counts, t.playerCap)}</span>
          </span>
        }
        actions={
          <>
            <ButtonLink variant="secondary" to={`/tournament/${t.id}`}>
              Event page
            </ButtonLink>
            <Button variant="secondary" onClick={() => setEditing(!editing)} disabled={finished}>
              {editing ? 'Close the editor' : 'Edit details'}
            </Button>
            {!finished && (
              <ConfirmDialog
                trigger={<Button variant="danger">Cancel event</Button>}
                title={`Cancel ${t.name}?`}
                description="Registration closes and players see the event as cancelled."
                confirmLabel="Cancel the event"
                onConfirm={() => cancel.mutate()}
              />
            )}
          </>
        }
      />
      {editing && (
        <Suspense fallback={<PageSpinner />}>
          <TournamentForm
            initial={t}
            submitLabel="Save changes"
            busy={update.isPending}
            serverError={update.error?.message}
            onSubmit={async (values) => {
              try {
                // Loaded with the form already: the editor is the only place that needs it.
                const { withoutLockedTeamSettings } = await import('../team-events/team-settings-form');
                await update.mutateAsync(withoutLockedTeamSettings(t, values));
                setEditing(false);
                toast.show({ variant: 'success', message: 'Event saved.' });
              } catch {
                // shown through serverError
              }
            }}
          />
        </Suspense>
      )}

      <RoundControls tournament={t} />
      <OrganiserExports tournament={t} />
      <ListsSection tournamentId={t.id} organiser />
      <LiveRefresh tournamentId={t.id} />

      <TicketSettingsPanel tournament={t} />

      <section aria-labelledby="registrations-heading" className={styles.section}>
        <h2 id="registrations-heading">Registrations</h2>
        <CheckInControls tournament={t} />
        {t.format === 'teams' && (
          <>
            <h3>Teams</h3>
            <Suspense fallback={null}>
              <OrganiserTeamsTable tournament={t} />
            </Suspense>
            <h3>Players</h3>
          </>
        )}
        {entries.error && (
          <LoadFailedPanel
            title="Registrations could not be loaded"
            error={entries.error}
            onRetry={() => void entries.refetch()}
          />
        )}
        {entries.data && entries.data.length === 0 && (
          <p className={styles.hint}>Nobody has registered yet.</p>
        )}
        {entries.data?.length === 0 && t.currentRound === 0 && t.format === 'singles' && !finished && (
          <BcpImportPanel tournamentId={t.id} />
        )}
        {entries.data && entries.data.length > 0 && (
          <EntriesTable
            tournament={t}
            entries={entries.data}
            payments={paymentsByEntry}
            onRefund={refundEntry}
          />
        )}
        {/* At a teams event players join through a team: a captain's invitation. */}
        {!finished && t.format !== 'teams' && (
          <UsernameForm
            label="Add a player by username (late join or walk-in)"
            button="Add player"
            busy={addPlayer.isPending}
            error={addPlayer.error?.message}
            onAdd={(username) => addPlayer.mutateAsync({ username, overCap: full && overCap })}
          >
            {full && (
              <label className={styles.check}>
                <input type="checkbox" checked={overCap} onChange={(e) => setOverCap(e.target.checked)} />
                Over the cap ({seated} of {t.playerCap} seats taken)
              </label>
            )}
          </UsernameForm>
        )}
      </section>
      <KeepApartPanel tournament={t} />

      <div className={styles.detailGrid}>
        <Card className={styles.panel}>
          <h2>Bonus and penalty points</h2>
          {adjustments.data?.length === 0 && <p className={styles.hint}>None given.</p>}
          <ul>
            {adjustments.data?.map((a) => (
              <li key={a.id}>
                {a.username}: {a.points > 0 ? `+${a.points}` : a.points} — {a.reason}
              </li>
            ))}
          </ul>
          <form
            className={styles.inline}
            onSubmit={async (e) => {
              e.preventDefault();
              try {
                await addAdjustment.mutateAsync({
                  entryId: adjustment.entryId,
                  points: Number(adjustment.points),
                  reason: adjustment.reason,
                });
                setAdjustment({ entryId: '', points: '', reason: '' });
              } catch {
                // shown below
              }
            }}
          >
            <div className={styles.field}>
              <label htmlFor="adjustment-player">Player</label>
              <select
                id="adjustment-player"
                value={adjustment.entryId}
                onChange={(e) => setAdjustment({ ...adjustment, entryId: e.target.value })}
              >
                <option value="">Choose…</option>
                {entries.data?.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.username}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="adjustment-points">Points (negative for a penalty)</label>
              <input
                id="adjustment-points"
                type="number"
                value={adjustment.points}
                onChange={(e) => setAdjustment({ ...adjustment, points: e.target.value })}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor="adjustment-reason">Reason players see</label>
              <input
                id="adjustment-reason"
                value={adjustment.reason}
                maxLength={200}
                onChange={(e) => setAdjustment({ ...adjustment, reason: e.target.value })}
              />
            </div>
            <Button
              type="submit"
              variant="secondary"
              disabled={addAdjustment.isPending || !adjustment.entryId}
            >
              Add
            </Button>
            <FormError message={addAdjustment.error?.message} />
          </form>
        </Card>
        <Card className={styles.panel}>
          <h2>Organisers</h2>
          <ul>
            <li>{t.organiser.username} (created the event)</li>
            {t.coOrganisers.map((p) => (
              <li key={p.id}>{p.username}</li>
            ))}
          </ul>
          <UsernameForm
            label="Add a co-organiser by username"
            button="Add co-organiser"
            busy={addCo.isPending}
            error={addCo.error?.message}
            onAdd={(name) => addCo.mutateAsync(name)}
          />
        </Card>
      </div>
    </>
  );
}

/** Results reported by players appear without reloading. */
function LiveRefresh({ tournamentId }: { tournamentId: string }) {
  useTournamentLive(tournamentId);
  return null;
}
