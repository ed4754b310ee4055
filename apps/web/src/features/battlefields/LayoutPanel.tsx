import {
  boardSizes,
  type DeploymentPreset,
  type DeploymentZone,
  deploymentPresets,
  type PlayerNumber,
  type Point,
  playerColorNames,
  playerColors,
} from '@muster/battlefield';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import fieldStyles from '../../ui/FormField.module.css';
import { Switch } from '../../ui/Switch';
import styles from './Battlefields.module.css';
import type { BattlefieldDraft } from './use-battlefield-draft';

export const presetLabels: Record<DeploymentPreset, string> = {
  hammer_and_anvil: 'Hammer and Anvil',
  dawn_of_war: 'Dawn of War',
  search_and_destroy: 'Search and Destroy',
  diagonal: 'Diagonal',
  frontline: 'Frontline',
  custom: 'Custom (draw your own)',
};

const pointsText = (points: Point[]) => points.map((p) => `${p.x},${p.y}`).join('; ');
/** "x,y; x,y; …" → points; anything unreadable is dropped and the server explains what is missing. */
function parsePoints(text: string): Point[] {
  return text
    .split(';')
    .map((pair) => pair.split(',').map((n) => Number(n.trim())))
    .filter((pair): pair is [number, number] => pair.length === 2 && pair.every(Number.isFinite))
    .map(([x, y]) => ({ x, y }));
}

function ZoneEditor({
  zone,
  onChange,
  onRemove,
}: {
  zone: DeploymentZone;
  onChange: (z: DeploymentZone) => void;
  onRemove: () => void;
}) {
  const [text, setText] = useState(pointsText(zone.points));
  const id = `zone-${zone.id}`;
  return (
    <div className={styles.zone}>
      <label htmlFor={id}>
        {zone.name} ({playerColorNames[zone.customProperties.player]}): points as x,y; x,y; …
      </label>
      <input
        id={id}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange({ ...zone, points: parsePoints(event.target.value) });
        }}
      />
      <Button size="sm" variant="ghost" onClick={onRemove}>
        Remove {zone.name}
      </Button>
    </div>
  );
}

export function LayoutPanel({ editor }: { editor: BattlefieldDraft }) {
  const { draft, update, applyPreset } = editor;
  const [preset, setPreset] = useState<DeploymentPreset>('hammer_and_anvil');
  const number = (value: string) => (value === '' ? Number.NaN : Number(value));
  const addZone = (player: PlayerNumber) =>
    update({
      deploymentZones: [
        ...draft.deploymentZones,
        {
          id: `custom-${crypto.randomUUID().slice(0, 8)}`,
          name: `Player ${player} zone`,
          points: [],
          color: playerColors[player],
          customProperties: { player },
        },
      ],
    });

  return (
    <div className={styles.panelBody}>
      <div className={fieldStyles.field}>
        <label htmlFor="bf-name">Name</label>
        <input
          id="bf-name"
          value={draft.name}
          maxLength={120}
          onChange={(e) => update({ name: e.target.value })}
        />
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="bf-description">Description</label>
        <textarea
          id="bf-description"
          rows={2}
          value={draft.description}
          maxLength={2000}
          onChange={(e) => update({ description: e.target.value })}
        />
      </div>
      <div className={fieldStyles.row}>
        <div className={fieldStyles.field}>
          <label htmlFor="bf-width">Width (inches)</label>
          <input
            id="bf-width"
            type="number"
            step="any"
            value={Number.isNaN(draft.size.width) ? '' : draft.size.width}
            onChange={(e) => update({ size: { ...draft.size, width: number(e.target.value) } })}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="bf-height">Height (inches)</label>
          <input
            id="bf-height"
            type="number"
            step="any"
            value={Number.isNaN(draft.size.height) ? '' : draft.size.height}
            onChange={(e) => update({ size: { ...draft.size, height: number(e.target.value) } })}
          />
        </div>
      </div>
      <div className={styles.sizeChoices}>
        {boardSizes.map((size) => (
          <Button
            key={size.label}
            size="sm"
            variant="ghost"
            onClick={() => update({ size: { width: size.width, height: size.height } })}
          >
            {size.label}
          </Button>
        ))}
      </div>
      <div className={fieldStyles.row}>
        <div className={fieldStyles.field}>
          <label htmlFor="bf-preset">Deployment</label>
          <select
            id="bf-preset"
            value={preset}
            onChange={(e) => setPreset(e.target.value as DeploymentPreset)}
          >
            {deploymentPresets.map((p) => (
              <option key={p} value={p}>
                {presetLabels[p]}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={() => applyPreset(preset)} disabled={preset === 'custom'}>
          Apply deployment
        </Button>
      </div>
      {draft.deploymentZones.map((zone) => (
        <ZoneEditor
          key={zone.id}
          zone={zone}
          onChange={(next) =>
            update({ deploymentZones: draft.deploymentZones.map((z) => (z.id === zone.id ? next : z)) })
          }
          onRemove={() => update({ deploymentZones: draft.deploymentZones.filter((z) => z.id !== zone.id) })}
        />
      ))}
      <div className={styles.sizeChoices}>
        <Button size="sm" variant="ghost" onClick={() => addZone(1)}>
          Add a custom zone for player 1
        </Button>
        <Button size="sm" variant="ghost" onClick={() => addZone(2)}>
          Add a custom zone for player 2
        </Button>
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="bf-mission">Mission</label>
        <input
          id="bf-mission"
          value={draft.missionName}
          maxLength={120}
          onChange={(e) => update({ missionName: e.target.value })}
        />
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="bf-rules">Mission rules</label>
        <textarea
          id="bf-rules"
          rows={3}
          value={draft.missionRules}
          maxLength={4000}
          onChange={(e) => update({ missionRules: e.target.value })}
        />
      </div>
      <Switch
        label="Public"
        description="Anyone with the link can view it, and organisers can use it for a round."
        checked={draft.isPublic}
        onCheckedChange={(isPublic) => update({ isPublic })}
      />
    </div>
  );
}
