import type { RosterBuiltListReply } from '@muster/contracts';
import { Plus } from 'lucide-react';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { DESKTOP_QUERY, useMediaQuery } from '../../../layout/use-media-query';
import { useToast } from '../../../toasts/ToastProvider';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { FormError } from '../../../ui/FormError';
import { LoadFailedPanel } from '../../../ui/LoadFailedPanel';
import { PageHeader } from '../../../ui/PageHeader';
import { PageSpinner } from '../../../ui/PageSpinner';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { BuilderBar, BuilderToolbar } from './BuilderBar';
import { useBuilderCatalogue, useListCheck, useSaveBuiltList } from './builder-api';
import { builderReducer, canRedo, canUndo, type Draft, initBuilder, isDirty, toSpec } from './builder-state';
import { ChecksPanel } from './ChecksPanel';
import { datasheetIndex, newUid, unitLabels } from './catalogue';
import { DatasheetPicker } from './DatasheetPicker';
import styles from './ListBuilder.module.css';
import { SetupPanel } from './SetupPanel';
import { UnitList } from './UnitList';
import { useUndoShortcuts } from './use-undo-shortcuts';
import type { Datasheet } from './wargear';

type CarriedOver = Pick<RosterBuiltListReply, 'unresolved' | 'notes'>;

/** What a loaded roster could not bring into the builder, in plain words. */
function CarriedOverNotes({ unresolved, notes }: CarriedOver) {
  const headingId = useId();
  if (unresolved.length === 0 && notes.length === 0) return null;
  return (
    <Card className={styles.notes}>
      <section className={styles.panel} aria-labelledby={headingId}>
        <h2 id={headingId}>Not everything could be carried over</h2>
        {unresolved.length > 0 && (
          <>
            <p className={styles.hint}>
              {unresolved.length === 1 ? 'This unit matches' : `These ${unresolved.length} units match`} no
              datasheet of the game data, so {unresolved.length === 1 ? 'it is' : 'they are'} not in the list
              below. Saving keeps only the list below; the roster's earlier version stays in its history.
            </p>
            <ul>
              {unresolved.map((unit) => (
                <li key={unit.id}>
                  <strong>{unit.name}</strong>: {unit.reason}
                </li>
              ))}
            </ul>
          </>
        )}
        {notes.length > 0 && (
          <>
            <p className={styles.hint}>Also left out:</p>
            <ul>
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </Card>
  );
}

// The sheet (and the dialog library with it) is fetched when first opened, not with the builder.
const PickerSheetContent = lazy(async () => ({
  default: (await import('./PickerSheetContent')).PickerSheetContent,
}));

/** The phone's way to the catalogue: a full-height sheet, opened from under the units. */
function PickerSheet({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        className={styles.tap}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Plus aria-hidden size={16} /> Add a datasheet
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PickerSheetContent onClose={() => setOpen(false)} returnFocus={() => opener.current?.focus()}>
            {children}
          </PickerSheetContent>
        </Suspense>
      )}
    </>
  );
}

/**
 * The list builder: the whole list in one reducer with Undo and Redo, checked by the server a moment
 * after each change, saved as a new roster or as a new version of the one it was opened from.
 */
export function ListBuilder({
  rosterId,
  initial,
  carriedOver,
}: {
  rosterId: string | null;
  initial: Draft;
  carriedOver?: CarriedOver;
}) {
  const [state, dispatch] = useReducer(builderReducer, initial, initBuilder);
  const draft = state.present;
  const spec = useMemo(() => toSpec(draft), [draft]);
  const catalogueQuery = useBuilderCatalogue(draft.factionId);
  const catalogue = catalogueQuery.data ?? null;
  const datasheets = useMemo(
    () => (catalogue ? datasheetIndex(catalogue) : new Map<string, Datasheet>()),
    [catalogue],
  );
  const labels = useMemo(() => unitLabels(draft.units, datasheets), [draft.units, datasheets]);
  const check = useListCheck(spec);
  const save = useSaveBuiltList(rosterId);
  const dirty = isDirty(state);
  const { blocker, allowLeaving } = useUnsavedChangesGuard(dirty);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const navigate = useNavigate();
  const toast = useToast();
  const unitsHeading = useRef<HTMLHeadingElement>(null);
  const checksId = useId();
  const [savedName, setSavedName] = useState(initial.name);
  useUndoShortcuts(dispatch);

  const showUnit = useCallback((uid: string) => {
    const card = document.getElementById(`unit-${uid}`);
    card?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    card?.querySelector<HTMLElement>('h4')?.focus({ preventScroll: true });
  }, []);

  const addUnit = (datasheet: Datasheet) =>
    dispatch({
      type: 'addUnit',
      unit: {
        uid: newUid(),
        unitId: datasheet.id,
        modelCount: datasheet.size.min,
        wargear: {},
        takes: {},
        enhancementId: null,
        attachedTo: null,
        warlord: false,
      },
    });

  const duplicate = (uid: string) => {
    const copy = newUid();
    dispatch({ type: 'duplicateUnit', uid, newUid: copy });
    requestAnimationFrame(() => showUnit(copy));
  };

  const remove = (uid: string) => {
    dispatch({ type: 'removeUnit', uid });
    unitsHeading.current?.focus();
  };

  const onSave = async () => {
    const sent = draft;
    const list = { ...toSpec(sent), name: sent.name.trim() || 'New list' };
    try {
      const saved = await save.mutateAsync(list);
      if (rosterId) {
        dispatch({ type: 'saved', draft: sent });
        setSavedName(saved.name);
        toast.show({ variant: 'success', message: `“${saved.name}” saved: a new version of the roster.` });
      } else {
        allowLeaving();
        toast.show({ variant: 'success', message: `“${saved.name}” saved to your rosters.` });
        navigate(`/rosters/${saved.id}`);
      }
    } catch {
      // The message is shown by the Save button.
    }
  };

  const saveError = save.error ? `The list could not be saved: ${save.error.message}` : null;
  const barProps = {
    report: check.report,
    checking: check.checking,
    canUndo: canUndo(state),
    canRedo: canRedo(state),
    saving: save.isPending,
    dirty,
    saveLabel: isDesktop ? (rosterId ? 'Save changes' : 'Save list') : 'Save',
    onUndo: () => dispatch({ type: 'undo' }),
    onRedo: () => dispatch({ type: 'redo' }),
    onSave: () => void onSave(),
  };

  const checks = (
    <ChecksPanel
      id={checksId}
      report={check.report}
      checking={check.checking}
      error={check.error}
      ready={draft.factionId !== ''}
      labels={labels}
      onShowUnit={showUnit}
    />
  );
  const picker = catalogue && <DatasheetPicker catalogue={catalogue} draft={draft} onAdd={addUnit} />;

  let units: ReactNode = null;
  if (draft.factionId === '') {
    units = (
      <Card>
        <p className={styles.hint}>Choose a faction above: its detachments and datasheets appear here.</p>
      </Card>
    );
  } else if (catalogueQuery.isPending) {
    units = <PageSpinner />;
  } else if (catalogueQuery.error) {
    units = (
      <LoadFailedPanel
        title="This faction's datasheets could not be loaded"
        error={catalogueQuery.error}
        onRetry={() => void catalogueQuery.refetch()}
      />
    );
  } else if (catalogue) {
    units = (
      <UnitList
        ref={unitsHeading}
        draft={draft}
        catalogue={catalogue}
        datasheets={datasheets}
        labels={labels}
        report={check.report}
        dispatch={dispatch}
        onDuplicate={duplicate}
        onRemove={remove}
      >
        {!isDesktop && <PickerSheet>{picker}</PickerSheet>}
      </UnitList>
    );
  }

  return (
    <div className={styles.page}>
      <title>{`${rosterId ? `Edit ${savedName}` : 'Build a list'} · Muster`}</title>
      <PageHeader
        eyebrow="List builder"
        title={rosterId ? `Edit “${savedName}”` : 'Build a list'}
        description="Choose a faction, detachments and units; the list is priced and checked against the game data as you go. Checks warn, they never stop a save."
        actions={isDesktop ? <BuilderToolbar {...barProps} /> : undefined}
      />
      {isDesktop && <FormError message={saveError} />}
      {carriedOver && <CarriedOverNotes {...carriedOver} />}
      <div className={styles.layout}>
        <div className={styles.column}>
          <SetupPanel draft={draft} dispatch={dispatch} catalogue={catalogue} />
          {units}
          {!isDesktop && checks}
        </div>
        {isDesktop && (
          <aside className={`${styles.column} ${styles.aside}`} aria-label="Checks and catalogue">
            {checks}
            {picker && (
              <Card>
                <section className={styles.panel} aria-labelledby={`${checksId}-picker`}>
                  <h2 id={`${checksId}-picker`}>Add a datasheet</h2>
                  {picker}
                </section>
              </Card>
            )}
          </aside>
        )}
      </div>
      {!isDesktop && (
        <BuilderBar
          {...barProps}
          saveError={saveError}
          checksId={checksId}
          onShowChecks={() => {
            const panel = document.getElementById(checksId);
            panel?.scrollIntoView({ block: 'start', behavior: 'smooth' });
            panel?.focus({ preventScroll: true });
          }}
        />
      )}
      <UnsavedChangesDialog blocker={blocker} />
    </div>
  );
}
