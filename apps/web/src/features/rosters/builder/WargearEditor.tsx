import { ChevronDown, ChevronUp, Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../ui/Button';
import type { DraftUnit, OptionTakes } from './builder-state';
import styles from './ListBuilder.module.css';
import { type Datasheet, loadoutFor, optionCap, roomFor, takenOf, type WargearOption } from './wargear';

type Names = Record<string, string>;

const nameOf = (names: Names, id: string) => names[id] ?? id;

/** "2× Particle beamer and Gloom prism". */
function itemsText(names: Names, ids: string[]): string {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, n]) => `${n > 1 ? `${n}× ` : ''}${nameOf(names, id)}`).join(' and ');
}

const loadoutText = (names: Names, loadout: Record<string, number>) =>
  Object.entries(loadout)
    .map(([id, n]) => `${n}× ${nameOf(names, id)}`)
    .join(', ') || 'nothing';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Stepper({
  label,
  value,
  canAdd,
  onChange,
}: {
  label: string;
  value: number;
  canAdd: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <div className={styles.stepper}>
      <span className={styles.stepperLabel}>{label}</span>
      <span className={styles.stepperControls}>
        <Button
          variant="secondary"
          aria-label={`One fewer: ${label}`}
          disabled={value <= 0}
          onClick={() => onChange(value - 1)}
        >
          <Minus aria-hidden size={16} />
        </Button>
        <output aria-live="polite" aria-label={`${label}: how many`}>
          {value}
        </output>
        <Button
          variant="secondary"
          aria-label={`One more: ${label}`}
          disabled={!canAdd}
          onClick={() => onChange(value + 1)}
        >
          <Plus aria-hidden size={16} />
        </Button>
      </span>
    </div>
  );
}

function OptionField({
  datasheet,
  option,
  unit,
  takes,
  names,
  onChange,
}: {
  datasheet: Datasheet;
  option: WargearOption;
  unit: DraftUnit;
  takes: OptionTakes;
  names: Names;
  onChange: (takes: OptionTakes) => void;
}) {
  const cap = optionCap(datasheet, option, unit.modelCount);
  const chosen = takes[option.id] ?? [];
  const title = option.replaces.length > 0 ? `Swap ${itemsText(names, option.replaces)} for` : 'Add';
  const models = unit.modelCount === 1 ? 'model' : 'models';
  return (
    <fieldset className={styles.option}>
      <legend>
        {option.model ? `${option.model}: ` : ''}
        {title}
      </legend>
      <p className={styles.hint}>
        {capitalise(option.text)}: at most {cap} with {unit.modelCount} {models}
        {takenOf(takes, option.id) > 0 ? `, ${takenOf(takes, option.id)} taken` : ''}
        {option.choices.length > 1 ? ', between the choices' : ''}
        {option.cost ? ` · +${option.cost} pts each` : ''}.
      </p>
      {option.choices.map((items, choice) => {
        const label = itemsText(names, items);
        return (
          <Stepper
            // biome-ignore lint/suspicious/noArrayIndexKey: a choice is its place in the option
            key={choice}
            label={label}
            value={chosen[choice] ?? 0}
            canAdd={roomFor(datasheet, unit.modelCount, takes, option, choice) > 0}
            onChange={(value) => {
              const next = option.choices.map((_, i) => (i === choice ? value : (chosen[i] ?? 0)));
              const rest = { ...takes };
              if (next.some((n) => n > 0)) rest[option.id] = next;
              else delete rest[option.id];
              onChange(rest);
            }}
          />
        );
      })}
    </fieldset>
  );
}

/**
 * A unit's wargear options as the datasheet words them, each taken within its limit; what the unit
 * then carries is shown above them. A loadout loaded as it was (not as options) can be reset.
 */
export function WargearEditor({
  datasheet,
  unit,
  names,
  onChange,
}: {
  datasheet: Datasheet;
  unit: DraftUnit;
  names: Names;
  onChange: (takes: OptionTakes) => void;
}) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  if (datasheet.options.length === 0 && unit.takes !== null) {
    return <p className={styles.hint}>Wargear: the datasheet's loadout; it has no options.</p>;
  }
  const takes = unit.takes;
  const changes = takes ? Object.values(takes).reduce((sum, t) => sum + t.reduce((a, b) => a + b, 0), 0) : 0;
  const summary =
    takes === null
      ? 'as loaded'
      : changes === 0
        ? 'default loadout'
        : `${changes} option${changes === 1 ? '' : 's'} taken`;
  return (
    <div>
      <Button
        variant="ghost"
        className={styles.tap}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <ChevronUp aria-hidden size={16} /> : <ChevronDown aria-hidden size={16} />}
        Wargear ({summary})
      </Button>
      <div id={regionId} hidden={!open} className={styles.wargear}>
        {takes === null ? (
          <>
            <p className={styles.hint}>
              Carried over as it was: {loadoutText(names, unit.wargear)}. It is not a set of this datasheet's
              options, so it is kept as it is; start from the default to choose options.
            </p>
            <Button variant="secondary" className={styles.tap} onClick={() => onChange({})}>
              Start from the default loadout
            </Button>
          </>
        ) : (
          <>
            <p className={styles.hint}>
              Carries: {loadoutText(names, loadoutFor(datasheet, unit.modelCount, takes))}.
            </p>
            {datasheet.options.map((option) => (
              <OptionField
                key={option.id}
                datasheet={datasheet}
                option={option}
                unit={unit}
                takes={takes}
                names={names}
                onChange={onChange}
              />
            ))}
            {datasheet.budgets.map((budget) => (
              <p key={budget.items.join('+')} className={styles.hint}>
                Between {itemsText(names, budget.items)}: {budget.text}
                {budget.duplicateLimit ? `, at most ${budget.duplicateLimit} of any one` : ''}.
              </p>
            ))}
          </>
        )}
      </div>
    </div>
  );
}
