import type { Target } from '@muster/dice';
import { useState } from 'react';
import styles from './BattleSimulator.module.css';
import { CheckField, NumberField, TextField } from './NumberField';

/** Keeps what is typed (trailing commas included) and reports the parsed list. */
function KeywordsField({
  keywords,
  onChange,
}: {
  keywords: string[];
  onChange: (keywords: string[]) => void;
}) {
  const [text, setText] = useState(keywords.join(', '));
  return (
    <TextField
      label="Keywords"
      placeholder="Infantry, Vehicle…"
      value={text}
      onChange={(value) => {
        setText(value);
        onChange(
          value
            .split(',')
            .map((k) => k.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}

const nullable = (value: number) => (Number.isNaN(value) ? null : value);

type Character = NonNullable<Target['character']>;

/**
 * An attached Character with its own profile (a leader with its bodyguard): attacks go to the
 * bodyguard models first, Precision attacks to the Character first.
 */
function CharacterFields({
  character,
  onChange,
}: {
  character: Target['character'];
  onChange: (character: Target['character']) => void;
}) {
  const set = <K extends keyof Character>(key: K, value: Character[K]) =>
    character && onChange({ ...character, [key]: value });
  return (
    <div className={styles.character}>
      <CheckField
        label="An attached Character (leader) with its own profile"
        checked={character !== null}
        onChange={(on) =>
          onChange(
            on
              ? {
                  name: 'Character',
                  wounds: 5,
                  save: 3,
                  invulnerable: 4,
                  feelNoPain: null,
                  damageReduction: 0,
                  halveDamage: false,
                  toughness: null,
                }
              : null,
          )
        }
      />
      {character && (
        <div className={styles.grid}>
          <TextField label="Character name" value={character.name} onChange={(v) => set('name', v)} />
          <NumberField
            label="Character wounds"
            value={character.wounds}
            min={1}
            max={200}
            onChange={(v) => set('wounds', v)}
          />
          <NumberField
            label="Character save (7 = none)"
            value={character.save}
            min={2}
            max={7}
            onChange={(v) => set('save', v)}
          />
          <NumberField
            label="Character invulnerable save"
            value={character.invulnerable ?? Number.NaN}
            min={2}
            max={6}
            onChange={(v) => set('invulnerable', nullable(v))}
          />
          <NumberField
            label="Character Feel No Pain"
            value={character.feelNoPain ?? Number.NaN}
            min={2}
            max={6}
            onChange={(v) => set('feelNoPain', nullable(v))}
          />
          <NumberField
            label="Character toughness"
            value={character.toughness ?? Number.NaN}
            min={1}
            max={30}
            onChange={(v) => set('toughness', nullable(v))}
          />
        </div>
      )}
    </div>
  );
}

/** The defending unit: its characteristics, protections and keywords. */
export function TargetEditor({ target, onChange }: { target: Target; onChange: (target: Target) => void }) {
  const set = <K extends keyof Target>(key: K, value: Target[K]) => onChange({ ...target, [key]: value });
  return (
    <fieldset className={styles.weapon}>
      <legend>Defender: {target.name || 'unnamed'}</legend>
      <div className={styles.grid}>
        <TextField label="Unit name" value={target.name} onChange={(v) => set('name', v)} />
        <NumberField
          label="Models"
          value={target.models}
          min={1}
          max={100}
          onChange={(v) => set('models', v)}
        />
        <NumberField
          label="Wounds per model"
          value={target.wounds}
          min={1}
          max={200}
          onChange={(v) => set('wounds', v)}
        />
        <NumberField
          label="Toughness"
          value={target.toughness}
          min={1}
          max={30}
          onChange={(v) => set('toughness', v)}
        />
        <NumberField
          label="Save (7 = none)"
          value={target.save}
          min={2}
          max={7}
          onChange={(v) => set('save', v)}
        />
        <NumberField
          label="Invulnerable save"
          value={target.invulnerable ?? Number.NaN}
          min={2}
          max={6}
          onChange={(v) => set('invulnerable', nullable(v))}
        />
        <NumberField
          label="Feel No Pain"
          value={target.feelNoPain ?? Number.NaN}
          min={2}
          max={6}
          onChange={(v) => set('feelNoPain', nullable(v))}
        />
        <NumberField
          label="Damage reduction"
          value={target.damageReduction}
          min={0}
          max={3}
          onChange={(v) => set('damageReduction', v)}
        />
        <KeywordsField keywords={target.keywords} onChange={(v) => set('keywords', v)} />
      </div>
      <CharacterFields character={target.character} onChange={(character) => set('character', character)} />
      <div className={styles.checks}>
        <CheckField label="In cover" checked={target.cover} onChange={(v) => set('cover', v)} />
        <CheckField
          label="Halves damage"
          checked={target.halveDamage}
          onChange={(v) => set('halveDamage', v)}
        />
      </div>
    </fieldset>
  );
}
