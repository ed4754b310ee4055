import { type UnitView, wargearName } from '../game-data';
import {
  article,
  type BuiltListCheck,
  type CheckContext,
  detachmentName,
  enhancementName,
  factionName,
  findDetachment,
  names,
  plural,
} from './check-context';
import {
  armyKeywords,
  factionDetachments,
  inFactionPool,
  isCharacter,
  isEpicHero,
  isMatchedPlay,
} from './faction-pool';

type Rule = (ctx: CheckContext) => BuiltListCheck[];

const listCheck = (severity: BuiltListCheck['severity'], code: string, message: string) => ({
  severity,
  code,
  message,
  unitUid: null,
});

/** The faction, unknown datasheets, and units the army's faction cannot take. */
export const factionRules: Rule = (ctx) => {
  const { data, list, faction } = ctx;
  const unknown = faction
    ? []
    : [listCheck('error', 'unknown-faction', `The game data has no faction “${list.factionId}”.`)];
  const allies = faction ? data.dataset.alliesFor(faction.id, list.detachmentIds) : [];
  const pools = new Map<string, Set<string>>();
  const allyOf = (view: UnitView) =>
    allies.find((rule) => {
      if (!pools.has(rule.id))
        pools.set(rule.id, new Set(data.dataset.allyUnitsFor(rule.id).map((u) => u.id)));
      return pools.get(rule.id)?.has(view.id);
    });
  const keywords = new Set(faction ? armyKeywords(faction) : []);
  return [
    ...unknown,
    ...list.units.flatMap((unit, index): BuiltListCheck[] => {
      const view = ctx.views[index];
      const label = ctx.labels[index] ?? '';
      const at = { unitUid: unit.uid };
      if (!view)
        return [
          {
            severity: 'error',
            code: 'unknown-datasheet',
            message: `${label}: the game data has no such datasheet.`,
            ...at,
          },
        ];
      if (!faction || inFactionPool(faction, view)) return [];
      // Barred outright: the data package's own check names it (unit-excluded-from-faction).
      if ((view.raw.excluded_faction_keywords ?? []).some((k) => keywords.has(k))) return [];
      if (!isMatchedPlay(view.raw) && [faction.id, faction.raw.parent_faction_id].includes(view.factionId))
        return [
          {
            severity: 'error',
            code: 'unit-not-matched-play',
            message: `${label} is a Combat Patrol datasheet, not one for matched play.`,
            ...at,
          },
        ];
      const ally = allyOf(view);
      if (ally)
        return [
          {
            severity: 'warning',
            code: 'unit-allied',
            message: `${label} is not ${article(faction.name)} datasheet: it joins as an ally (${ally.name}), and allied limits are not checked here.`,
            ...at,
          },
        ];
      const theirs = (view.raw.faction_keywords ?? []).filter((k) => !keywords.has(k));
      return [
        {
          severity: 'error',
          code: 'unit-wrong-faction',
          message: `${label} is ${article(theirs.length > 0 ? names(theirs) : factionName(ctx, view.factionId))} datasheet: ${article(faction.name)} army cannot take it.`,
          ...at,
        },
      ];
    }),
  ];
};

/** Whether a unit counts as Battleline here: by role or keyword, or granted by the list's detachments. */
function countsAsBattleline(ctx: CheckContext, view: UnitView): boolean {
  const keywords = new Set([...(view.raw.keywords ?? []), ...(view.raw.faction_keywords ?? [])]);
  if (view.raw.role === 'battleline' || view.raw.role === 'dedicated-transport') return true;
  if (keywords.has('Battleline') || keywords.has('Dedicated Transport')) return true;
  const army = new Set(ctx.faction ? armyKeywords(ctx.faction) : []);
  const conditional = (view.raw.conditional_keywords ?? []).some(
    (grant) =>
      grant.keyword === 'Battleline' &&
      (!grant.required_detachment_id || ctx.list.detachmentIds.includes(grant.required_detachment_id)) &&
      (!grant.required_faction_keyword || army.has(grant.required_faction_keyword)),
  );
  const granted = ctx.detachments.some((d) =>
    (d.granted_keywords ?? []).some(
      (g) => g.keyword === 'Battleline' && g.to_keywords.some((k) => keywords.has(k)),
    ),
  );
  return conditional || granted;
}

/** Epic Heroes once; other datasheets three times, Battleline and Dedicated Transports six. */
export const datasheetLimits: Rule = (ctx) => {
  const { list, rules } = ctx;
  const copies = new Map<string, number[]>();
  list.units.forEach((unit, index) => {
    if (ctx.views[index]) copies.set(unit.unitId, [...(copies.get(unit.unitId) ?? []), index]);
  });
  return [...copies.values()].flatMap((indexes): BuiltListCheck[] => {
    const view = ctx.views[indexes[0] ?? -1] as UnitView;
    const over = (limit: number) => list.units[indexes[limit] ?? -1]?.uid ?? null;
    if (isEpicHero(view))
      return indexes.length > 1
        ? [
            {
              severity: 'error',
              code: 'epic-hero-repeated',
              message: `${view.name} is an Epic Hero and is taken ${indexes.length} times: an Epic Hero can be taken once.`,
              unitUid: over(1),
            },
          ]
        : [];
    const roomy = countsAsBattleline(ctx, view);
    const limit = roomy ? rules.copiesOfBattlelineAndTransports : rules.copiesPerDatasheet;
    if (indexes.length <= limit) return [];
    const kind = roomy ? ' (Battleline and Dedicated Transport)' : '';
    return [
      {
        severity: rules.severity,
        code: 'datasheet-limit',
        message: `${indexes.length} × ${view.name}: more than ${limit} of one datasheet${kind} (${rules.note}).`,
        unitUid: over(limit),
      },
    ];
  });
};

/** Unknown enhancements, how many a list takes, and Epic Heroes (10th edition) taking none. */
export const enhancementRules: Rule = (ctx) => {
  const { data, list, rules } = ctx;
  const checks: BuiltListCheck[] = [];
  const taken = new Set<string>();
  list.units.forEach((unit, index) => {
    if (!unit.enhancementId) return;
    taken.add(unit.enhancementId);
    const label = ctx.labels[index] ?? '';
    const view = ctx.views[index];
    if (!data.dataset.enhancements.getAny(unit.enhancementId))
      checks.push({
        severity: 'error',
        code: 'enhancement-unknown',
        message: `${label}: the game data has no enhancement “${unit.enhancementId}”.`,
        unitUid: unit.uid,
      });
    else if (list.edition === '10th' && view && isEpicHero(view))
      checks.push({
        severity: 'error',
        code: 'enhancement-on-epic-hero',
        message: `${label} is an Epic Hero, so it cannot take the enhancement ${enhancementName(ctx, unit.enhancementId)} (10th edition core rules).`,
        unitUid: unit.uid,
      });
  });
  if (taken.size > rules.enhancements)
    checks.push(
      listCheck(
        rules.severity,
        'enhancement-limit',
        `${plural(taken.size, 'enhancement')} (${names([...taken].map((id) => enhancementName(ctx, id)))}): at most ${rules.enhancements} (${rules.note}).`,
      ),
    );
  return checks;
};

/** Leaders attached to a unit that is in the list, not to themselves, and not to another leader's unit. */
export const leaderRules: Rule = (ctx) => {
  const { list } = ctx;
  const index = new Map(list.units.map((unit, i) => [unit.uid, i]));
  return list.units.flatMap((unit, i): BuiltListCheck[] => {
    if (!unit.attachedTo) return [];
    const label = ctx.labels[i] ?? '';
    const at = { unitUid: unit.uid };
    if (unit.attachedTo === unit.uid)
      return [{ severity: 'error', code: 'leader-self', message: `${label} is attached to itself.`, ...at }];
    const target = index.get(unit.attachedTo);
    if (target === undefined)
      return [
        {
          severity: 'error',
          code: 'leader-target-missing',
          message: `${label} is attached to a unit that is not in the list.`,
          ...at,
        },
      ];
    const bodyguard = list.units[target];
    if (bodyguard?.attachedTo)
      return [
        {
          severity: 'error',
          code: 'leader-chain',
          message: `${label} is attached to ${ctx.labels[target]}, which is itself attached to another unit: a leader joins a bodyguard unit.`,
          ...at,
        },
      ];
    return [];
  });
};

/** The warlord is a Character (an error in 10th edition, a warning where the data cannot say). */
export const warlordRules: Rule = (ctx) =>
  ctx.list.units.flatMap((unit, index): BuiltListCheck[] => {
    const view = ctx.views[index];
    if (!unit.warlord || !view || isCharacter(view)) return [];
    const tenth = ctx.list.edition === '10th';
    return [
      {
        severity: tenth ? 'error' : 'warning',
        code: 'warlord-not-character',
        message: `${ctx.labels[index]} is the Warlord but not a Character${tenth ? ': the Warlord must be one' : ': a Warlord must be one unless a detachment says otherwise'}.`,
        unitUid: unit.uid,
      },
    ];
  });

/** Detachments the faction has, each once, as many as the edition allows, within a known budget. */
export const detachmentRules: Rule = (ctx) => {
  const { data, list, faction, rules, size } = ctx;
  if (!faction) return [];
  const checks: BuiltListCheck[] = [];
  const own = new Set(factionDetachments(data, faction).map((d) => d.id));
  const seen = new Set<string>();
  for (const id of list.detachmentIds) {
    if (seen.has(id))
      checks.push(
        listCheck(
          'error',
          'detachment-repeated',
          `The ${detachmentName(ctx, id)} detachment is chosen twice.`,
        ),
      );
    seen.add(id);
    if (own.has(id)) continue;
    const found = findDetachment(data, list.factionId, id);
    checks.push(
      found
        ? listCheck(
            'error',
            'detachment-wrong-faction',
            `The ${found.name} detachment is not ${article(faction.name)} detachment${isMatchedPlay(found) ? '' : ' for matched play'}.`,
          )
        : listCheck('error', 'detachment-unknown', `The game data has no detachment “${id}”.`),
    );
  }
  if (list.detachmentIds.length === 0)
    checks.push(listCheck('error', 'no-detachment', 'No detachment is chosen.'));
  if (rules.detachments !== null && list.detachmentIds.length > rules.detachments)
    checks.push(
      listCheck(
        'error',
        'detachment-count',
        `${plural(list.detachmentIds.length, 'detachment')}: a 10th-edition list has one.`,
      ),
    );
  if (list.edition === '11th' && size.detachmentPoints === null && ctx.detachments.length > 0) {
    const used = ctx.detachments.reduce((sum, d) => sum + (d.detachment_points ?? 0), 0);
    checks.push(
      listCheck(
        'warning',
        'detachment-points-unknown',
        `The game data gives no detachment-point budget for ${size.label}, so the detachments' ${used} DP are not checked.`,
      ),
    );
  }
  return checks;
};

/** The Force Disposition is one of the data's five (11th edition) and none is set in 10th. */
export const dispositionRules: Rule = (ctx) => {
  const { data, list } = ctx;
  if (list.forceDisposition === null) return [];
  if (list.edition === '10th')
    return [
      listCheck(
        'warning',
        'disposition-10th',
        '10th edition has no Force Dispositions: the one chosen is ignored.',
      ),
    ];
  const known = data.dataset.forceDispositions.all.some((d) => d.id === list.forceDisposition);
  return known
    ? []
    : [listCheck('error', 'disposition-unknown', `“${list.forceDisposition}” is not a Force Disposition.`)];
};

/** Points over a limit the data package does not know (Onslaught). */
export const onslaughtPoints =
  (total: number): Rule =>
  (ctx) =>
    ctx.list.battleSize === 'onslaught' && total > ctx.size.points
      ? [
          listCheck(
            'error',
            'points-over-limit',
            `The list is ${total} points, ${total - ctx.size.points} over the ${ctx.size.label} limit of ${ctx.size.points}.`,
          ),
        ]
      : [];

/** Sizes the datasheet has no price for, and wargear that is not the datasheet's. */
export const unitRules =
  (foreign: { index: number; id: string }[], sized: Set<number>): Rule =>
  (ctx) => {
    const { data, list } = ctx;
    const checks: BuiltListCheck[] = [];
    const copies = new Map<string, number>();
    list.units.forEach((unit, index) => {
      const view = ctx.views[index];
      if (!view) return;
      const copy = (copies.get(unit.unitId) ?? 0) + 1;
      copies.set(unit.unitId, copy);
      const range = view.raw.model_count ?? { min: 1, max: 1 };
      const outside = unit.modelCount < range.min || unit.modelCount > range.max;
      if (!sized.has(index) && (outside || data.pointsTierMissing(view.raw, unit.modelCount, copy))) {
        const sizes = [
          ...new Set(
            (view.raw.points ?? []).map((t) =>
              t.models_max ? `${t.models}–${t.models_max}` : `${t.models}`,
            ),
          ),
        ];
        checks.push({
          severity: 'error',
          code: 'unit-size',
          message: `${ctx.labels[index]}: ${plural(unit.modelCount, 'model')} is not a size the datasheet has points for (${names(sizes)}).`,
          unitUid: unit.uid,
        });
      }
    });
    for (const { index, id } of foreign) {
      const view = ctx.views[index] as UnitView;
      const name = wargearName(data, view, id);
      checks.push({
        severity: 'error',
        code: 'wargear-unknown',
        message: `${ctx.labels[index]}: ${name === id ? `“${id}”` : name} is not wargear of the ${view.name} datasheet.`,
        unitUid: list.units[index]?.uid ?? null,
      });
    }
    if (list.units.length === 0) checks.push(listCheck('warning', 'no-units', 'The list has no units.'));
    return checks;
  };
