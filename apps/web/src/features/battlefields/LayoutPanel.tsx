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
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import { Switch } from '../../ui/Switch';
import styles from './Battlefields.module.css';
import { useFetchTerrainLayout, useOfficialDeployments, useTerrainLayouts } from './battlefields-api';
import {
  currentDeployment,
  describeDeployment,
  describeLayout,
  layoutsByMatchup,
  presetLabels,
} from './official-layouts';
import type { BattlefieldDraft } from './use-battlefield-draft';

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

/**
 * Deployment and terrain: the 11th-edition patterns and layouts of the game data, placed as the
 * data places them on its own board, apart from the spec's presets, which are shares of whatever
 * board this is. Each list starts at what is on the board now.
 */
function DeploymentChoices({ editor }: { editor: BattlefieldDraft }) {
  const { draft } = editor;
  const deployments = useOfficialDeployments();
  const layouts = useTerrainLayouts();
  const fetchLayout = useFetchTerrainLayout();
  const official = deployments.data?.deployments ?? [];
  const current = currentDeployment(draft, official);
  const [officialId, setOfficialId] = useState<string | null>(null);
  const [preset, setPreset] = useState<DeploymentPreset | null>(null);
  const [layoutId, setLayoutId] = useState('');
  const [loading, setLoading] = useState(false);
  const [layoutError, setLayoutError] = useState<string | undefined>();
  const chosenOfficial = officialId ?? (current.kind === 'official' ? current.deployment.id : '');
  const chosenPreset = preset ?? (current.kind === 'preset' ? current.preset : '');
  const deployment = official.find((d) => d.id === chosenOfficial);
  const layout = layouts.data?.layouts.find((l) => l.id === layoutId);

  // Once something is on the board, both lists show what is there (not what was last picked).
  const settle = () => {
    setOfficialId(null);
    setPreset(null);
  };
  const loadLayout = async () => {
    setLoading(true);
    setLayoutError(undefined);
    try {
      editor.loadLayout(await fetchLayout(layoutId));
      settle();
    } catch (error) {
      setLayoutError(error instanceof Error ? error.message : 'The layout could not be loaded.');
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <p className={styles.hint} data-testid="current-deployment">
        Deployment on the board: <strong>{describeDeployment(current)}</strong>
      </p>
      <fieldset className={styles.choiceGroup}>
        <legend>Official (11th edition)</legend>
        <div className={fieldStyles.row}>
          <div className={`${fieldStyles.field} ${styles.wideField}`}>
            <label htmlFor="bf-official">Deployment</label>
            <select
              id="bf-official"
              value={chosenOfficial}
              onChange={(e) => setOfficialId(e.target.value)}
              disabled={!deployments.data}
            >
              <option value="">{deployments.isPending ? 'Loading…' : 'Choose a deployment'}</option>
              {official.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="secondary"
            onClick={() => {
              if (!deployment) return;
              editor.applyOfficial(deployment);
              settle();
            }}
            disabled={!deployment}
          >
            Apply official deployment
          </Button>
        </div>
        {deployment && (
          <p className={styles.hint}>
            {deployment.description ? `${deployment.description}. ` : ''}Sets the board to{' '}
            {deployment.size.width}" × {deployment.size.height}" with the zones
            {deployment.objectives.length > 0 ? ` and ${deployment.objectives.length} objective markers` : ''}{' '}
            where the data puts them.
          </p>
        )}
        <FormError message={deployments.error?.message} />
        <div className={fieldStyles.row}>
          <div className={`${fieldStyles.field} ${styles.wideField}`}>
            <label htmlFor="bf-layout">Terrain layout</label>
            <select
              id="bf-layout"
              value={layoutId}
              onChange={(e) => setLayoutId(e.target.value)}
              disabled={!layouts.data}
            >
              <option value="">{layouts.isPending ? 'Loading…' : 'Choose a terrain layout'}</option>
              {layoutsByMatchup(layouts.data?.layouts ?? []).map((group) => (
                <optgroup key={group.name} label={group.name}>
                  {group.layouts.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.deploymentName ? `${l.name} · ${l.deploymentName}` : l.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <Button variant="secondary" onClick={loadLayout} disabled={!layout || loading}>
            {loading ? 'Loading…' : 'Load terrain layout'}
          </Button>
        </div>
        {layout && (
          <p className={styles.hint}>
            {describeLayout(layout)}. Replaces the terrain, objective markers and zones.
          </p>
        )}
        <FormError message={layoutError ?? layouts.error?.message} />
      </fieldset>
      <fieldset className={styles.choiceGroup}>
        <legend>Custom presets (any board)</legend>
        <div className={fieldStyles.row}>
          <div className={`${fieldStyles.field} ${styles.wideField}`}>
            <label htmlFor="bf-preset">Preset</label>
            <select
              id="bf-preset"
              value={chosenPreset}
              onChange={(e) => setPreset(e.target.value as DeploymentPreset)}
            >
              <option value="" disabled>
                Choose a preset
              </option>
              {deploymentPresets
                .filter((p) => p !== 'custom')
                .map((p) => (
                  <option key={p} value={p}>
                    {presetLabels[p]}
                  </option>
                ))}
            </select>
          </div>
          <Button
            variant="secondary"
            onClick={() => {
              if (!chosenPreset) return;
              editor.applyPreset(chosenPreset);
              settle();
            }}
            disabled={!chosenPreset}
          >
            Apply preset
          </Button>
        </div>
        <p className={styles.hint}>
          Shares of this board's width and height, for boards of any size. Or draw zones of your own below.
        </p>
      </fieldset>
    </>
  );
}

export function LayoutPanel({ editor }: { editor: BattlefieldDraft }) {
  const { draft, update } = editor;
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
      <DeploymentChoices editor={editor} />
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
