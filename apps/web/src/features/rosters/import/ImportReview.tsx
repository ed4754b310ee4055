import type { Roster, RosterParseReply, UnitResolution } from '@muster/contracts';
import { type Dispatch, type FormEvent, useId, useState } from 'react';
import { useToast } from '../../../toasts/ToastProvider';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import fieldStyles from '../../../ui/FormField.module.css';
import { formatLabel } from '../format-labels';
import { LegalityReport } from '../legality/LegalityReport';
import { useUnsavedRosterLegality } from '../legality/legality-api';
import styles from '../Rosters.module.css';
import type { DatasheetChoice } from '../resolution/DatasheetPicker';
import { useResolveRoster, useSaveRoster } from '../rosters-api';
import type { ImportAction, ImportItem } from './import-queue';
import { issueLabel } from './issue-labels';
import { ReviewUnits } from './ReviewUnits';

const emptyResolution: UnitResolution = {
  match: 'unresolved',
  datasheetId: null,
  datasheetName: null,
  factionId: null,
  loadout: 'none',
  profiles: 'none',
  dataEdition: null,
  groups: [],
  candidates: [],
  notes: [],
};

function suggestedName(roster: Roster): string {
  if (roster.name) return roster.name;
  return [roster.faction, roster.detachments[0]].filter(Boolean).join(' – ');
}

/** The parse result before saving: confidence, every warning, and the fields a save needs. */
export function ImportReview({
  item,
  reply,
  dispatch,
}: {
  item: ImportItem;
  reply: RosterParseReply;
  dispatch: Dispatch<ImportAction>;
}) {
  const [roster, setRoster] = useState(reply.roster ?? reply.partialData);
  const [name, setName] = useState(roster ? suggestedName(roster) : '');
  const [faction, setFaction] = useState(roster?.faction ?? '');
  const save = useSaveRoster();
  const resolve = useResolveRoster();
  const toast = useToast();
  const legality = useUnsavedRosterLegality(roster);
  const nameId = useId();
  const factionId = useId();
  if (!roster) return null;
  // The "no datasheet" warning goes once the player has chosen one for every unit.
  const stillUnresolved = roster.units.some((unit) => unit.resolution?.match === 'unresolved');
  const issues = [
    ...reply.errors,
    ...reply.warnings.filter((w) => w.code !== 'UNRESOLVED_UNITS' || stillUnresolved),
  ];
  const confidence = Math.round(reply.confidenceScore * 100);
  const resolution = roster.resolution;

  const chooseDatasheet = async (unitIndex: number, choice: DatasheetChoice) => {
    const units = roster.units.map((unit, index) =>
      index === unitIndex
        ? {
            ...unit,
            resolution: {
              ...(unit.resolution ?? emptyResolution),
              match: 'chosen' as const,
              datasheetId: choice.id,
              datasheetName: choice.name,
              factionId: choice.factionId,
            },
          }
        : unit,
    );
    await reResolve(units);
  };

  /** The list's wargear as the player fixed it; the unit is matched again from it. */
  const fixWargear = async (unitIndex: number, wargear: { name: string; count: number }[]) => {
    await reResolve(roster.units.map((unit, index) => (index === unitIndex ? { ...unit, wargear } : unit)));
  };

  const reResolve = async (units: Roster['units']) => {
    try {
      setRoster(await resolve.mutateAsync({ ...roster, units }));
    } catch (error) {
      toast.show({
        variant: 'error',
        message: error instanceof Error ? error.message : 'The datasheet could not be applied. Try again.',
      });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'saving', key: item.key });
    try {
      const saved = await save.mutateAsync({
        roster: { ...roster, name: name.trim(), faction: faction.trim() },
        sourceFormat: reply.detectedFormat,
        sourceFileName: reply.fileName,
      });
      dispatch({ type: 'saved', key: item.key, id: saved?.id ?? '' });
      toast.show({ variant: 'success', message: `“${name.trim()}” saved to your rosters.` });
    } catch (error) {
      dispatch({
        type: 'save-failed',
        key: item.key,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };

  return (
    <form className={styles.review} onSubmit={onSubmit} aria-label={`Review ${item.label}`}>
      <dl className={styles.reviewFacts}>
        <div>
          <dt>Format</dt>
          <dd>{formatLabel(reply.detectedFormat)}</dd>
        </div>
        <div>
          <dt>Confidence</dt>
          <dd>
            <meter
              min={0}
              max={100}
              low={60}
              high={85}
              optimum={100}
              value={confidence}
              aria-label="Confidence"
            />{' '}
            {confidence} %
          </dd>
        </div>
        <div>
          <dt>Points</dt>
          <dd>
            {roster.pointsTotal}
            {roster.pointsLimit ? ` / ${roster.pointsLimit}` : ''}
          </dd>
        </div>
        <div>
          <dt>Units</dt>
          <dd>{roster.units.length}</dd>
        </div>
        {roster.detachments.length > 0 && (
          <div>
            <dt>Detachment</dt>
            <dd>{roster.detachments.join(' + ')}</dd>
          </div>
        )}
        {resolution && (
          <div>
            <dt>Datasheets</dt>
            <dd>
              {resolution.resolvedUnits} of {roster.units.length} matched
            </dd>
          </div>
        )}
        {roster.edition && (
          <div>
            <dt>Edition</dt>
            <dd>{roster.edition}</dd>
          </div>
        )}
      </dl>
      {issues.length > 0 && (
        <ul className={styles.issues} aria-label="Warnings">
          {issues.map((issue) => (
            <li key={`${issue.code}-${issue.message}`}>
              <Badge tone={reply.errors.includes(issue) ? 'error' : 'warning'}>
                {issueLabel(issue.code)}
              </Badge>{' '}
              {issue.message}
            </li>
          ))}
        </ul>
      )}
      {legality.data && <LegalityReport legality={legality.data} />}
      <div className={styles.reviewFields}>
        <div className={fieldStyles.field}>
          <label htmlFor={nameId}>Roster name</label>
          <input
            id={nameId}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            maxLength={200}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={factionId}>Faction</label>
          <input
            id={factionId}
            value={faction}
            onChange={(event) => setFaction(event.target.value)}
            required
            maxLength={120}
          />
        </div>
      </div>
      {resolution && (
        <p className={styles.muted}>
          Matched against {resolution.dataVersion}. {resolution.notes.join(' ')}
        </p>
      )}
      <ReviewUnits
        roster={roster}
        busy={resolve.isPending}
        onChoose={chooseDatasheet}
        onWargear={fixWargear}
      />
      {item.error && <FormError message={item.error} />}
      <div className={styles.reviewActions}>
        <Button type="submit" disabled={item.status === 'saving' || roster.units.length === 0}>
          {item.status === 'saving' ? 'Saving…' : 'Save roster'}
        </Button>
        <Button variant="ghost" onClick={() => dispatch({ type: 'dismissed', key: item.key })}>
          Discard
        </Button>
      </div>
    </form>
  );
}
