import type { BuilderCatalogue, BuiltListCheckReply } from '@muster/contracts';
import { type Dispatch, forwardRef, type ReactNode, useId } from 'react';
import { Card } from '../../../ui/Card';
import type { BuilderAction, Draft } from './builder-state';
import { copyNumbers, roleGroupOf, roleGroups } from './catalogue';
import styles from './ListBuilder.module.css';
import { UnitEditor } from './UnitEditor';
import type { Datasheet } from './wargear';

/** The list's units, grouped by role, in list order within each group. */
export const UnitList = forwardRef<
  HTMLHeadingElement,
  {
    draft: Draft;
    catalogue: BuilderCatalogue;
    datasheets: Map<string, Datasheet>;
    labels: Map<string, string>;
    report: BuiltListCheckReply | undefined;
    dispatch: Dispatch<BuilderAction>;
    onDuplicate: (uid: string) => void;
    onRemove: (uid: string) => void;
    children?: ReactNode;
  }
>(function UnitList(
  { draft, catalogue, datasheets, labels, report, dispatch, onDuplicate, onRemove, children },
  ref,
) {
  const headingId = useId();
  const copies = copyNumbers(draft.units);
  const points = new Map(report?.units.map((u) => [u.uid, u.points]));
  const groups = roleGroups
    .map((group) => ({
      ...group,
      units: draft.units.filter((unit) => roleGroupOf(datasheets.get(unit.unitId)) === group.id),
    }))
    .filter((group) => group.units.length > 0);
  return (
    <Card>
      <section className={styles.panel} aria-labelledby={headingId}>
        <div className={styles.panelHead}>
          <h2 id={headingId} ref={ref} tabIndex={-1}>
            Units ({draft.units.length})
          </h2>
          <p className={styles.hint}>Points per unit as the server prices them.</p>
        </div>
        {draft.units.length === 0 && (
          <p className={styles.hint}>
            No units yet: add datasheets from the {catalogue.faction.name} catalogue.
          </p>
        )}
        {groups.map((group) => (
          <div key={group.id} className={styles.roleGroup}>
            <h3>
              {group.label} ({group.units.length})
            </h3>
            <ul className={styles.unitList}>
              {group.units.map((unit) => (
                <li key={unit.uid}>
                  <UnitEditor
                    unit={unit}
                    datasheet={datasheets.get(unit.unitId)}
                    label={labels.get(unit.uid) ?? unit.unitId}
                    labels={labels}
                    copy={copies.get(unit.uid) ?? 1}
                    points={report ? points.get(unit.uid) : undefined}
                    checks={report?.checks.filter((c) => c.unitUid === unit.uid) ?? []}
                    catalogue={catalogue}
                    draft={draft}
                    datasheets={datasheets}
                    dispatch={dispatch}
                    onDuplicate={onDuplicate}
                    onRemove={onRemove}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
        {children}
      </section>
    </Card>
  );
});
