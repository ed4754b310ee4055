import type { BuilderCatalogue } from '@muster/contracts';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../ui/Button';
import fieldStyles from '../../../ui/FormField.module.css';
import type { Draft } from './builder-state';
import { type RoleGroupId, roleGroupOf, roleGroups, startingPoints } from './catalogue';
import styles from './ListBuilder.module.css';
import type { Datasheet } from './wargear';

const roleLabel = (datasheet: Datasheet) =>
  roleGroups.find((group) => group.id === roleGroupOf(datasheet))?.one ?? null;

/** Search the faction's datasheets by name, filter by role, and add one at its smallest size. */
export function DatasheetPicker({
  catalogue,
  draft,
  onAdd,
}: {
  catalogue: BuilderCatalogue;
  draft: Draft;
  onAdd: (datasheet: Datasheet) => void;
}) {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleGroupId | ''>('');
  const [announcement, setAnnouncement] = useState('');
  const searchId = useId();
  const roleId = useId();
  const countId = useId();
  const needle = search.trim().toLowerCase();
  const shown = catalogue.datasheets.filter(
    (d) => (!needle || d.name.toLowerCase().includes(needle)) && (!role || roleGroupOf(d) === role),
  );
  const inList = new Map<string, number>();
  for (const unit of draft.units) inList.set(unit.unitId, (inList.get(unit.unitId) ?? 0) + 1);
  return (
    <div className={styles.panel}>
      <div className={styles.pickerFilters}>
        <div className={fieldStyles.field}>
          <label htmlFor={searchId}>Search datasheets</label>
          <input
            id={searchId}
            type="search"
            value={search}
            autoComplete="off"
            aria-describedby={countId}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={roleId}>Role</label>
          <select
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.target.value as RoleGroupId | '')}
          >
            <option value="">All roles</option>
            {roleGroups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={countId} className={styles.hint}>
        {shown.length === 0
          ? 'No datasheet matches.'
          : `${shown.length} of ${catalogue.datasheets.length} datasheets · points at the smallest size`}
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <ul className={styles.pickList} aria-label="Datasheets">
        {shown.map((datasheet) => {
          const points = startingPoints(datasheet);
          const taken = inList.get(datasheet.id) ?? 0;
          const kind = roleLabel(datasheet);
          return (
            <li key={datasheet.id} className={styles.pickRow}>
              <span className={styles.pickText}>
                <span className={styles.pickName}>{datasheet.name}</span>
                <span className={styles.checkMeta}>
                  {[
                    kind,
                    points === null ? 'no price' : `${points} pts`,
                    datasheet.size.min === datasheet.size.max
                      ? `${datasheet.size.min} ${datasheet.size.min === 1 ? 'model' : 'models'}`
                      : `${datasheet.size.min}–${datasheet.size.max} models`,
                    taken > 0 ? `${taken} in the list` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              <Button
                variant="secondary"
                className={styles.tap}
                aria-label={`Add ${datasheet.name}`}
                onClick={() => {
                  onAdd(datasheet);
                  setAnnouncement(`${datasheet.name} added to the list.`);
                }}
              >
                <Plus aria-hidden size={16} /> Add
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
