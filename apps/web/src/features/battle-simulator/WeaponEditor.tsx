import { type RerollPolicy, rerollPolicies, type Weapon } from '@muster/dice';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { AntiList } from './AntiList';
import styles from './BattleSimulator.module.css';
import { CheckField, NumberField, SelectField, TextField } from './NumberField';
import { weaponAbilitySummary } from './weapon-ability-summary';

const rerollLabels: Record<RerollPolicy, string> = {
  none: 'No re-roll',
  ones: 'Re-roll 1s',
  failed: 'Re-roll failures',
  'non-critical': 'Re-roll non-criticals',
};
const rerollOptions = rerollPolicies.map((value) => ({ value, label: rerollLabels[value] }));
const skillOptions = [
  { value: 'torrent', label: 'Torrent (auto-hit)' },
  ...[2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: `${n}+` })),
];
const optional = (text: string) => (text.trim() === '' ? null : text.trim().toUpperCase());

/** One weapon profile: characteristics, then abilities behind a disclosure. */
export function WeaponEditor({
  weapon,
  index,
  onChange,
  onRemove,
  alternatives = 0,
}: {
  weapon: Weapon;
  index: number;
  /** How many profiles of the same weapon are on the page (this one included). */
  alternatives?: number;
  onChange: (weapon: Weapon) => void;
  onRemove: (() => void) | null;
}) {
  // The abilities' fields are drawn when first opened, and kept: a third of the editor, which
  // every change to the simulation redraws (and the page's first draw on a phone includes).
  const [abilitiesShown, setAbilitiesShown] = useState(false);
  const [abilitiesOpen, setAbilitiesOpen] = useState(false);
  const abilities = weaponAbilitySummary(weapon);
  const set = <K extends keyof Weapon>(key: K, value: Weapon[K]) => onChange({ ...weapon, [key]: value });
  return (
    <fieldset className={styles.weapon}>
      <legend>
        Weapon {index + 1}: {weapon.name || 'unnamed'}
      </legend>
      {alternatives > 1 && (
        <p className={styles.hint}>
          One of {alternatives} profiles of one weapon: only the one that does most against the defender is
          fired.
        </p>
      )}
      <div className={styles.grid}>
        <TextField label="Name" value={weapon.name} onChange={(v) => set('name', v)} />
        <NumberField
          label="Models"
          value={weapon.models}
          min={1}
          max={100}
          onChange={(v) => set('models', v)}
        />
        <TextField label="Attacks" value={weapon.attacks} onChange={(v) => set('attacks', v)} />
        <SelectField
          label="BS / WS"
          value={weapon.skill === null ? 'torrent' : String(weapon.skill)}
          options={skillOptions}
          onChange={(v) => set('skill', v === 'torrent' ? null : Number(v))}
        />
        <NumberField
          label="Strength"
          value={weapon.strength}
          min={1}
          max={30}
          onChange={(v) => set('strength', v)}
        />
        <NumberField label="AP" value={weapon.ap} min={-6} max={0} onChange={(v) => set('ap', v)} />
        <TextField label="Damage" value={weapon.damage} onChange={(v) => set('damage', v)} />
      </div>
      <details
        className={styles.abilities}
        onToggle={(event) => {
          const { open } = event.currentTarget;
          setAbilitiesOpen(open);
          if (open) setAbilitiesShown(true);
        }}
      >
        <summary>
          Abilities and modifiers
          {!abilitiesOpen && abilities.length > 0 && (
            <span className={styles.abilitySummary}>: {abilities.join(', ')}</span>
          )}
        </summary>
        {abilitiesShown && (
          <>
            <div className={styles.checks}>
              <CheckField
                label="Lethal Hits"
                checked={weapon.lethalHits}
                onChange={(v) => set('lethalHits', v)}
              />
              <CheckField
                label="Devastating Wounds"
                checked={weapon.devastatingWounds}
                onChange={(v) => set('devastatingWounds', v)}
              />
              <CheckField
                label="Twin-linked"
                checked={weapon.twinLinked}
                onChange={(v) => set('twinLinked', v)}
              />
              <CheckField label="Blast" checked={weapon.blast} onChange={(v) => set('blast', v)} />
              <CheckField label="Heavy" checked={weapon.heavy} onChange={(v) => set('heavy', v)} />
              <CheckField label="Lance" checked={weapon.lance} onChange={(v) => set('lance', v)} />
              <CheckField
                label="Precision"
                checked={weapon.precision}
                onChange={(v) => set('precision', v)}
              />
              <CheckField
                label="Hazardous"
                checked={weapon.hazardous}
                onChange={(v) => set('hazardous', v)}
              />
              <CheckField
                label="Ignores Cover"
                checked={weapon.ignoresCover}
                onChange={(v) => set('ignoresCover', v)}
              />
              <CheckField label="Psychic" checked={weapon.psychic} onChange={(v) => set('psychic', v)} />
            </div>
            <div className={styles.grid}>
              <TextField
                label="Sustained Hits"
                placeholder="—"
                value={weapon.sustainedHits ?? ''}
                onChange={(v) => set('sustainedHits', optional(v))}
              />
              <TextField
                label="Rapid Fire"
                placeholder="—"
                value={weapon.rapidFire ?? ''}
                onChange={(v) => set('rapidFire', optional(v))}
              />
              <TextField
                label="Melta"
                placeholder="—"
                value={weapon.melta ?? ''}
                onChange={(v) => set('melta', optional(v))}
              />
              <NumberField
                label="Cleave (melee)"
                value={weapon.cleave ?? Number.NaN}
                min={1}
                max={6}
                onChange={(v) => set('cleave', Number.isNaN(v) ? null : v)}
              />
              <NumberField
                label="Critical hit on"
                value={weapon.criticalHitOn}
                min={2}
                max={6}
                onChange={(v) => set('criticalHitOn', v)}
              />
              <NumberField
                label="Hit modifier"
                value={weapon.hitModifier}
                min={-3}
                max={3}
                onChange={(v) => set('hitModifier', v)}
              />
              <NumberField
                label="Wound modifier"
                value={weapon.woundModifier}
                min={-3}
                max={3}
                onChange={(v) => set('woundModifier', v)}
              />
              <SelectField
                label="Hit re-rolls"
                value={weapon.rerollHits}
                options={rerollOptions}
                onChange={(v) => set('rerollHits', v)}
              />
              <SelectField
                label="Wound re-rolls"
                value={weapon.rerollWounds}
                options={rerollOptions}
                onChange={(v) => set('rerollWounds', v)}
              />
            </div>
            <AntiList entries={weapon.anti} onChange={(entries) => set('anti', entries)} />
          </>
        )}
      </details>
      {onRemove && (
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden size={14} /> Remove {weapon.name || `weapon ${index + 1}`}
        </Button>
      )}
    </fieldset>
  );
}
