import type { NormRoster, RosterViolation, Violation } from '@alpaca-software/40kdc-data';
import { wargearName } from '../game-data';
import {
  article,
  type BuiltListCheck,
  type CheckContext,
  detachmentName,
  enhancementName,
  factionName,
  names,
  plural,
} from './check-context';
import { datasheetItems, unitLoadout } from './unit-loadout';

/** The list as the data package's checker reads it: units by datasheet id, bodyguards by datasheet. */
function toNormRoster(ctx: CheckContext): NormRoster {
  const { list, views, data } = ctx;
  const byUid = new Map(list.units.map((unit) => [unit.uid, unit]));
  return {
    factionId: list.factionId,
    // The data knows Incursion and Strike Force; Onslaught's limit is checked here instead.
    battleSize: list.battleSize === 'onslaught' ? null : list.battleSize,
    forceDisposition: list.edition === '11th' ? list.forceDisposition : null,
    detachmentIds: list.detachmentIds,
    units: list.units.map((unit, index) => {
      const view = views[index];
      const bodyguard = unit.attachedTo && unit.attachedTo !== unit.uid ? byUid.get(unit.attachedTo) : null;
      return {
        unitId: unit.unitId,
        modelCount: unit.modelCount,
        isWarlord: unit.warlord,
        enhancementId: unit.enhancementId,
        leaderBodyguardId: bodyguard?.unitId ?? null,
        counts: view ? unitLoadout(data, view, unit) : new Map(Object.entries(unit.wargear)),
      };
    }),
  };
}

/**
 * Codes that are not rules in 10th edition: no detachment points, no Force Dispositions, and no
 * Support characters (a 10th-edition Leader may always stand alone).
 */
const ELEVENTH_ONLY = new Set([
  'detachment-points-over',
  'disposition-not-picked',
  'disposition-invalid',
  'leader-must-attach',
]);

const numbers = (message: string) => (message.match(/\d+/g) ?? []).map(Number);

function loadoutMessage(ctx: CheckContext, index: number, violation: Violation): string {
  const view = ctx.views[index];
  const unit = ctx.list.units[index];
  const label = ctx.labels[index] ?? '';
  const item = view ? wargearName(ctx.data, view, violation.id) : violation.id;
  const models = plural(unit?.modelCount ?? 0, 'model');
  const [count, limit] = numbers(violation.message.slice(violation.id.length));
  switch (violation.code) {
    case 'exceeds-max':
      return `${label}: ${count} × ${item}, more than the ${limit} its wargear options allow with ${models}.`;
    case 'below-min':
      return `${label}: ${count} × ${item}; with ${models} at least ${limit} keep it, as only swaps take it away.`;
    case 'exceeds-allowance':
      return `${label}: ${count} × ${item}, more than the ${limit} the datasheet allows between such weapons with ${models}.`;
    case 'invalid-model-count':
      return `${label}: ${models} is not a size the datasheet allows (${view?.raw.model_count?.min}–${view?.raw.model_count?.max}, in the sizes its unit composition lists).`;
    default:
      return `${label}: this wargear cannot be shared out among its models — a model keeps a weapon or swaps it, not both.`;
  }
}

/** The units an army-wide violation is about, by the enhancement or keyword it names. */
function bearers(ctx: CheckContext, enhancementId: string): string[] {
  return ctx.list.units.flatMap((unit, index) =>
    unit.enhancementId === enhancementId ? [ctx.labels[index] ?? ''] : [],
  );
}

function keywordsText(groups: string[][]): string {
  return groups.map((group) => group.join(' ')).join(' or ');
}

function armyMessage(ctx: CheckContext, v: RosterViolation): string {
  const label = v.unitIndex !== null ? (ctx.labels[v.unitIndex] ?? '') : '';
  const unit = v.unitIndex !== null ? ctx.list.units[v.unitIndex] : undefined;
  const enhancement = ctx.data.dataset.enhancements.getAny(v.id);
  const enhName = enhancementName(ctx, v.id);
  const [first, second] = numbers(v.message);
  switch (v.code) {
    case 'enhancement-wrong-detachment':
      return `${label}: the enhancement ${enhName} belongs to the ${detachmentName(ctx, enhancement?.detachment_id ?? '')} detachment, which the list does not include.`;
    case 'enhancement-on-non-character':
      return `${label} is not a Character, so it cannot take the enhancement ${enhName}.`;
    case 'enhancement-keyword-mismatch': {
      const groups = enhancement?.keyword_restriction_groups ?? [enhancement?.keyword_restrictions ?? []];
      return `${label} cannot take ${enhName}: it is only for ${keywordsText(groups.map((g) => [...g]))} units.`;
    }
    case 'enhancement-excluded-keyword':
      return `${label} cannot take ${enhName}: ${names(enhancement?.exclusion_keywords ?? [])} units are excluded from it.`;
    case 'enhancement-over-max-targets': {
      const max = enhancement?.max_targets ?? 1;
      const limit = max === 1 ? 'it can be taken once' : `it can go on at most ${max} units`;
      return `The enhancement ${enhName} is taken ${first} times (${names(bearers(ctx, v.id))}); ${limit}.`;
    }
    case 'leader-attachment-illegal': {
      const bodyguard = ctx.list.units.findIndex((u) => u.uid === unit?.attachedTo);
      const leads = ctx.views[v.unitIndex ?? -1]
        ? ctx.data.dataset.bodyguardsAttachableFrom(v.id).map((b) => b.name)
        : [];
      const shown = leads.length > 8 ? [...leads.slice(0, 7), `${leads.length - 7} others`] : leads;
      const may =
        leads.length > 0
          ? `its datasheet lets it lead ${names(shown)}`
          : 'its datasheet lets it lead no unit';
      return `${label} cannot lead ${ctx.labels[bodyguard] ?? 'that unit'}: ${may}.`;
    }
    case 'leader-must-attach':
      return `${label} is a Support character: it must be attached to a unit.`;
    case 'points-over-limit':
      return `The list is ${first} points, ${(first ?? 0) - ctx.size.points} over the ${ctx.size.label} limit of ${ctx.size.points}.`;
    case 'detachment-points-over':
      return `The detachments cost ${first} detachment points; ${ctx.size.label} allows ${second}.`;
    case 'disposition-not-picked':
      return 'No Force Disposition is chosen: an 11th-edition list takes one its detachments grant.';
    case 'disposition-invalid': {
      const name = ctx.data.dataset.forceDispositions.all.find((d) => d.id === v.id)?.name ?? v.id;
      return `${name} is not a Force Disposition any chosen detachment grants.`;
    }
    case 'detachment-tag-conflict': {
      const same = ctx.detachments.filter((d) => d.tags?.includes(v.id)).map((d) => d.name);
      return `${names(same)} are both ${v.id} detachments: a list may include only one.`;
    }
    case 'detachment-restriction-required':
    case 'detachment-restriction-excluded': {
      const detachment = ctx.detachments.find((d) => v.message.endsWith(` ${d.id}`));
      const keywords =
        v.code === 'detachment-restriction-required'
          ? detachment?.restrictions?.required_keywords
          : detachment?.restrictions?.excluded_keywords;
      const rule = v.code === 'detachment-restriction-required' ? 'requires of every unit' : 'excludes';
      return `${label}: the ${detachment?.name ?? 'chosen'} detachment ${rule} the ${names(keywords ?? [])} keyword.`;
    }
    case 'unit-excluded-from-faction':
      return `${label} cannot be taken in ${article(factionName(ctx, ctx.list.factionId))} army.`;
    case 'no-warlord':
      return 'No unit is chosen as Warlord.';
    case 'multiple-warlords': {
      const warlords = ctx.list.units.flatMap((u, i) => (u.warlord ? [ctx.labels[i] ?? ''] : []));
      return `${warlords.length} units are chosen as Warlord (${names(warlords)}); a list has one.`;
    }
    case 'unit-minimum-unmet': {
      const detachment = ctx.detachments.find((d) => d.unit_minimums?.some((m) => m.keyword === v.id));
      return `The ${detachment?.name ?? 'chosen'} detachment needs at least ${first} ${v.id} units; the list has ${second}.`;
    }
    default:
      return v.message;
  }
}

/**
 * The data package's own checks (`validateRosterCore`): each unit's loadout and size, and the
 * army's enhancements, leaders, points, detachment points, Force Disposition, detachment tags and
 * restrictions, faction exclusions, warlord and unit minimums — in plain words.
 */
export function dataChecks(ctx: CheckContext, unknownWargear: Set<string>): BuiltListCheck[] {
  const { data, list } = ctx;
  const result = data.validateRosterCore(toNormRoster(ctx), data.dataset);
  const checks: BuiltListCheck[] = [];
  for (const unit of result.units) {
    const uid = list.units[unit.unitIndex]?.uid ?? null;
    for (const violation of unit.violations) {
      if (unknownWargear.has(`${uid}:${violation.id}`)) continue;
      checks.push({
        severity: 'error',
        code: `wargear-${violation.code}`,
        message: loadoutMessage(ctx, unit.unitIndex, violation),
        unitUid: uid,
      });
    }
  }
  for (const violation of result.army) {
    if (list.edition === '10th' && ELEVENTH_ONLY.has(violation.code)) continue;
    checks.push({
      severity: violation.severity === 'warn' ? 'warning' : 'error',
      code: violation.code,
      message: armyMessage(ctx, violation),
      unitUid: violation.unitIndex !== null ? (list.units[violation.unitIndex]?.uid ?? null) : null,
    });
  }
  return checks;
}

/** Wargear ids a unit names that are not its datasheet's: `uid:id`. */
export function foreignWargear(ctx: CheckContext): { key: string; index: number; id: string }[] {
  return ctx.list.units.flatMap((unit, index) => {
    const view = ctx.views[index];
    if (!view) return [];
    const items = datasheetItems(ctx.data, view);
    return Object.keys(unit.wargear)
      .filter((id) => !items.has(id))
      .map((id) => ({ key: `${unit.uid}:${id}`, index, id }));
  });
}
