import { useTournamentMode } from '../../tournament-mode/TournamentModeProvider';
import { batteryModes } from '../../tournament-mode/tournament-mode-model';
import { Card } from '../../ui/Card';
import { Switch } from '../../ui/Switch';
import styles from './SettingsPage.module.css';

const batteryDescriptions = {
  standard: 'Animations as designed.',
  optimized: 'Animations run in half the time.',
  maximum: 'No animations at all.',
} as const;

export function TournamentModeSettings() {
  const {
    enabled,
    manual,
    auto,
    setAuto,
    batteryMode,
    setEnabled,
    setBatteryMode,
    currentMatch,
    activeTournament,
  } = useTournamentMode();
  return (
    <Card>
      <h2 id="tournament-mode">Tournament mode</h2>
      <Switch
        label="Tournament mode"
        description="Shows your current match in the header and unlocks battery saving for long event days."
        checked={manual}
        onCheckedChange={setEnabled}
      />
      <Switch
        label="Turn on by itself during my events"
        description="While you have a game in a live event, tournament mode is on without this switch above."
        checked={auto}
        onCheckedChange={setAuto}
      />
      {enabled && !manual && <p className={styles.hint}>On now, for your live event.</p>}
      <fieldset className={styles.battery} disabled={!enabled}>
        <legend>Battery mode {enabled ? '' : '(turn tournament mode on to choose)'}</legend>
        {batteryModes.map((mode) => (
          <label key={mode} className={styles.batteryOption}>
            <input
              type="radio"
              name="battery-mode"
              value={mode}
              checked={batteryMode === mode}
              onChange={() => setBatteryMode(mode)}
            />
            <span>
              <strong>{mode.charAt(0).toUpperCase() + mode.slice(1)}</strong> — {batteryDescriptions[mode]}
            </span>
          </label>
        ))}
      </fieldset>
      {enabled && (
        <p className={styles.hint}>
          {activeTournament
            ? currentMatch
              ? `Current match: round ${currentMatch.roundNumber} (${currentMatch.status}).`
              : `${activeTournament.name}: no match to play this round yet.`
            : 'No active tournament. Register for one from Tournaments and your pairings appear here.'}
        </p>
      )}
    </Card>
  );
}
