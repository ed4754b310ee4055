import { editionRules, type TargetInput, type Weapon, type WeaponInput } from '@muster/dice';
import { weaponFamily } from '@muster/roster-import/weapon-names';
import { Link2, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { useToast } from '../../toasts/ToastProvider';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { copyText } from '../../ui/clipboard';
import { FormError } from '../../ui/FormError';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import styles from './BattleSimulator.module.css';
import { CatalogueUnitPicker } from './CatalogueUnitPicker';
import { CheckField, SelectField } from './NumberField';
import { RosterUnitPicker } from './RosterUnitPicker';
import { SimulationResults, SimulationTooBig } from './SimulationResults';
import {
  defaultSimulatorState,
  defaultWeapon,
  encodeSimulatorState,
  MAX_WEAPONS,
  type SimulatorState,
} from './simulator-state';
import { TargetEditor } from './TargetEditor';
import { useSimulation } from './use-simulation';
import { loadSimulatorChecks, type SimulatorChecks, useSimulatorChecks } from './use-simulator-checks';
import { WeaponEditor } from './WeaponEditor';

const CHECKS_FAILED = 'The simulator could not load. Check your connection and reload the page.';

/** How long the address waits for typing to pause before it is rewritten. */
const LINK_WRITE_DELAY_MS = 300;
/** The address is rewritten in place: no new history entry, and the page stays where it is. */
const inPlace = { replace: true, preventScrollReset: true };

const editionOptions = Object.values(editionRules).map((rules) => ({ value: rules.id, label: rules.name }));

export function BattleSimulatorPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The link the page was opened with (the page rewrites `s` as the player edits).
  const [shared] = useState(() => searchParams.get('s'));
  // Without a shared link the page starts from the default state, which is valid by construction
  // (simulator-checks.test.ts), so it shows and is simulated before the schemas (and zod) have
  // loaded: they are fetched when the player starts editing, or at once to read a shared link.
  const [state, setState] = useState<SimulatorState | null>(() => (shared ? null : defaultSimulatorState()));
  const [pristine, setPristine] = useState(!shared);
  const [editing, setEditing] = useState(false);
  const { checks, failed } = useSimulatorChecks(editing || Boolean(shared));
  useEffect(() => {
    if (state === null && checks) setState(checks.decodeSimulatorState(shared) ?? defaultSimulatorState());
  }, [state, checks, shared]);
  // Editors keep their own text for some fields; loading a unit gives them a fresh start.
  const [revision, setRevision] = useState(0);
  const [note, setNote] = useState<string | null>(null);
  const toast = useToast();

  const [addAttackers, setAddAttackers] = useState(false);
  const checked = useMemo(
    () => (checks && state && !pristine ? checks.checkSimulatorState(state) : null),
    [checks, state, pristine],
  );
  const valid = pristine ? state : checked?.success ? checked.data : null;
  const { simulation, error: simulationError, working } = useSimulation(valid);
  const answer = valid && simulation && simulation.method !== 'too-big' ? simulation : null;
  const tooBig = valid && simulation?.method === 'too-big' ? simulation.message : null;

  const update = (change: (s: SimulatorState) => SimulatorState) => {
    setPristine(false);
    setEditing(true);
    setState((s) => s && change(s));
  };

  /** Runs `use` with the checks, which a unit picker may be quicker than. */
  const withChecks = (use: (loaded: SimulatorChecks) => void) =>
    void loadSimulatorChecks().then(use, () => setNote(CHECKS_FAILED));

  /** A unit's weapons replace the attackers, or join them (several units firing at one target). */
  const loadAttacker = (unitName: string, weapons: WeaponInput[], skipped: string | null) =>
    withChecks(({ completeWeapon }) => {
      const loaded = weapons.map((w) =>
        completeWeapon(addAttackers ? { ...w, name: `${unitName}: ${w.name}` } : w),
      );
      update((s) => ({
        ...s,
        weapons: (addAttackers ? [...s.weapons, ...loaded] : loaded).slice(0, MAX_WEAPONS),
      }));
      setRevision((r) => r + 1);
      setNote(skipped);
    });
  const loadDefender = (target: TargetInput) =>
    withChecks(({ completeTarget }) => {
      update((s) => ({ ...s, target: completeTarget(target) }));
      setRevision((r) => r + 1);
    });
  const encoded = valid ? encodeSimulatorState(valid) : null;
  // The address carries the simulation once the player has changed it: the untouched page is the
  // default simulation, which its plain address already opens. It is written after a pause in
  // typing, because each write is a router navigation, which reads the scroll position and so
  // lays out the whole page (about 160 ms on a throttled phone when it came with the first draw).
  // Leaving a field writes it at once, so a link followed straight after typing (which blurs the
  // field first) leaves an address that Back returns to with the change in it.
  const link = pristine ? null : encoded;
  const settledLink = useDebouncedValue(link, LINK_WRITE_DELAY_MS);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // Written only while the player is still here: once Back or a link is under way, a write would
  // cancel it, or replace the history entry the player went back to.
  const stillHere = () => navigation.state === 'idle' && window.location.pathname === pathname;
  const writeLink = () => {
    if (link && searchParams.get('s') !== link && stillHere()) setSearchParams({ s: link }, inPlace);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: stillHere reads the same navigation and pathname
  useEffect(() => {
    // Only the current value: a settled one can lag behind a write made when a field was left.
    if (settledLink && settledLink === link && searchParams.get('s') !== settledLink && stillHere())
      setSearchParams({ s: settledLink }, inPlace);
  }, [settledLink, link, searchParams, setSearchParams, navigation.state, pathname]);

  const problem =
    checked && !checked.success && state
      ? checked.error.issues
          .slice(0, 3)
          .map((issue) => `${describePath(state, issue.path)}: ${issue.message}`)
          .join(' ')
      : null;

  const setWeapon = (index: number, weapon: Weapon) =>
    update((s) => ({ ...s, weapons: s.weapons.map((w, i) => (i === index ? weapon : w)) }));

  return (
    <>
      <title>Battle Simulator · Muster</title>
      <PageHeader
        eyebrow="Analysis tools"
        title="Battle Simulator"
        description="The odds of an attack: every hit, wound, save and damage roll, with the abilities that change them; exact wherever the dice allow."
        actions={
          <Button
            variant="secondary"
            disabled={!encoded}
            onClick={async () => {
              if (!encoded) return;
              toast.show(
                (await copyText(shareLink(encoded)))
                  ? { variant: 'success', message: 'Link to this simulation copied.' }
                  : {
                      variant: 'error',
                      message: 'The browser did not let the link be copied: copy it from the address bar.',
                    },
              );
            }}
          >
            <Link2 aria-hidden size={16} /> Copy link
          </Button>
        }
      />
      {state ? (
        <div
          className={styles.layout}
          // Touching the form fetches the checks, so they are in by the first change.
          onFocusCapture={() => setEditing(true)}
          onBlurCapture={writeLink}
          onPointerDownCapture={() => setEditing(true)}
        >
          <div className={styles.inputs}>
            <Card>
              <section aria-labelledby="load-roster-heading">
                <h2 id="load-roster-heading" className={styles.cardTitle}>
                  Load from your rosters
                </h2>
                <RosterUnitPicker onAttacker={loadAttacker} onDefender={loadDefender} />
                <CheckField
                  label="Add loaded units to the attackers (several units into one target)"
                  checked={addAttackers}
                  onChange={setAddAttackers}
                />
                {note && <p className={styles.hint}>{note}</p>}
              </section>
            </Card>
            <Card>
              <section aria-labelledby="load-catalogue-heading">
                <h2 id="load-catalogue-heading" className={styles.cardTitle}>
                  Load from the data set
                </h2>
                <CatalogueUnitPicker onAttacker={loadAttacker} onDefender={loadDefender} />
              </section>
            </Card>
            <Card>
              <h2 className={styles.cardTitle}>Attacker</h2>
              {state.weapons.map((weapon, index) => (
                <WeaponEditor
                  // biome-ignore lint/suspicious/noArrayIndexKey: weapons have no identity beyond their slot
                  key={`${revision}-${index}`}
                  weapon={weapon}
                  index={index}
                  alternatives={
                    state.weapons.filter((w) => weaponFamily(w.name) === weaponFamily(weapon.name)).length
                  }
                  onChange={(w) => setWeapon(index, w)}
                  onRemove={
                    state.weapons.length > 1
                      ? () => update((s) => ({ ...s, weapons: s.weapons.filter((_, i) => i !== index) }))
                      : null
                  }
                />
              ))}
              <Button
                variant="secondary"
                size="sm"
                disabled={state.weapons.length >= MAX_WEAPONS}
                onClick={() =>
                  update((s) => ({
                    ...s,
                    weapons: [...s.weapons, defaultWeapon()],
                  }))
                }
              >
                <Plus aria-hidden size={14} /> Add weapon
              </Button>
            </Card>
            <Card>
              <h2 className={styles.cardTitle}>Defender</h2>
              <TargetEditor
                key={revision}
                target={state.target}
                onChange={(target) => update((s) => ({ ...s, target }))}
              />
            </Card>
            <Card>
              <h2 className={styles.cardTitle}>Situation</h2>
              <div className={styles.checks}>
                <CheckField
                  label="Within half range"
                  checked={state.context.halfRange}
                  onChange={(v) => update((s) => ({ ...s, context: { ...s.context, halfRange: v } }))}
                />
                <CheckField
                  label="Charged this turn"
                  checked={state.context.charged}
                  onChange={(v) => update((s) => ({ ...s, context: { ...s.context, charged: v } }))}
                />
                <CheckField
                  label="Remained stationary"
                  checked={state.context.stationary}
                  onChange={(v) => update((s) => ({ ...s, context: { ...s.context, stationary: v } }))}
                />
              </div>
              <SelectField
                label="Rules edition"
                value={state.edition}
                options={editionOptions}
                onChange={(edition) => update((s) => ({ ...s, edition }))}
              />
              <p className={styles.hint}>{editionRules[state.edition]?.note}</p>
            </Card>
          </div>
          <Card className={styles.resultsCard} data-pending={!(answer || tooBig) || undefined}>
            {answer ? (
              <div aria-busy={working}>
                <SimulationResults
                  result={answer.result}
                  approximate={answer.method === 'approximate'}
                  targetName={state.target.name}
                  characterName={state.target.character?.name ?? null}
                />
                {answer.chosen.length > 0 && (
                  <p className={styles.hint}>
                    Profiles are alternatives; fired at this target:{' '}
                    {answer.chosen.map((c) => c.profile).join(', ')}.
                  </p>
                )}
              </div>
            ) : tooBig ? (
              <div aria-busy={working}>
                <SimulationTooBig message={tooBig} />
              </div>
            ) : failed ? (
              <FormError message={CHECKS_FAILED} />
            ) : valid || !checked ? (
              <p role="status">{simulationError ?? 'Working out the odds…'}</p>
            ) : (
              <>
                <h2>Check the profile</h2>
                <FormError message={problem} />
              </>
            )}
          </Card>
        </div>
      ) : failed ? (
        <FormError message={CHECKS_FAILED} />
      ) : (
        <PageSpinner label="Opening the shared simulation…" />
      )}
    </>
  );
}

/** This page's address with the simulation in it (the address may not have caught up yet). */
function shareLink(encoded: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set('s', encoded);
  return url.href;
}

/** "weapons.0.strength" → "Bolt rifle strength". */
function describePath(state: SimulatorState, path: PropertyKey[]): string {
  const [first, second, third] = path;
  if (first === 'weapons' && typeof second === 'number') {
    return `${state.weapons[second]?.name || `Weapon ${second + 1}`} ${String(third ?? '')}`.trim();
  }
  if (first === 'target') return `Defender ${String(second ?? '')}`.trim();
  return path.map(String).join(' ');
}
