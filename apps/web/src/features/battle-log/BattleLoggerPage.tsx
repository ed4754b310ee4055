import type { BattleLogRequest, LoggedBattle } from '@muster/contracts';
import { factionChoices } from '@muster/contracts/faction-choices';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../toasts/ToastProvider';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import styles from './BattleLog.module.css';
import { useDeleteBattle, useLogBattle, useLoggedBattles } from './battle-log-api';

const factions = factionChoices();
const today = () => new Date().toISOString().slice(0, 10);
const blank = () => ({
  playedOn: today(),
  event: '',
  myFaction: '',
  myDetachment: '',
  opponent: '',
  opponentFaction: '',
  myVp: '',
  opponentVp: '',
  mission: '',
  deployment: '',
  firstTurn: 'unknown' as NonNullable<BattleLogRequest['firstTurn']>,
});
type Draft = ReturnType<typeof blank>;

/** Empty score boxes stay empty (the server asks for them) rather than becoming 0. */
const toRequest = (draft: Draft): BattleLogRequest => ({
  ...draft,
  myVp: draft.myVp.trim() === '' ? Number.NaN : Number(draft.myVp),
  opponentVp: draft.opponentVp.trim() === '' ? Number.NaN : Number(draft.opponentVp),
});

/** /battles: record a game by hand; it counts in your analytics, not the community meta. */
export function BattleLoggerPage() {
  return (
    <>
      <title>Battle Logger · Muster</title>
      <PageHeader
        eyebrow="Analytics"
        title="Battle Logger"
        description="Record the games you play outside Muster events. They feed your analytics and your own meta; the community meta only counts verified event results and shared uploads."
        actions={
          <ButtonLink to="/analytics" variant="secondary">
            Your analytics
          </ButtonLink>
        }
      />
      <div className={styles.layout}>
        <LogForm />
        <BattleList />
      </div>
    </>
  );
}

function LogForm() {
  const [draft, setDraft] = useState(blank);
  const [error, setError] = useState<string | null>(null);
  const log = useLogBattle();
  const toast = useToast();
  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!draft.myFaction || !draft.opponentFaction) return setError('Choose both factions.');
    if (draft.myVp.trim() === '' || draft.opponentVp.trim() === '') return setError('Enter both scores.');
    try {
      const saved = await log.mutateAsync(toRequest(draft));
      toast.show({
        variant: 'success',
        message: `Logged: a ${saved.outcome} ${saved.myVp}–${saved.opponentVp}.`,
      });
      // Keep what players tend to repeat (their faction, the event); clear the rest.
      setDraft({
        ...blank(),
        myFaction: draft.myFaction,
        myDetachment: draft.myDetachment,
        event: draft.event,
      });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <Card>
      <h2 className={styles.sectionTitle}>Log a game</h2>
      <form noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
        <div className={fieldStyles.row}>
          <div className={fieldStyles.field}>
            <label htmlFor="battle-date">Date</label>
            <input id="battle-date" type="date" max={today()} {...field('playedOn')} />
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor="battle-event">Event (optional)</label>
            <input id="battle-event" maxLength={120} placeholder="Casual game" {...field('event')} />
          </div>
        </div>
        <SideFields
          legend="You"
          idPrefix="battle-my"
          labels={{ faction: 'Your faction', detail: 'Detachment (optional)', vp: 'Your VP' }}
          faction={field('myFaction')}
          detail={field('myDetachment')}
          detailMax={120}
          vp={field('myVp')}
        />
        <SideFields
          legend="Opponent"
          idPrefix="battle-opponent"
          labels={{ faction: 'Their faction', detail: 'Their name (optional)', vp: 'Their VP' }}
          faction={field('opponentFaction')}
          detail={field('opponent')}
          detailMax={80}
          vp={field('opponentVp')}
        />
        <div className={fieldStyles.row}>
          <div className={fieldStyles.field}>
            <label htmlFor="battle-mission">Mission (optional)</label>
            <input id="battle-mission" maxLength={120} {...field('mission')} />
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor="battle-deployment">Deployment (optional)</label>
            <input id="battle-deployment" maxLength={120} {...field('deployment')} />
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor="battle-first-turn">First turn</label>
            <select id="battle-first-turn" {...field('firstTurn')}>
              <option value="unknown">Not recorded</option>
              <option value="me">I went first</option>
              <option value="opponent">They went first</option>
            </select>
          </div>
        </div>
        <FormError message={error} />
        <div>
          <Button type="submit" disabled={log.isPending}>
            {log.isPending ? 'Logging…' : 'Log game'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

type Bound = { value: string; onChange: (e: { target: { value: string } }) => void };

/** One side of the table: faction, a detail (detachment or name) and victory points. */
function SideFields({
  legend,
  idPrefix,
  labels,
  faction,
  detail,
  detailMax,
  vp,
}: {
  legend: string;
  idPrefix: string;
  labels: { faction: string; detail: string; vp: string };
  faction: Bound;
  detail: Bound;
  detailMax: number;
  vp: Bound;
}) {
  return (
    <fieldset className={styles.side}>
      <legend>{legend}</legend>
      <div className={fieldStyles.row}>
        <div className={fieldStyles.field}>
          <label htmlFor={`${idPrefix}-faction`}>{labels.faction}</label>
          <select id={`${idPrefix}-faction`} {...faction}>
            <option value="">Choose…</option>
            {factions.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={`${idPrefix}-detail`}>{labels.detail}</label>
          <input id={`${idPrefix}-detail`} maxLength={detailMax} {...detail} />
        </div>
        <div className={`${fieldStyles.field} ${styles.score}`}>
          <label htmlFor={`${idPrefix}-vp`}>{labels.vp}</label>
          <input id={`${idPrefix}-vp`} inputMode="numeric" {...vp} />
        </div>
      </div>
    </fieldset>
  );
}

const outcomeTone = { win: 'success', draw: 'grey', loss: 'error' } as const;

function BattleList() {
  const battles = useLoggedBattles();
  const remove = useDeleteBattle();
  const toast = useToast();
  if (battles.isPending) return <PageSpinner label="Loading your games" />;
  if (battles.isError)
    return (
      <LoadFailedPanel
        title="Your games could not be loaded"
        error={battles.error}
        onRetry={() => void battles.refetch()}
      />
    );
  const removeBattle = (battle: LoggedBattle) =>
    remove.mutate(battle.id, {
      onSuccess: () => toast.show({ variant: 'success', message: 'Game removed from your log.' }),
      onError: (failure) => toast.show({ variant: 'error', message: failure.message }),
    });
  return (
    <Card>
      <h2 className={styles.sectionTitle}>Your logged games</h2>
      {battles.data.battles.length === 0 ? (
        <p className={styles.muted}>Nothing logged yet.</p>
      ) : (
        <ul className={styles.list}>
          {battles.data.battles.map((b) => (
            <li key={b.id} className={styles.item}>
              <div className={styles.itemHead}>
                <strong>
                  {b.myFaction} vs {b.opponentFaction}
                </strong>
                <Badge tone={outcomeTone[b.outcome]}>
                  {b.outcome} {b.myVp}–{b.opponentVp}
                </Badge>
              </div>
              <span className={styles.muted}>
                {b.playedOn} · {b.event}
                {b.opponent ? ` · against ${b.opponent}` : ''}
                {b.mission ? ` · ${b.mission}` : ''}
              </span>
              <div>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={remove.isPending}
                  onClick={() => removeBattle(b)}
                  aria-label={`Remove ${b.myFaction} vs ${b.opponentFaction} on ${b.playedOn}`}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
