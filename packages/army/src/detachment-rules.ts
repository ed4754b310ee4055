import type { GameData } from './game-data';
import { dataVersionLabel } from './game-data';
import { findDetachment } from './list-builder/check-context';

type Card = {
  id: string;
  name: string;
  detachmentPoints: number | null;
  rules: { name: string; text: string }[];
  enhancements: { name: string; cost: number; text: string | null }[];
  stratagems: {
    name: string;
    cp: number | null;
    type: string | null;
    phases: string[];
    text: string | null;
  }[];
};

const cache = new WeakMap<GameData, Map<string, Card | null>>();

/** An ability's rules text, if the data has it. */
function abilityText(data: GameData, id: string | null | undefined): { name: string; text: string } | null {
  if (!id) return null;
  const ability = data.dataset.abilities.getAny(id);
  const text = ability?.describe().trim();
  return ability && text ? { name: ability.name, text } : null;
}

/** A detachment as the table needs it: its rule, enhancements and stratagems, with their text. */
function detachmentCard(data: GameData, factionId: string, id: string): Card | null {
  let byKey = cache.get(data);
  if (!byKey) {
    byKey = new Map();
    cache.set(data, byKey);
  }
  const key = `${factionId}/${id}`;
  if (byKey.has(key)) return byKey.get(key) ?? null;
  const detachment = findDetachment(data, factionId, id);
  const { enhancements, stratagems } = data.dataset;
  const card: Card | null = detachment
    ? {
        id: detachment.id,
        name: detachment.name,
        detachmentPoints: detachment.detachment_points ?? null,
        rules: [detachment.detachment_rule_id, ...(detachment.detachment_rule_ids ?? [])]
          .filter((ruleId, index, all): ruleId is string => Boolean(ruleId) && all.indexOf(ruleId) === index)
          .flatMap((ruleId) => abilityText(data, ruleId) ?? []),
        enhancements: (detachment.enhancement_ids ?? []).flatMap((enhancementId) => {
          const enhancement = enhancements.getAny(enhancementId);
          return enhancement
            ? [
                {
                  name: enhancement.name,
                  cost: enhancement.cost ?? 0,
                  text: abilityText(data, enhancement.ability_id)?.text ?? null,
                },
              ]
            : [];
        }),
        stratagems: (detachment.stratagem_ids ?? []).flatMap((stratagemId) => {
          const stratagem = stratagems.getAny(stratagemId);
          return stratagem
            ? [
                {
                  name: stratagem.name,
                  cp: stratagem.cp_cost ?? null,
                  type: stratagem.type ?? null,
                  phases: [...(stratagem.phases ?? [])],
                  text: abilityText(data, stratagem.ability_id)?.text ?? null,
                },
              ]
            : [];
        }),
      }
    : null;
  // Derived from the game data alone: built once per detachment per loaded data set.
  byKey.set(key, card);
  return card;
}

/** The rules of a list's detachments, in the list's order, with the data's credit. */
export function detachmentRules(data: GameData, factionId: string | null, detachmentIds: string[]) {
  return {
    source: dataVersionLabel(data),
    detachments: factionId ? detachmentIds.flatMap((id) => detachmentCard(data, factionId, id) ?? []) : [],
  };
}
