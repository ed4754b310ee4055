import type { BuilderCatalogue, BuiltList } from '@muster/contracts';
import { type Dispatch, useId, useMemo, useState } from 'react';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import fieldStyles from '../../../ui/FormField.module.css';
import { useBuilderFactions } from './builder-api';
import type { BuilderAction, Draft } from './builder-state';
import { allowedDispositions, detachmentInfos, detachmentPointsOf } from './catalogue';
import styles from './ListBuilder.module.css';

const numberFormat = new Intl.NumberFormat('en-GB');

/** Battle sizes when no faction is chosen yet (the catalogue gives them once one is). */
const fallbackSizes = [
  { id: 'incursion', label: 'Incursion', points: 1000, detachmentPoints: 2 },
  { id: 'strike-force', label: 'Strike Force', points: 2000, detachmentPoints: 3 },
  { id: 'onslaught', label: 'Onslaught', points: 3000, detachmentPoints: null },
] as const;

function FactionField({ draft, dispatch }: { draft: Draft; dispatch: Dispatch<BuilderAction> }) {
  const factions = useBuilderFactions();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const selectId = useId();
  const hintId = useId();
  const all = factions.data?.factions ?? [];
  const names = new Map(all.map((f) => [f.id, f.name]));
  const needle = search.trim().toLowerCase();
  const matches = all.filter(
    (f) =>
      !needle ||
      f.name.toLowerCase().includes(needle) ||
      (f.parentId !== null && (names.get(f.parentId) ?? '').toLowerCase().includes(needle)),
  );
  // The chosen faction stays in the select, so it keeps showing it while the search narrows.
  const shown = all.filter((f) => f.id === draft.factionId || matches.includes(f));
  const known = draft.factionId === '' || names.has(draft.factionId) || factions.isPending;
  return (
    <div className={styles.grid}>
      <div className={fieldStyles.field}>
        <label htmlFor={searchId}>Find a faction</label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Type to narrow the list"
          autoComplete="off"
        />
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={selectId}>Faction</label>
        <select
          id={selectId}
          value={draft.factionId}
          aria-describedby={hintId}
          disabled={factions.isPending}
          onChange={(event) => dispatch({ type: 'setFaction', factionId: event.target.value })}
        >
          {draft.factionId === '' && (
            <option value="" disabled>
              {factions.isPending ? 'Loading factions…' : 'Choose a faction'}
            </option>
          )}
          {!known && <option value={draft.factionId}>{draft.factionId} (not in the game data)</option>}
          {shown.map((f) => (
            <option key={f.id} value={f.id}>
              {f.parentId ? `${f.name} (${names.get(f.parentId) ?? f.parentId})` : f.name}
            </option>
          ))}
        </select>
        <p id={hintId} className={styles.hint}>
          {factions.error
            ? `The factions could not be loaded: ${factions.error.message}`
            : needle && matches.length === 0
              ? `No faction matches “${search.trim()}”.`
              : draft.units.length > 0
                ? `Another faction starts the units afresh (Undo brings these ${draft.units.length} back).`
                : `${matches.length} of ${all.length} factions shown.`}
        </p>
      </div>
    </div>
  );
}

function DetachmentsField({
  draft,
  dispatch,
  catalogue,
}: {
  draft: Draft;
  dispatch: Dispatch<BuilderAction>;
  catalogue: BuilderCatalogue;
}) {
  const selectId = useId();
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const infos = useMemo(() => detachmentInfos(catalogue), [catalogue]);
  const dispositions = new Map(catalogue.dispositions.map((d) => [d.id, d.name]));
  const grants = (ids: string[]) => ids.map((id) => dispositions.get(id) ?? id).join(', ');
  const set = (detachmentIds: string[]) =>
    dispatch({ type: 'setDetachments', detachmentIds, detachments: infos });

  if (draft.edition === '10th') {
    return (
      <div className={fieldStyles.field}>
        <label htmlFor={selectId}>Detachment</label>
        <select
          id={selectId}
          value={draft.detachmentIds[0] ?? ''}
          onChange={(event) => set(event.target.value ? [event.target.value] : [])}
        >
          <option value="">No detachment yet</option>
          {catalogue.detachments.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
        <p className={styles.hint}>A 10th-edition list takes one detachment.</p>
      </div>
    );
  }
  const collapsed = !showAll && draft.detachmentIds.length > 0;
  const shown = collapsed
    ? catalogue.detachments.filter((d) => draft.detachmentIds.includes(d.id))
    : catalogue.detachments;
  const size = catalogue.battleSizes['11th'].find((s) => s.id === draft.battleSize);
  const cap = size?.detachmentPoints ?? null;
  const used = detachmentPointsOf(catalogue, draft.detachmentIds);
  return (
    <fieldset className={styles.choices}>
      <legend>
        Detachments ·{' '}
        <span className={styles.dp} data-over={cap !== null && used > cap ? '' : undefined}>
          {used} / {cap ?? '—'} DP used
        </span>
      </legend>
      <p className={styles.hint}>
        {cap === null
          ? `The game data gives ${size?.label ?? 'this battle size'} no detachment-point budget: choose what your event allows.`
          : `${size?.label ?? 'This battle size'} allows ${cap} detachment points: take several detachments within them.`}
      </p>
      <div id={listId} className={styles.detachmentList}>
        {shown.map((d) => {
          const checked = draft.detachmentIds.includes(d.id);
          return (
            <label key={d.id} className={styles.checkRow}>
              <input
                type="checkbox"
                checked={checked}
                onChange={() =>
                  set(
                    checked
                      ? draft.detachmentIds.filter((id) => id !== d.id)
                      : [...draft.detachmentIds, d.id],
                  )
                }
              />
              <span className={styles.checkText}>
                <span>{d.name}</span>
                <span className={styles.checkMeta}>
                  {d.detachmentPoints ?? '?'} DP
                  {d.forceDispositions.length > 0 ? ` · grants ${grants(d.forceDispositions)}` : ''}
                  {d.enhancements.length > 0 ? ` · ${d.enhancements.length} enhancements` : ''}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {draft.detachmentIds.length > 0 && (
        <Button
          variant="ghost"
          className={styles.tap}
          aria-expanded={!collapsed}
          aria-controls={listId}
          onClick={() => setShowAll(collapsed)}
        >
          {collapsed
            ? `Show all ${catalogue.detachments.length} detachments`
            : 'Show only the chosen detachments'}
        </Button>
      )}
    </fieldset>
  );
}

function DispositionField({
  draft,
  dispatch,
  catalogue,
}: {
  draft: Draft;
  dispatch: Dispatch<BuilderAction>;
  catalogue: BuilderCatalogue;
}) {
  const id = useId();
  const hintId = useId();
  const allowed = allowedDispositions(catalogue, draft.detachmentIds);
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>Force Disposition</label>
      <select
        id={id}
        value={draft.forceDisposition ?? ''}
        aria-describedby={hintId}
        disabled={allowed.length === 0 && draft.forceDisposition === null}
        onChange={(event) =>
          dispatch({ type: 'setForceDisposition', forceDisposition: event.target.value || null })
        }
      >
        <option value="">None chosen</option>
        {allowed.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
      <p id={hintId} className={styles.hint}>
        {allowed.length === 0
          ? 'Choose a detachment first: each grants the Force Dispositions a list may take.'
          : `Only the ones your detachments grant: ${allowed.map((d) => d.name).join(', ')}.`}
      </p>
    </div>
  );
}

/** Name, edition, faction, battle size, detachments and Force Disposition. */
export function SetupPanel({
  draft,
  dispatch,
  catalogue,
}: {
  draft: Draft;
  dispatch: Dispatch<BuilderAction>;
  catalogue: BuilderCatalogue | null;
}) {
  const nameId = useId();
  const headingId = useId();
  const sizes = catalogue?.battleSizes[draft.edition] ?? fallbackSizes;
  const infos = useMemo(() => (catalogue ? detachmentInfos(catalogue) : []), [catalogue]);
  return (
    <Card>
      <section className={styles.panel} aria-labelledby={headingId}>
        <h2 id={headingId}>Setup</h2>
        <div className={styles.grid}>
          <div className={fieldStyles.field}>
            <label htmlFor={nameId}>List name</label>
            <input
              id={nameId}
              value={draft.name}
              maxLength={120}
              autoComplete="off"
              onChange={(event) => dispatch({ type: 'setName', name: event.target.value })}
            />
          </div>
          <fieldset className={styles.choices}>
            <legend>Edition</legend>
            <div className={styles.chips}>
              {(['11th', '10th'] as const).map((edition) => (
                <label key={edition} className={styles.chip}>
                  <input
                    type="radio"
                    name="builder-edition"
                    value={edition}
                    checked={draft.edition === edition}
                    // Its detachments decide what the edition keeps: wait for the catalogue.
                    disabled={draft.factionId !== '' && catalogue === null}
                    onChange={() => dispatch({ type: 'setEdition', edition, detachments: infos })}
                  />
                  {edition}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <FactionField draft={draft} dispatch={dispatch} />
        <fieldset className={styles.choices}>
          <legend>Battle size</legend>
          <div className={styles.chips}>
            {sizes.map((size) => (
              <label key={size.id} className={styles.chip}>
                <input
                  type="radio"
                  name="builder-battle-size"
                  value={size.id}
                  checked={draft.battleSize === size.id}
                  onChange={() =>
                    dispatch({ type: 'setBattleSize', battleSize: size.id as BuiltList['battleSize'] })
                  }
                />
                <span className={styles.checkText}>
                  <span>{size.label}</span>
                  <span className={styles.checkMeta}>
                    {numberFormat.format(size.points)} pts
                    {draft.edition === '11th' && size.detachmentPoints !== null
                      ? ` · ${size.detachmentPoints} DP`
                      : ''}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {catalogue && <DetachmentsField draft={draft} dispatch={dispatch} catalogue={catalogue} />}
        {catalogue && draft.edition === '11th' && (
          <DispositionField draft={draft} dispatch={dispatch} catalogue={catalogue} />
        )}
      </section>
    </Card>
  );
}
