import type { EventPack, MissionCatalogue } from '@muster/contracts';
import { useId } from 'react';
import { Card } from '../../ui/Card';
import { useMissionCatalogue } from './missions-api';
import styles from './Tournaments.module.css';

type RoundSetting = EventPack['rounds'][number];
const NAMED = '__named__';

/** "layouts" select values: none, or "source|by-round", or "source|2". */
const layoutValue = (pack: EventPack) =>
  pack.layouts.kind === 'none' ? 'none' : `${pack.layouts.source}|${pack.layouts.variant}`;

function layoutsFrom(value: string): EventPack['layouts'] {
  if (value === 'none') return { kind: 'none' };
  const [source = '', variant = 'by-round'] = value.split('|');
  return { kind: 'matchup', source, variant: variant === 'by-round' ? 'by-round' : Number(variant) };
}

/** One round's mission choice: from the dispositions (''), a data mission id, or a named one. */
function RoundRow({
  round,
  setting,
  catalogue,
  dataMissions,
  onChange,
}: {
  round: number;
  setting: RoundSetting | undefined;
  catalogue: MissionCatalogue | undefined;
  dataMissions: boolean;
  onChange: (setting: RoundSetting | null) => void;
}) {
  const id = useId();
  const missionChoice = setting?.missionId ?? (setting?.missionName !== null && setting ? NAMED : '');
  const update = (patch: Partial<RoundSetting>) => {
    const next = { round, missionId: null, missionName: null, layoutId: null, ...setting, ...patch };
    onChange(next.missionId || next.missionName !== null || next.layoutId ? next : null);
  };
  return (
    <fieldset className={styles.packRound}>
      <legend>Round {round}</legend>
      <div className={styles.field}>
        <label htmlFor={`${id}-mission`}>Mission</label>
        <select
          id={`${id}-mission`}
          value={missionChoice}
          onChange={(e) => {
            const value = e.target.value;
            if (value === NAMED) update({ missionId: null, missionName: '' });
            else update({ missionId: value || null, missionName: null });
          }}
        >
          <option value="">{dataMissions ? 'From the force dispositions' : 'Not set'}</option>
          {dataMissions &&
            catalogue?.missions.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name} for every table
              </option>
            ))}
          <option value={NAMED}>A mission of my own…</option>
        </select>
      </div>
      {missionChoice === NAMED && (
        <div className={styles.field}>
          <label htmlFor={`${id}-named`}>Mission name</label>
          <input
            id={`${id}-named`}
            value={setting?.missionName ?? ''}
            maxLength={80}
            placeholder="e.g. Take and Hold"
            onChange={(e) => update({ missionName: e.target.value })}
          />
        </div>
      )}
      {catalogue && catalogue.layouts.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={`${id}-layout`}>Layout</label>
          <select
            id={`${id}-layout`}
            value={setting?.layoutId ?? ''}
            onChange={(e) => update({ layoutId: e.target.value || null })}
          >
            <option value="">From the layout set</option>
            {catalogue.layouts.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
                {l.deploymentName ? ` (${l.deploymentName})` : ''} for every table
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}

/**
 * The event pack's missions and terrain: a layout set dealt by the two dispositions, and rounds
 * fixed to one mission or layout for every table. 11th-edition missions come from the game data;
 * a 10th-edition event names its own.
 */
export function EventPackFields({
  edition,
  rounds,
  pack,
  onChange,
}: {
  edition: string;
  rounds: number;
  pack: EventPack;
  onChange: (pack: EventPack) => void;
}) {
  const id = useId();
  const catalogue = useMissionCatalogue();
  const data = catalogue.data;
  const dataMissions = edition === '11th';
  const setRound = (round: number, setting: RoundSetting | null) =>
    onChange({
      ...pack,
      rounds: [...pack.rounds.filter((r) => r.round !== round), ...(setting ? [setting] : [])].sort(
        (a, b) => a.round - b.round,
      ),
    });
  const roundNumbers = Array.from({ length: Math.max(1, Math.min(rounds, 15)) }, (_, i) => i + 1);
  return (
    <Card className={styles.formSection}>
      <h2>Missions and terrain</h2>
      <p className={styles.hint}>
        {dataMissions
          ? "Each player's mission follows from their force disposition and their opponent's (the game data's matchups); each table gets the layout its two dispositions are dealt from the set below. A round can instead play one mission on every table."
          : 'Name the mission each round plays, if you want it on the pairings and result slips.'}
      </p>
      {dataMissions && (
        <div className={styles.field}>
          <label htmlFor={`${id}-layouts`}>Terrain layouts</label>
          <select
            id={`${id}-layouts`}
            value={layoutValue(pack)}
            onChange={(e) => onChange({ ...pack, layouts: layoutsFrom(e.target.value) })}
          >
            <option value="none">None: my own tables</option>
            {data?.layoutSets.flatMap((set) => [
              <option key={`${set.source}|by-round`} value={`${set.source}|by-round`}>
                {set.name}: layout 1 in round 1, 2 in round 2…
              </option>,
              ...set.variants.map((v) => (
                <option key={`${set.source}|${v}`} value={`${set.source}|${v}`}>
                  {set.name}: layout {v} every round
                </option>
              )),
            ])}
          </select>
        </div>
      )}
      {catalogue.isError && (
        <p role="alert">The game data's missions could not be loaded. Try again later.</p>
      )}
      <div className={styles.packRounds}>
        {roundNumbers.map((round) => (
          <RoundRow
            key={round}
            round={round}
            setting={pack.rounds.find((r) => r.round === round)}
            catalogue={data}
            dataMissions={dataMissions}
            onChange={(setting) => setRound(round, setting)}
          />
        ))}
      </div>
    </Card>
  );
}
