import { teamSizes } from '@muster/contracts/tournament-options';
import { useId } from 'react';
import { Card } from '../../ui/Card';
import { Switch } from '../../ui/Switch';
import styles from '../tournaments/Tournaments.module.css';
import { drawMarginWording, type TeamSettingsForm, teamFormForSize } from './team-settings-form';

/**
 * A teams event's settings in the event form: size, cap, faction rule, tables, draft clocks and
 * the team result band (pre-filled from the size's preset), said in words as it is edited.
 */
export function TeamSettingsFields({
  form,
  onChange,
  scoringPresetId,
  locked,
}: {
  form: TeamSettingsForm;
  onChange: (form: TeamSettingsForm) => void;
  scoringPresetId: string;
  /** The event has started: the server refuses any change, so nothing here is editable. */
  locked: boolean;
}) {
  const id = useId();
  const set = (key: keyof TeamSettingsForm) => (event: { target: { value: string } }) =>
    onChange({ ...form, [key]: event.target.value });
  const field = (key: keyof TeamSettingsForm, label: string, input: React.ReactNode, hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {input}
      {hint && <small className={styles.hint}>{hint}</small>}
    </div>
  );
  const number = (key: keyof TeamSettingsForm, extra: Record<string, number | string>) => (
    <input
      id={`${id}-${key}`}
      type="number"
      inputMode="decimal"
      value={String(form[key])}
      onChange={set(key)}
      disabled={locked}
      {...extra}
    />
  );
  const rules = {
    drawWithin: Number(form.drawWithin) || 0,
    win: Number(form.win) || 0,
    draw: Number(form.draw) || 0,
    loss: Number(form.loss) || 0,
  };
  return (
    <Card className={styles.formSection} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Teams</h2>
      {locked && (
        <p className={styles.hint}>The event has started: its format and team settings are fixed.</p>
      )}
      <div className={styles.grid}>
        {field(
          'teamSize',
          'Team size',
          <select
            id={`${id}-teamSize`}
            value={form.teamSize}
            onChange={(e) => onChange(teamFormForSize(form, e.target.value))}
            disabled={locked}
          >
            {teamSizes.map((n) => (
              <option key={n} value={n}>
                Teams of {n}
              </option>
            ))}
          </select>,
          'A new size brings its own draw margin.',
        )}
        {field(
          'teamCap',
          'Team cap (empty: no cap)',
          number('teamCap', { min: 2, max: 500, inputMode: 'numeric' }),
          'Past the cap, teams join a waitlist.',
        )}
        <div className={`${styles.field} ${styles.wideField}`}>
          <label htmlFor={`${id}-tableChoice`}>Tables in a team match</label>
          <select
            id={`${id}-tableChoice`}
            value={form.tableChoice}
            onChange={(e) =>
              onChange({ ...form, tableChoice: e.target.value as TeamSettingsForm['tableChoice'] })
            }
            disabled={locked}
          >
            <option value="defender-picks">Defenders pick their tables (WTC)</option>
            <option value="organiser">The organiser assigns tables in order</option>
          </select>
        </div>
        {field(
          'draftStepMinutes',
          'Draft step time (minutes)',
          number('draftStepMinutes', { min: 0.5, max: 30, step: 0.5 }),
          'For each secret pick: defender, attackers, choice.',
        )}
        {field(
          'tablePickSeconds',
          'Table pick time (seconds)',
          number('tablePickSeconds', { min: 15, max: 600, step: 5, inputMode: 'numeric' }),
        )}
      </div>
      <Switch
        label="Each faction once per team"
        description="No two players of a team may bring the same faction."
        checked={form.factionUnique}
        onCheckedChange={(checked) => onChange({ ...form, factionUnique: checked })}
        disabled={locked}
      />
      <fieldset className={styles.bands}>
        <legend>Team result: from the sum of the games’ points</legend>
        <div className={styles.grid}>
          {field(
            'drawWithin',
            'Draw margin (game points)',
            number('drawWithin', { min: 0, max: 1000, inputMode: 'numeric' }),
          )}
          {field('win', 'Team points for a win', number('win', { min: 0, max: 100 }))}
          {field('draw', 'Team points for a draw', number('draw', { min: 0, max: 100 }))}
          {field('loss', 'Team points for a loss', number('loss', { min: 0, max: 100 }))}
        </div>
        <p className={styles.hint} aria-live="polite" data-testid="team-result-wording">
          {drawMarginWording(rules, Number(form.teamSize), scoringPresetId)}
        </p>
      </fieldset>
    </Card>
  );
}
