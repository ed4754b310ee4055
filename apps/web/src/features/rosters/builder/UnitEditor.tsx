import type { BuilderCatalogue, BuiltListCheck } from '@muster/contracts';
import { Copy, Trash2 } from 'lucide-react';
import { type Dispatch, useId } from 'react';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import fieldStyles from '../../../ui/FormField.module.css';
import type { BuilderAction, Draft, DraftUnit, OptionTakes } from './builder-state';
import { CheckItem } from './CheckItem';
import { enhancementChoices, leadTargets, sizeChoices } from './catalogue';
import styles from './ListBuilder.module.css';
import { WargearEditor } from './WargearEditor';
import { clampTakes, type Datasheet, wargearFor } from './wargear';

export type UnitEditorProps = {
  unit: DraftUnit;
  datasheet: Datasheet | undefined;
  label: string;
  labels: Map<string, string>;
  copy: number;
  points: number | undefined;
  checks: BuiltListCheck[];
  catalogue: BuilderCatalogue;
  draft: Draft;
  datasheets: Map<string, Datasheet>;
  dispatch: Dispatch<BuilderAction>;
  onDuplicate: (uid: string) => void;
  onRemove: (uid: string) => void;
};

const few = (names: string[], max = 4) =>
  names.length > max ? `${names.slice(0, max).join(', ')} and ${names.length - max} more` : names.join(', ');

function SizeField({
  unit,
  datasheet,
  copy,
  dispatch,
}: Pick<UnitEditorProps, 'unit' | 'copy' | 'dispatch'> & { datasheet: Datasheet }) {
  const id = useId();
  const sizes = sizeChoices(datasheet, copy);
  const price = (cost: number | null) => (cost === null ? 'no price' : `${cost} pts`);
  const models = (n: number) => `${n} ${n === 1 ? 'model' : 'models'}`;
  if (sizes.length <= 1 && unit.modelCount === datasheet.size.min) {
    return (
      <p className={styles.hint}>
        {models(unit.modelCount)} · {price(sizes[0]?.cost ?? null)}
      </p>
    );
  }
  const known = sizes.some((s) => s.models === unit.modelCount);
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>Models</label>
      <select
        id={id}
        value={unit.modelCount}
        onChange={(event) => {
          const modelCount = Number(event.target.value);
          if (unit.takes === null) {
            dispatch({ type: 'updateUnit', uid: unit.uid, patch: { modelCount } });
            return;
          }
          const takes = clampTakes(datasheet, modelCount, unit.takes);
          dispatch({
            type: 'updateUnit',
            uid: unit.uid,
            patch: { modelCount, takes, wargear: wargearFor(datasheet, modelCount, takes) },
          });
        }}
      >
        {!known && (
          <option value={unit.modelCount}>{models(unit.modelCount)} · not a size of the datasheet</option>
        )}
        {sizes.map((size) => (
          <option key={size.models} value={size.models}>
            {models(size.models)} · {price(size.cost)}
          </option>
        ))}
      </select>
    </div>
  );
}

function EnhancementField({
  unit,
  datasheet,
  catalogue,
  draft,
  labels,
  dispatch,
}: Pick<UnitEditorProps, 'unit' | 'catalogue' | 'draft' | 'labels' | 'dispatch'> & { datasheet: Datasheet }) {
  const id = useId();
  const choices = enhancementChoices(catalogue, draft, datasheet);
  if (choices.length === 0 && unit.enhancementId === null) return null;
  const takenBy = (enhancementId: string) =>
    draft.units
      .filter((other) => other.uid !== unit.uid && other.enhancementId === enhancementId)
      .map((other) => labels.get(other.uid) ?? other.unitId);
  const current = unit.enhancementId;
  const all = catalogue.detachments.flatMap((d) => d.enhancements);
  const currentMissing = current !== null && !choices.some((e) => e.id === current);
  const upgrades = !datasheet.character;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>{upgrades ? 'Upgrade' : 'Enhancement'}</label>
      <select
        id={id}
        value={current ?? ''}
        onChange={(event) =>
          dispatch({
            type: 'updateUnit',
            uid: unit.uid,
            patch: { enhancementId: event.target.value || null },
          })
        }
      >
        <option value="">None</option>
        {currentMissing && (
          <option value={current}>
            {all.find((e) => e.id === current)?.name ?? current} (not offered here)
          </option>
        )}
        {choices.map((e) => {
          const others = takenBy(e.id);
          return (
            <option key={e.id} value={e.id}>
              {e.name} · {e.cost} pts{others.length > 0 ? ` · also on ${few(others, 2)}` : ''}
            </option>
          );
        })}
      </select>
    </div>
  );
}

function LeadsField({
  unit,
  datasheet,
  draft,
  labels,
  datasheets,
  dispatch,
}: Pick<UnitEditorProps, 'unit' | 'draft' | 'labels' | 'datasheets' | 'dispatch'> & {
  datasheet: Datasheet;
}) {
  const id = useId();
  const hintId = useId();
  if (datasheet.leads.length === 0 && unit.attachedTo === null) return null;
  const targets = leadTargets(draft, unit, datasheet);
  const current = unit.attachedTo;
  const currentMissing = current !== null && !targets.some((t) => t.uid === current);
  const leadable = datasheet.leads.map((leadId) => datasheets.get(leadId)?.name ?? leadId);
  const support = datasheet.supportOnly ? ' As a Support character it must be attached to a unit.' : '';
  if (targets.length === 0 && current === null) {
    return (
      <p className={styles.hint}>
        Leads: no unit of the list it can lead yet (it can lead {few(leadable)}).{support}
      </p>
    );
  }
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>Leads</label>
      <select
        id={id}
        value={current ?? ''}
        aria-describedby={hintId}
        onChange={(event) =>
          dispatch({ type: 'updateUnit', uid: unit.uid, patch: { attachedTo: event.target.value || null } })
        }
      >
        <option value="">No unit</option>
        {currentMissing && <option value={current}>{labels.get(current) ?? current}</option>}
        {targets.map((target) => (
          <option key={target.uid} value={target.uid}>
            {labels.get(target.uid) ?? target.unitId}
          </option>
        ))}
      </select>
      <p id={hintId} className={styles.hint}>
        It can lead {few(leadable)}.{support}
      </p>
    </div>
  );
}

/** One unit of the list: its size, wargear, enhancement, leader and Warlord, and its own checks. */
export function UnitEditor(props: UnitEditorProps) {
  const { unit, datasheet, label, labels, points, checks, catalogue, dispatch, onDuplicate, onRemove } =
    props;
  const headingId = useId();
  const enhancement = unit.enhancementId
    ? catalogue.detachments.flatMap((d) => d.enhancements).find((e) => e.id === unit.enhancementId)
    : undefined;
  const errors = checks.some((c) => c.severity === 'error');
  return (
    <article
      id={`unit-${unit.uid}`}
      className={styles.unitCard}
      aria-labelledby={headingId}
      data-errors={errors ? '' : undefined}
    >
      <div className={styles.unitHead}>
        <h4 id={headingId} tabIndex={-1}>
          {label}
        </h4>
        <span className={styles.points}>{points === undefined ? '… pts' : `${points} pts`}</span>
      </div>
      <div className={styles.badges}>
        {unit.warlord && <Badge tone="gold">Warlord</Badge>}
        {unit.attachedTo && <Badge tone="blue">Leads {labels.get(unit.attachedTo) ?? 'a unit'}</Badge>}
        {enhancement && <Badge tone="purple">{enhancement.name}</Badge>}
        {!datasheet && <Badge tone="error">Not in this faction's catalogue</Badge>}
      </div>
      {datasheet && (
        <>
          <div className={styles.grid}>
            <SizeField {...props} datasheet={datasheet} />
            <EnhancementField {...props} datasheet={datasheet} />
            <LeadsField {...props} datasheet={datasheet} />
          </div>
          {(datasheet.character || unit.warlord) && (
            <label className={styles.warlord}>
              <input
                type="radio"
                name="builder-warlord"
                checked={unit.warlord}
                onChange={() => dispatch({ type: 'setWarlord', uid: unit.uid })}
              />
              Warlord
            </label>
          )}
          <WargearEditor
            datasheet={datasheet}
            unit={unit}
            names={catalogue.wargear}
            onChange={(takes: OptionTakes) =>
              dispatch({
                type: 'updateUnit',
                uid: unit.uid,
                patch: { takes, wargear: wargearFor(datasheet, unit.modelCount, takes) },
              })
            }
          />
        </>
      )}
      {checks.length > 0 && (
        <ul className={styles.unitChecks} aria-label={`Checks on ${label}`}>
          {checks.map((check, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: checks carry no id of their own
            <CheckItem key={index} check={check} />
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" className={styles.tap} onClick={() => onDuplicate(unit.uid)}>
          <Copy aria-hidden size={16} /> Duplicate <span className="visually-hidden">{label}</span>
        </Button>
        <Button variant="danger" className={styles.tap} onClick={() => onRemove(unit.uid)}>
          <Trash2 aria-hidden size={16} /> Remove <span className="visually-hidden">{label}</span>
        </Button>
      </div>
    </article>
  );
}
