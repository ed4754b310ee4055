import type { EventPack } from '@muster/contracts/missions';
import { CUSTOM_SCORING, defaultEventPack, suggestedRounds } from '@muster/contracts/tournament-options';
import type { Tournament, TournamentCreate } from '@muster/contracts/tournaments';
import { scoringPresets, type TiebreakerId, tiebreakerIds, topCutSizes } from '@muster/pairing';
import { type FormEvent, useId, useState } from 'react';
import { deferredModule } from '../../app/deferred-module';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { TeamSettingsFields } from '../team-events/TeamSettingsFields';
import {
  TEAMS_SCORING_PRESET,
  teamFormDefaults,
  teamFormFrom,
  teamSettingsFromForm,
  teamSettingsLocked,
} from '../team-events/team-settings-form';
import { EventPackFields } from './EventPackFields';
import styles from './Tournaments.module.css';

// The event's schema, fetched once the organiser starts on the form rather than with the page.
const eventChecks = deferredModule(() => import('@muster/contracts/tournaments'));
const loadEventChecks = () => void eventChecks.load().catch(() => undefined);
const CHECKS_FAILED = 'The form could not be checked: the connection dropped. Try again.';

const tiebreakerLabels: Record<TiebreakerId, string> = {
  'strength-of-schedule': 'Strength of schedule',
  'extended-strength-of-schedule': 'Extended strength of schedule',
  'opponents-win-percentage': "Opponents' win rate",
  'vp-total': 'Victory points total',
  'vp-margin': 'Victory point margin (Margin of Victory)',
  'opponents-game-win-percentage': 'Oppt. Game Win % (BCP, floored)',
  'extended-opponents-game-win-percentage': 'Extended Oppt. Game Win %',
  'path-to-victory': 'Path to Victory (BCP)',
  'wins-strength-of-schedule': 'Wins SoS (BCP)',
  'battle-points-strength-of-schedule': 'Battle Points SoS',
  'points-destroyed': 'Points Destroyed (BCP: army points of enemy units destroyed)',
};

type Band = { upTo: string; winner: string; loser: string };
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (value: string) => (value ? new Date(value).toISOString() : null);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

function defaults(): Record<string, string> {
  return {
    name: '',
    description: '',
    edition: '11th',
    startsOn: inDays(30).toISOString().slice(0, 10),
    endsOn: inDays(30).toISOString().slice(0, 10),
    venue: '',
    pointsLimit: '2000',
    rounds: '3',
    roundMinutes: '180',
    playerCap: '',
    registrationOpensAt: localInput(new Date().toISOString()),
    registrationClosesAt: localInput(inDays(28).toISOString()),
    listDeadline: '',
    listsPublishAt: '',
    visibility: 'public',
    format: 'singles',
    requireApproval: '',
    scoringPresetId: 'win-draw-loss-vp',
    topCut: '0',
    freshTables: '',
    clubAvoidance: 'first-round',
    lateJoinMissedRounds: 'loss',
    tiebreak1: '',
    tiebreak2: '',
    tiebreak3: '',
    opponentWinFloor: '',
  };
}

function fromTournament(t: Tournament): Record<string, string> {
  return {
    name: t.name,
    description: t.description,
    edition: t.edition,
    startsOn: t.startsOn,
    endsOn: t.endsOn,
    venue: t.venue,
    pointsLimit: String(t.pointsLimit),
    rounds: String(t.rounds),
    roundMinutes: String(t.roundMinutes),
    playerCap: t.playerCap === null ? '' : String(t.playerCap),
    registrationOpensAt: localInput(t.registrationOpensAt),
    registrationClosesAt: localInput(t.registrationClosesAt),
    listDeadline: localInput(t.listDeadline),
    listsPublishAt: localInput(t.listsPublishAt),
    visibility: t.visibility,
    format: t.format,
    requireApproval: t.requireApproval ? 'yes' : '',
    scoringPresetId: t.scoringPresetId,
    topCut: String(t.topCut),
    freshTables: t.freshTables ? 'yes' : '',
    clubAvoidance: t.clubAvoidance,
    lateJoinMissedRounds: t.lateJoinMissedRounds,
    tiebreak1: t.tiebreakers?.[0] ?? '',
    tiebreak2: t.tiebreakers?.[1] ?? '',
    tiebreak3: t.tiebreakers?.[2] ?? '',
    // Shown in percent, as BCP shows it (33), stored as a share (0.33).
    opponentWinFloor: t.opponentWinFloor === null ? '' : String(Math.round(t.opponentWinFloor * 10000) / 100),
  };
}

/** Create or edit an event; every rule is the shared contract's, checked here before sending. */
export function TournamentForm({
  initial,
  submitLabel,
  busy,
  serverError,
  onSubmit,
}: {
  initial?: Tournament;
  submitLabel: string;
  busy: boolean;
  serverError?: string;
  onSubmit: (values: TournamentCreate) => void;
}) {
  const id = useId();
  const [values, setValues] = useState(initial ? fromTournament(initial) : defaults());
  const [bands, setBands] = useState<Band[]>(
    initial?.customGapTable?.map((b) => ({
      upTo: b.upTo === null ? '' : String(b.upTo),
      winner: String(b.winner),
      loser: String(b.loser),
    })) ?? [
      { upTo: '10', winner: '12', loser: '8' },
      { upTo: '', winner: '16', loser: '4' },
    ],
  );
  const [pack, setPack] = useState<EventPack>(
    initial?.eventPack ?? defaultEventPack(values.edition ?? '11th'),
  );
  const [teamForm, setTeamForm] = useState(initial?.teams ? teamFormFrom(initial.teams) : teamFormDefaults());
  // Format and team settings are fixed once the event has started (the server refuses a change).
  const teamsLocked = teamSettingsLocked(initial);
  const teams = values.format === 'teams';
  const [error, setError] = useState<string | null>(null);
  const set = (key: string) => (event: { target: { value: string } }) => {
    // A teams event scores its games on the WTC's 20–0 table and has no top cut.
    if (key === 'format' && event.target.value === 'teams') {
      setValues({ ...values, format: 'teams', scoringPresetId: TEAMS_SCORING_PRESET, topCut: '0' });
      return;
    }
    setValues({ ...values, [key]: event.target.value });
    // A new edition brings its own default pack, unless rounds were set by hand.
    if (key === 'edition' && pack.rounds.length === 0) setPack(defaultEventPack(event.target.value));
  };
  // `wide` fields hold selects whose options are sentences: they take two columns of the grid.
  const field = (key: string, label: string, input: React.ReactNode, hint?: string, wide = false) => (
    <div className={wide ? `${styles.field} ${styles.wideField}` : styles.field}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {input}
      {hint && <small className={styles.hint}>{hint}</small>}
    </div>
  );
  const text = (key: string, type = 'text', extra: Record<string, string | number> = {}) => (
    <input id={`${id}-${key}`} type={type} value={values[key]} onChange={set(key)} {...extra} />
  );
  const cap = Number(teams ? teamForm.teamCap : values.playerCap) || 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tiebreakers = [values.tiebreak1, values.tiebreak2, values.tiebreak3].filter(Boolean);
    const team = teams ? teamSettingsFromForm(teamForm) : null;
    if (team?.problem) {
      setError(team.problem);
      return;
    }
    const checks = await eventChecks.load().catch(() => null);
    if (!checks) {
      setError(CHECKS_FAILED);
      return;
    }
    const parsed = checks.tournamentCreateSchema.safeParse({
      name: values.name,
      description: values.description,
      edition: values.edition,
      startsOn: values.startsOn,
      endsOn: values.endsOn,
      venue: values.venue,
      format: teams ? 'teams' : 'singles',
      teams: team?.settings ?? null,
      pointsLimit: Number(values.pointsLimit),
      rounds: Number(values.rounds),
      roundMinutes: Number(values.roundMinutes),
      // A teams event caps teams (in its team settings), not players.
      playerCap: !teams && values.playerCap ? Number(values.playerCap) : null,
      registrationOpensAt: fromLocal(values.registrationOpensAt ?? ''),
      registrationClosesAt: fromLocal(values.registrationClosesAt ?? ''),
      listDeadline: fromLocal(values.listDeadline ?? ''),
      listsPublishAt: fromLocal(values.listsPublishAt ?? ''),
      visibility: values.visibility,
      requireApproval: values.requireApproval === 'yes',
      scoringPresetId: values.scoringPresetId,
      customGapTable:
        values.scoringPresetId === CUSTOM_SCORING
          ? bands.map((b) => ({
              upTo: b.upTo === '' ? null : Number(b.upTo),
              winner: Number(b.winner),
              loser: Number(b.loser),
            }))
          : null,
      tiebreakers: tiebreakers.length > 0 ? tiebreakers : null,
      opponentWinFloor: values.opponentWinFloor === '' ? null : Number(values.opponentWinFloor) / 100,
      topCut: teams ? 0 : Number(values.topCut),
      freshTables: values.freshTables === 'yes',
      clubAvoidance: values.clubAvoidance,
      lateJoinMissedRounds: values.lateJoinMissedRounds,
      eventPack: {
        ...pack,
        // Rounds beyond the event's (it got shorter) are dropped rather than refused.
        rounds: pack.rounds.filter((r) => r.round <= Number(values.rounds)),
      },
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the form.');
      return;
    }
    setError(null);
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} onFocus={loadEventChecks} onPointerDown={loadEventChecks} noValidate>
      <Card className={styles.formSection}>
        <h2>The event</h2>
        <div className={styles.grid}>
          {field('name', 'Name', text('name', 'text', { maxLength: 120 }))}
          {field('venue', 'Venue', text('venue', 'text', { maxLength: 200 }))}
          {field('startsOn', 'First day', text('startsOn', 'date'))}
          {field('endsOn', 'Last day', text('endsOn', 'date'))}
          {field(
            'edition',
            'Edition',
            <select id={`${id}-edition`} value={values.edition} onChange={set('edition')}>
              <option value="11th">11th edition</option>
              <option value="10th">10th edition</option>
            </select>,
          )}
          {field(
            'pointsLimit',
            'Points limit',
            text('pointsLimit', 'number', { min: 250, max: 10000, step: 50 }),
          )}
          {field(
            'visibility',
            'Visibility',
            <select id={`${id}-visibility`} value={values.visibility} onChange={set('visibility')}>
              <option value="public">Public: listed for everyone</option>
              <option value="unlisted">Unlisted: only people with the link</option>
            </select>,
          )}
          {field(
            'format',
            'Format',
            <select id={`${id}-format`} value={values.format} onChange={set('format')} disabled={teamsLocked}>
              <option value="singles">Singles</option>
              <option value="teams">Teams (3, 5 or 8 players, captains’ pairing draft)</option>
            </select>,
            teamsLocked ? 'Fixed once the event has started.' : undefined,
          )}
        </div>
        {field(
          'description',
          'Description',
          <textarea
            id={`${id}-description`}
            value={values.description}
            onChange={set('description')}
            rows={4}
            maxLength={4000}
          />,
        )}
      </Card>
      {teams && (
        <TeamSettingsFields
          form={teamForm}
          onChange={setTeamForm}
          scoringPresetId={values.scoringPresetId ?? ''}
          locked={teamsLocked}
        />
      )}

      <Card className={styles.formSection}>
        <h2>{teams ? 'Rounds' : 'Players and rounds'}</h2>
        <div className={styles.grid}>
          {!teams &&
            field(
              'playerCap',
              'Player cap (empty: no cap)',
              text('playerCap', 'number', { min: 2, max: 2000 }),
              'Past the cap, players join a waitlist.',
            )}
          {field(
            'rounds',
            'Rounds',
            text('rounds', 'number', { min: 1, max: 15 }),
            cap > 0
              ? `Suggested for ${cap} ${teams ? 'teams' : 'players'}: ${suggestedRounds(cap)} (one undefeated ${teams ? 'team' : 'player'}).`
              : undefined,
          )}
          {field(
            'roundMinutes',
            'Round length (minutes)',
            text('roundMinutes', 'number', { min: 30, max: 480, step: 15 }),
          )}
          {!teams &&
            field(
              'topCut',
              'Top cut',
              <select id={`${id}-topCut`} value={values.topCut} onChange={set('topCut')}>
                <option value="0">None</option>
                {topCutSizes.map((n) => (
                  <option key={n} value={n}>
                    Top {n}, single elimination
                  </option>
                ))}
              </select>,
            )}
          {field(
            'freshTables',
            'Tables',
            <select id={`${id}-freshTables`} value={values.freshTables} onChange={set('freshTables')}>
              <option value="">By standings (the top game on table 1)</option>
              <option value="yes">Fresh tables (nobody plays on a table twice)</option>
            </select>,
            undefined,
            true,
          )}
          {field(
            'clubAvoidance',
            'Keep clubmates apart',
            <select id={`${id}-clubAvoidance`} value={values.clubAvoidance} onChange={set('clubAvoidance')}>
              <option value="first-round">In round 1</option>
              <option value="every-round">In every round</option>
              <option value="off">Never</option>
            </select>,
            'Only when it costs no rematch or extra pair-down.',
          )}
          {field(
            'lateJoinMissedRounds',
            'Late joiners’ missed rounds',
            <select
              id={`${id}-lateJoinMissedRounds`}
              value={values.lateJoinMissedRounds}
              onChange={set('lateJoinMissedRounds')}
            >
              <option value="loss">Count as losses</option>
              <option value="not-played">Count as not played</option>
            </select>,
          )}
          {field('registrationOpensAt', 'Registration opens', text('registrationOpensAt', 'datetime-local'))}
          {field(
            'registrationClosesAt',
            'Registration closes',
            text('registrationClosesAt', 'datetime-local'),
          )}
          {field('listDeadline', 'List deadline (optional)', text('listDeadline', 'datetime-local'))}
          {field(
            'listsPublishAt',
            'Publish lists at (optional)',
            text('listsPublishAt', 'datetime-local'),
            'Until then only organisers see the lists.',
          )}
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={values.requireApproval === 'yes'}
            onChange={(e) => setValues({ ...values, requireApproval: e.target.checked ? 'yes' : '' })}
          />
          Approve each registration myself
        </label>
      </Card>

      <Card className={styles.formSection}>
        <h2>Scoring</h2>
        <div className={styles.grid}>
          {field(
            'scoringPresetId',
            'Scoring',
            <select
              id={`${id}-scoringPresetId`}
              value={values.scoringPresetId}
              onChange={set('scoringPresetId')}
            >
              {scoringPresets.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
              <option value={CUSTOM_SCORING}>Custom gap table</option>
            </select>,
            undefined,
            true,
          )}
          {[1, 2, 3].map((n) =>
            field(
              `tiebreak${n}`,
              `Tiebreaker ${n}`,
              <select id={`${id}-tiebreak${n}`} value={values[`tiebreak${n}`]} onChange={set(`tiebreak${n}`)}>
                <option value="">{n === 1 ? "The preset's order" : '—'}</option>
                {tiebreakerIds.map((t) => (
                  <option key={t} value={t}>
                    {tiebreakerLabels[t]}
                  </option>
                ))}
              </select>,
            ),
          )}
          {field(
            'opponentWinFloor',
            "Opponents' win % floor (%)",
            text('opponentWinFloor', 'number', { min: 0, max: 100, step: 1, inputMode: 'numeric' }),
            "Each opponent's win share counts at least this much in opponents' win %. BCP: 33. Empty: the scoring's own.",
          )}
        </div>
        {values.scoringPresetId === CUSTOM_SCORING && (
          <fieldset className={styles.bands}>
            <legend>Gap table: points for the winner and loser by victory-point difference</legend>
            {bands.map((band, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: bands are edited in place and have no identity
              <div key={i} className={styles.band}>
                <label>
                  Difference up to
                  <input
                    type="number"
                    min={0}
                    placeholder="and above"
                    value={band.upTo}
                    onChange={(e) =>
                      setBands(bands.map((b, j) => (j === i ? { ...b, upTo: e.target.value } : b)))
                    }
                  />
                </label>
                <label>
                  Winner
                  <input
                    type="number"
                    min={0}
                    value={band.winner}
                    onChange={(e) =>
                      setBands(bands.map((b, j) => (j === i ? { ...b, winner: e.target.value } : b)))
                    }
                  />
                </label>
                <label>
                  Loser
                  <input
                    type="number"
                    min={0}
                    value={band.loser}
                    onChange={(e) =>
                      setBands(bands.map((b, j) => (j === i ? { ...b, loser: e.target.value } : b)))
                    }
                  />
                </label>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setBands(bands.filter((_, j) => j !== i))}
                  disabled={bands.length === 1}
                >
                  Remove band {i + 1}
                </Button>
              </div>
            ))}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setBands([...bands, { upTo: '', winner: '10', loser: '10' }])}
            >
              Add band
            </Button>
          </fieldset>
        )}
      </Card>
      <EventPackFields
        edition={values.edition ?? '11th'}
        rounds={Number(values.rounds) || 1}
        pack={pack}
        onChange={setPack}
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
        <FormError message={error ?? serverError} />
      </div>
    </form>
  );
}
