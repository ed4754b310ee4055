import { factionChoices } from '@muster/contracts/faction-choices';
import { type FormEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { deferredModule } from '../../../app/deferred-module';
import { useCurrentUser } from '../../../auth/use-current-user';
import { useOnlineStatus } from '../../../layout/status';
import { flushOutbox, queueAction } from '../../../offline/outbox';
import { Button, ButtonLink } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { FormError } from '../../../ui/FormError';
import fieldStyles from '../../../ui/FormField.module.css';
import { PageSpinner } from '../../../ui/PageSpinner';
import styles from '../Companion.module.css';
import { useMissionScoring } from '../companion-api';
import { useTrackedGame } from '../tracker/tracked-games-store';
import { finishGame, missionOf, totalsOf } from '../tracker/tracker-model';

const factions = factionChoices();

// The log's schema, fetched once the player starts on the form rather than with the page (the
// service worker keeps it for a hall with no signal). Should it be missing, the game is queued as
// typed and the server's own check, the same schema, answers when it is sent.
const logChecks = deferredModule(() => import('@muster/contracts/battle-log'));
const loadLogChecks = () => void logChecks.load().catch(() => undefined);

function FactionSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={onChange} required>
        <option value="">Choose…</option>
        {factions.map((f) => (
          <option key={f}>{f}</option>
        ))}
      </select>
    </div>
  );
}
const today = () => new Date().toISOString().slice(0, 10);

type Draft = {
  myFaction: string;
  opponent: string;
  opponentFaction: string;
  myVp: string;
  opponentVp: string;
  mission: string;
  event: string;
};

function LogForm({ userId }: { userId: string }) {
  const [params] = useSearchParams();
  const [tracked, saveTracked] = useTrackedGame(params.get('tracked') ?? undefined);
  const scoring = useMissionScoring();
  const [logged, setLogged] = useState<string | null>(null);
  const online = useOnlineStatus();
  const [error, setError] = useState<string | null>(null);
  // A second tap while the check is read must not log the game twice (each send has its own reference).
  const submitting = useRef(false);
  const fromTracker = (): Draft => {
    if (!tracked || !scoring.data)
      return {
        myFaction: '',
        opponent: '',
        opponentFaction: '',
        myVp: '',
        opponentVp: '',
        mission: '',
        event: '',
      };
    const [mine, theirs] = tracked.sides.map((s) => totalsOf(s, scoring.data));
    return {
      myFaction: '',
      opponent: tracked.sides[1].name,
      opponentFaction: '',
      myVp: String(mine?.total ?? ''),
      opponentVp: String(theirs?.total ?? ''),
      mission: missionOf(scoring.data, tracked.sides[0])?.name ?? '',
      event: '',
    };
  };
  const [draft, setDraft] = useState<Draft | null>(null);
  if (params.get('tracked') && scoring.isPending) return <PageSpinner />;
  const values = draft ?? fromTracker();
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft({ ...values, [key]: e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      await logGame();
    } finally {
      submitting.current = false;
    }
  };

  const logGame = async () => {
    const clientRef = crypto.randomUUID();
    const request = {
      playedOn: today(),
      event: values.event,
      myFaction: values.myFaction,
      opponent: values.opponent,
      opponentFaction: values.opponentFaction,
      myVp: values.myVp.trim() === '' ? Number.NaN : Number(values.myVp),
      opponentVp: values.opponentVp.trim() === '' ? Number.NaN : Number(values.opponentVp),
      mission: values.mission,
      clientRef,
    };
    const checks = await logChecks.load().catch(() => null);
    const parsed = checks?.battleLogRequestSchema.safeParse(request);
    if (parsed && !parsed.success) {
      setError(parsed.error.issues.map((issue) => issue.message).join(' '));
      return;
    }
    const body = parsed?.data ?? request;
    setError(null);
    // Named as the player would: the opponent, or their army when no name was given.
    const against = values.opponent.trim() || values.opponentFaction || 'your opponent';
    const label = `Game against ${against}: ${body.myVp}–${body.opponentVp}`;
    queueAction({
      id: clientRef,
      userId,
      label,
      method: 'POST',
      path: '/api/battles',
      body,
      trackedGameId: tracked?.id ?? null,
    });
    if (tracked) saveTracked(finishGame(tracked, new Date(), 'battle-log'));
    void flushOutbox(userId);
    setLogged(label);
    setDraft(null);
  };

  if (logged)
    return (
      <Card className={styles.section} role="status">
        <p>
          Logged: {logged}.{' '}
          {online
            ? 'Sending it to your battle log now.'
            : "It goes to your battle log when you're back online."}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setLogged(null)}>
            Log another game
          </Button>
          <ButtonLink to="/battles" variant="ghost">
            Battle log
          </ButtonLink>
        </div>
      </Card>
    );

  return (
    <form
      className={styles.section}
      onSubmit={submit}
      onFocus={loadLogChecks}
      onPointerDown={loadLogChecks}
      noValidate
    >
      {tracked && (
        <p className={styles.muted}>Filled in from the score tracker: add the factions and log it.</p>
      )}
      <FactionSelect
        id="log-my-faction"
        label="Your faction"
        value={values.myFaction}
        onChange={set('myFaction')}
      />
      <div className={fieldStyles.field}>
        <label htmlFor="log-opponent">Opponent</label>
        <input id="log-opponent" value={values.opponent} maxLength={80} onChange={set('opponent')} />
      </div>
      <FactionSelect
        id="log-opponent-faction"
        label="Opponent's faction"
        value={values.opponentFaction}
        onChange={set('opponentFaction')}
      />
      <div className={fieldStyles.row}>
        <div className={fieldStyles.field}>
          <label htmlFor="log-my-vp">Your VP</label>
          <input
            id="log-my-vp"
            type="number"
            inputMode="numeric"
            min={0}
            value={values.myVp}
            onChange={set('myVp')}
            required
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="log-opponent-vp">Their VP</label>
          <input
            id="log-opponent-vp"
            type="number"
            inputMode="numeric"
            min={0}
            value={values.opponentVp}
            onChange={set('opponentVp')}
            required
          />
        </div>
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="log-mission">Mission</label>
        <input id="log-mission" value={values.mission} maxLength={120} onChange={set('mission')} />
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="log-event">Event</label>
        <input
          id="log-event"
          value={values.event}
          maxLength={120}
          placeholder="Casual game"
          onChange={set('event')}
        />
      </div>
      <FormError message={error} />
      <Button type="submit">Log the game</Button>
    </form>
  );
}

/** /mobile/log: log a game in a few taps, with or without signal. */
export function QuickLogPage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <section className={styles.section} aria-labelledby="quick-log-heading">
      <title>Log a game · Muster</title>
      <h1 id="quick-log-heading" className={styles.heading}>
        Log a game
      </h1>
      {isLoading ? (
        <PageSpinner />
      ) : user ? (
        <LogForm userId={user.id} />
      ) : (
        <>
          <p className={styles.muted}>Sign in to keep your games in your battle log.</p>
          <ButtonLink to="/login?next=/mobile/log">Sign in</ButtonLink>
        </>
      )}
    </section>
  );
}
