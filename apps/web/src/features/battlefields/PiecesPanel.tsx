import { type PlayerNumber, playerColorNames, type TerrainPiece, terrainKinds } from '@muster/battlefield';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import fieldStyles from '../../ui/FormField.module.css';
import { useRoster, useRosterList } from '../rosters/rosters-api';
import type { Selection } from './BattlefieldBoard';
import styles from './Battlefields.module.css';
import type { BattlefieldDraft } from './use-battlefield-draft';

function NumberField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        step="0.25"
        value={value}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (event.target.value !== '' && Number.isFinite(next)) onChange(next);
        }}
      />
    </div>
  );
}

function Inspector({
  editor,
  selection,
  onDone,
}: {
  editor: BattlefieldDraft;
  selection: NonNullable<Selection>;
  onDone: () => void;
}) {
  const { draft, move, resize, relabel, remove } = editor;
  const { kind, id } = selection;
  const terrain = kind === 'terrain' ? draft.terrain.find((t) => t.id === id) : undefined;
  const objective = kind === 'objective' ? draft.objectives.find((o) => o.id === id) : undefined;
  const unit = kind === 'unit' ? draft.unitPlacements.find((u) => u.id === id) : undefined;
  const position = unit?.position ?? terrain ?? objective;
  if (!position) return null;
  const title = unit
    ? `${unit.unitName} (${playerColorNames[unit.playerId]})`
    : terrain
      ? terrain.label || terrain.kind
      : `Objective ${objective?.label}`;
  const rotation = unit?.rotation ?? terrain?.rotation;
  const size = unit?.size ?? terrain;
  return (
    <section className={styles.inspector} aria-label="Selected piece">
      <h3>{title}</h3>
      <div className={fieldStyles.row}>
        <NumberField id="piece-x" label='X (")' value={position.x} onChange={(x) => move(kind, id, { x })} />
        <NumberField id="piece-y" label='Y (")' value={position.y} onChange={(y) => move(kind, id, { y })} />
        {rotation !== undefined && (
          <NumberField
            id="piece-rotation"
            label="Rotation (°)"
            value={rotation}
            onChange={(r) => move(kind, id, { rotation: r })}
          />
        )}
      </div>
      {size && kind !== 'objective' && (
        <div className={fieldStyles.row}>
          <NumberField
            id="piece-width"
            label='Width (")'
            value={size.width}
            onChange={(width) => width > 0 && resize(kind, id, { width, height: size.height })}
          />
          <NumberField
            id="piece-height"
            label='Depth (")'
            value={size.height}
            onChange={(height) => height > 0 && resize(kind, id, { width: size.width, height })}
          />
        </div>
      )}
      {(terrain || objective) && (
        <div className={fieldStyles.field}>
          <label htmlFor="piece-label">Label</label>
          <input
            id="piece-label"
            value={terrain?.label ?? objective?.label ?? ''}
            maxLength={40}
            onChange={(e) => relabel(kind === 'terrain' ? 'terrain' : 'objective', id, e.target.value)}
          />
        </div>
      )}
      <p className={styles.hint}>
        On the board: arrow keys move 1" (Shift: ¼"), R and Shift+R turn 15°, Delete removes.
      </p>
      <Button
        size="sm"
        variant="danger"
        onClick={() => {
          remove(kind, id);
          onDone();
        }}
      >
        Remove this piece
      </Button>
    </section>
  );
}

export function PiecesPanel({
  editor,
  selection,
  onSelect,
}: {
  editor: BattlefieldDraft;
  selection: Selection;
  onSelect: (selection: Selection) => void;
}) {
  const [terrainKind, setTerrainKind] = useState<TerrainPiece['kind']>('ruin');
  const rosters = useRosterList();
  const [rosterId, setRosterId] = useState('');
  const chosenRoster = rosterId || rosters.data?.[0]?.id || '';
  const roster = useRoster(chosenRoster);
  const units = roster.data?.roster.units ?? [];
  const [unitIndex, setUnitIndex] = useState(0);
  const [player, setPlayer] = useState<PlayerNumber>(1);
  const [playerName, setPlayerName] = useState('');

  return (
    <div className={styles.panelBody}>
      <div className={fieldStyles.row}>
        <div className={fieldStyles.field}>
          <label htmlFor="terrain-kind">Terrain</label>
          <select
            id="terrain-kind"
            value={terrainKind}
            onChange={(e) => setTerrainKind(e.target.value as TerrainPiece['kind'])}
          >
            {terrainKinds.map((kind) => (
              <option key={kind} value={kind}>
                {kind === 'area' ? 'terrain area' : kind}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          onClick={() => onSelect({ kind: 'terrain', id: editor.addTerrain(terrainKind) })}
        >
          Add terrain
        </Button>
        <Button
          variant="secondary"
          onClick={() => onSelect({ kind: 'objective', id: editor.addObjective() })}
        >
          Add objective
        </Button>
      </div>

      <fieldset className={styles.unitPicker}>
        <legend>Place a unit from a roster</legend>
        {rosters.data && rosters.data.length === 0 ? (
          <p className={styles.hint}>Import a roster on My Rosters to place its units here.</p>
        ) : (
          <>
            <div className={fieldStyles.row}>
              <div className={fieldStyles.field}>
                <label htmlFor="place-roster">Roster</label>
                <select
                  id="place-roster"
                  value={chosenRoster}
                  onChange={(e) => {
                    setRosterId(e.target.value);
                    setUnitIndex(0);
                  }}
                >
                  {(rosters.data ?? []).map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className={fieldStyles.field}>
                <label htmlFor="place-unit">Unit</label>
                <select
                  id="place-unit"
                  value={unitIndex}
                  onChange={(e) => setUnitIndex(Number(e.target.value))}
                >
                  {units.map((u, i) => (
                    <option key={`${u.id}-${u.name}`} value={i}>
                      {u.name} ({u.count})
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <div className={fieldStyles.row}>
              <div className={styles.radios} role="radiogroup" aria-label="Side">
                {([1, 2] as const).map((p) => (
                  <label key={p}>
                    <input
                      type="radio"
                      name="place-player"
                      checked={player === p}
                      onChange={() => setPlayer(p)}
                    />{' '}
                    Player {p} ({playerColorNames[p]})
                  </label>
                ))}
              </div>
              <div className={fieldStyles.field}>
                <label htmlFor="place-player-name">Player name</label>
                <input
                  id="place-player-name"
                  value={playerName}
                  maxLength={80}
                  onChange={(e) => setPlayerName(e.target.value)}
                />
              </div>
            </div>
            <Button
              variant="secondary"
              disabled={!units[unitIndex]}
              onClick={() => {
                const unit = units[unitIndex];
                if (unit)
                  onSelect({
                    kind: 'unit',
                    id: editor.addUnit(unit, player, playerName || `Player ${player}`),
                  });
              }}
            >
              Place unit
            </Button>
          </>
        )}
      </fieldset>
      {selection && <Inspector editor={editor} selection={selection} onDone={() => onSelect(null)} />}
    </div>
  );
}
