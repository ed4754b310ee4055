import type { BuiltList, BuiltListUnit } from '@muster/contracts';

/** Option id → how many times each of its choice groups is taken (by index). */
export type OptionTakes = Record<string, number[]>;

/** A unit as the builder holds it: the spec's unit, plus the option takes its wargear came from. */
export type DraftUnit = BuiltListUnit & {
  /** What `wargear` was worked out from; null: a loadout kept as it was loaded (not as options). */
  takes: OptionTakes | null;
};

export type Draft = Omit<BuiltList, 'units'> & { units: DraftUnit[] };

/** What the reducer needs to know of a detachment to keep the list consistent when it changes. */
export type DetachmentInfo = { id: string; enhancementIds: string[]; forceDispositions: string[] };

type UnitPatch = Partial<
  Pick<DraftUnit, 'modelCount' | 'wargear' | 'takes' | 'enhancementId' | 'attachedTo'>
>;

export type BuilderAction =
  | { type: 'load'; draft: Draft }
  | { type: 'saved'; draft: Draft }
  | { type: 'setName'; name: string }
  | { type: 'setEdition'; edition: BuiltList['edition']; detachments: DetachmentInfo[] }
  | { type: 'setFaction'; factionId: string }
  | { type: 'setBattleSize'; battleSize: BuiltList['battleSize'] }
  | { type: 'setDetachments'; detachmentIds: string[]; detachments: DetachmentInfo[] }
  | { type: 'setForceDisposition'; forceDisposition: string | null }
  | { type: 'addUnit'; unit: DraftUnit }
  | { type: 'removeUnit'; uid: string }
  | { type: 'duplicateUnit'; uid: string; newUid: string }
  | { type: 'updateUnit'; uid: string; patch: UnitPatch }
  | { type: 'setWarlord'; uid: string }
  | { type: 'undo' }
  | { type: 'redo' };

export type BuilderState = {
  past: Draft[];
  present: Draft;
  future: Draft[];
  /** The spec as last loaded or saved, to tell unsaved changes. */
  saved: string;
  /** The last change's coalescing key: typing a name is one undo step, not one per letter. */
  lastKey: string | null;
};

/** How many steps Undo can go back. */
export const HISTORY_LIMIT = 100;

export function emptyDraft(name = 'New list'): Draft {
  return {
    name,
    edition: '11th',
    factionId: '',
    detachmentIds: [],
    forceDisposition: null,
    battleSize: 'strike-force',
    units: [],
  };
}

/** The list as the server takes it. */
export function toSpec(draft: Draft): BuiltList {
  return {
    ...draft,
    units: draft.units.map(({ takes: _takes, ...unit }) => unit),
  };
}

const specKey = (draft: Draft) => JSON.stringify(toSpec(draft));

export function initBuilder(draft: Draft): BuilderState {
  return { past: [], present: draft, future: [], saved: specKey(draft), lastKey: null };
}

export const isDirty = (state: BuilderState) => specKey(state.present) !== state.saved;
export const canUndo = (state: BuilderState) => state.past.length > 0;
export const canRedo = (state: BuilderState) => state.future.length > 0;

function commit(state: BuilderState, next: Draft, key: string | null = null): BuilderState {
  if (next === state.present) return state;
  if (key !== null && key === state.lastKey) return { ...state, present: next, future: [] };
  return {
    ...state,
    past: [...state.past, state.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    lastKey: key,
  };
}

/**
 * The chosen detachments' enhancements and Force Dispositions: an enhancement or disposition that
 * no chosen detachment has any more is dropped with it.
 */
function withDetachments(draft: Draft, detachmentIds: string[], detachments: DetachmentInfo[]): Draft {
  const ids = draft.edition === '10th' ? detachmentIds.slice(0, 1) : [...new Set(detachmentIds)];
  const chosen = detachments.filter((d) => ids.includes(d.id));
  const enhancements = new Set(chosen.flatMap((d) => d.enhancementIds));
  const dispositions = new Set(chosen.flatMap((d) => d.forceDispositions));
  const forceDisposition =
    draft.edition === '11th' && draft.forceDisposition && dispositions.has(draft.forceDisposition)
      ? draft.forceDisposition
      : null;
  const units = draft.units.map((unit) =>
    unit.enhancementId && !enhancements.has(unit.enhancementId) ? { ...unit, enhancementId: null } : unit,
  );
  const changed = units.some((unit, i) => unit !== draft.units[i]);
  return { ...draft, detachmentIds: ids, forceDisposition, units: changed ? units : draft.units };
}

function updateUnits(draft: Draft, update: (unit: DraftUnit) => DraftUnit): Draft {
  let changed = false;
  const units = draft.units.map((unit) => {
    const next = update(unit);
    if (next !== unit) changed = true;
    return next;
  });
  return changed ? { ...draft, units } : draft;
}

function edit(draft: Draft, action: BuilderAction): Draft {
  switch (action.type) {
    case 'setName':
      return draft.name === action.name ? draft : { ...draft, name: action.name };
    case 'setEdition':
      if (draft.edition === action.edition) return draft;
      return withDetachments({ ...draft, edition: action.edition }, draft.detachmentIds, action.detachments);
    case 'setFaction':
      if (draft.factionId === action.factionId) return draft;
      return { ...draft, factionId: action.factionId, detachmentIds: [], forceDisposition: null, units: [] };
    case 'setBattleSize':
      return draft.battleSize === action.battleSize ? draft : { ...draft, battleSize: action.battleSize };
    case 'setDetachments':
      return withDetachments(draft, action.detachmentIds, action.detachments);
    case 'setForceDisposition':
      return draft.forceDisposition === action.forceDisposition
        ? draft
        : { ...draft, forceDisposition: action.forceDisposition };
    case 'addUnit':
      if (draft.units.some((unit) => unit.uid === action.unit.uid)) return draft;
      return { ...draft, units: [...draft.units, action.unit] };
    case 'removeUnit': {
      if (!draft.units.some((unit) => unit.uid === action.uid)) return draft;
      // A leader of the removed unit leads no one any more.
      const units = draft.units
        .filter((unit) => unit.uid !== action.uid)
        .map((unit) => (unit.attachedTo === action.uid ? { ...unit, attachedTo: null } : unit));
      return { ...draft, units };
    }
    case 'duplicateUnit': {
      const index = draft.units.findIndex((unit) => unit.uid === action.uid);
      const source = draft.units[index];
      if (!source || draft.units.some((unit) => unit.uid === action.newUid)) return draft;
      // The copy is a plain one: a second Warlord, a second of one enhancement or a second leader
      // on the same unit would only break the list.
      const copy: DraftUnit = {
        ...source,
        uid: action.newUid,
        warlord: false,
        enhancementId: null,
        attachedTo: null,
      };
      return { ...draft, units: [...draft.units.slice(0, index + 1), copy, ...draft.units.slice(index + 1)] };
    }
    case 'updateUnit':
      return updateUnits(draft, (unit) => {
        if (unit.uid !== action.uid) return unit;
        const entries = Object.entries(action.patch) as [keyof UnitPatch, unknown][];
        if (entries.every(([key, value]) => unit[key] === value)) return unit;
        return { ...unit, ...action.patch };
      });
    case 'setWarlord':
      return updateUnits(draft, (unit) => {
        const warlord = unit.uid === action.uid;
        return unit.warlord === warlord ? unit : { ...unit, warlord };
      });
    default:
      return draft;
  }
}

/** The whole list and its history: every change is one step Undo takes back and Redo replays. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'load':
      return initBuilder(action.draft);
    case 'saved':
      return { ...state, saved: specKey(action.draft), lastKey: null };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        lastKey: null,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { ...state, past: [...state.past, state.present], present: next, future: rest, lastKey: null };
    }
    case 'setName':
      return commit(state, edit(state.present, action), 'name');
    default:
      return commit(state, edit(state.present, action));
  }
}
