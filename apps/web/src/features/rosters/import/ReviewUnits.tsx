import type { Roster, RosterUnit } from '@muster/contracts';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import styles from '../Rosters.module.css';
import { type DatasheetChoice, DatasheetPicker } from '../resolution/DatasheetPicker';
import { carriedWeapons } from '../resolution/resolution-labels';
import { UnitResolutionSummary } from '../resolution/UnitResolutionSummary';
import { WargearEditor } from './WargearEditor';

const weaponsLine = (unit: RosterUnit) =>
  carriedWeapons(unit)
    .map((weapon) => (weapon.count === null ? weapon.name : `${weapon.count}× ${weapon.name}`))
    .join(', ');

/**
 * Each unit as it will be measured: the datasheet it was matched to, its loadout and the weapons
 * each model carries. A unit matched wrongly or not at all can be given its datasheet here.
 */
export function ReviewUnits({
  roster,
  busy,
  onChoose,
  onWargear,
}: {
  roster: Roster;
  busy: boolean;
  onChoose: (unitIndex: number, choice: DatasheetChoice) => void;
  onWargear: (unitIndex: number, wargear: { name: string; count: number }[]) => void;
}) {
  const [picking, setPicking] = useState<number | null>(null);
  const [fixing, setFixing] = useState<number | null>(null);
  const unresolved = roster.units.filter((unit) => unit.resolution?.match === 'unresolved').length;
  // Open at first when a unit needs a datasheet; after that, as the reader left it.
  const [open, setOpen] = useState(unresolved > 0);
  return (
    <details
      className={styles.unitPreview}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        Units ({roster.units.length}){unresolved > 0 ? ` · ${unresolved} without a datasheet` : ''}
      </summary>
      <ul className={styles.reviewUnits} aria-label="Units as they will be measured">
        {roster.units.map((unit, index) => (
          <li key={unit.id} className={styles.reviewUnit}>
            <div className={styles.unitHeader}>
              <h4 className={styles.unitName}>{unit.name}</h4>
              <span className={styles.muted}>
                {unit.count} {unit.count === 1 ? 'model' : 'models'} · {unit.points} pts
              </span>
            </div>
            <UnitResolutionSummary unit={unit} />
            {unit.weapons.length > 0 && <p className={styles.unitLine}>Weapons: {weaponsLine(unit)}</p>}
            {picking === index ? (
              <DatasheetPicker
                unitName={unit.name}
                factionId={roster.resolution?.factionId ?? null}
                onChoose={(choice) => {
                  setPicking(null);
                  onChoose(index, choice);
                }}
                onCancel={() => setPicking(null)}
              />
            ) : fixing === index ? (
              <WargearEditor
                unit={unit}
                onApply={(wargear) => {
                  setFixing(null);
                  onWargear(index, wargear);
                }}
                onCancel={() => setFixing(null)}
              />
            ) : (
              <div className={styles.reviewActions}>
                {unit.resolution?.match === 'unresolved' && unit.resolution.candidates.length > 0 && (
                  <p className={styles.unitLine} data-testid="datasheet-suggestions">
                    Did you mean{' '}
                    {unit.resolution.candidates.map((candidate, rank) => (
                      <span key={candidate.id}>
                        {rank > 0 && ' or '}
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={busy}
                          onClick={() =>
                            onChoose(index, {
                              id: candidate.id,
                              name: candidate.name,
                              factionId: roster.resolution?.factionId ?? '',
                            })
                          }
                        >
                          {candidate.name}
                        </Button>
                      </span>
                    ))}
                    ?
                  </p>
                )}
                <Button variant="ghost" disabled={busy} onClick={() => setPicking(index)}>
                  {unit.resolution?.match === 'unresolved' ? 'Choose its datasheet' : 'Change datasheet'}
                </Button>
                {unit.resolution?.match !== 'unresolved' && (
                  <Button variant="ghost" disabled={busy} onClick={() => setFixing(index)}>
                    Fix its wargear
                  </Button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
