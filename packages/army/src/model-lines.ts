import { nameKey, type RosterUnit } from '@muster/roster-import';
import { type GameData, type UnitView, wargearName } from './game-data';
import { datasheetItems } from './list-builder/unit-loadout';

/**
 * A unit's model lines checked against its datasheet's unit composition: exports print tokens and
 * wargear carried as models ("2x Bomb Squig" under Squighog Boyz, a Tome-skull, a Servo-skull)
 * at the same indent as the models. Such a line is left out of the model count — only when the lines left add
 * up to a size the datasheet allows — and only a line the data names as one of the datasheet's
 * abilities or wargear, so an export's own model names ("Boss Nob") are never second-guessed.
 */
export function separateTokens(
  data: GameData,
  view: UnitView,
  unit: RosterUnit,
): { unit: RosterUnit; note: string | null } {
  if (unit.models.length < 2) return { unit, note: null };
  const composition = data.dataset.unitCompositionOf(view.raw)?.models ?? [];
  const modelNames = new Set([view.name, ...composition.map((model) => model.name)].map(nameKey));
  // What the data says the line is instead: one of the datasheet's abilities (Bomb Squig, Ammo
  // Runt, Runtherd) or wargear (a Tome-skull).
  const { abilities } = data.dataset;
  const carried = new Set(
    [
      ...(view.raw.ability_ids ?? []).map(
        (id) => (abilities.getInFaction(id, view.factionId) ?? abilities.getAny(id))?.name ?? id,
      ),
      ...[...datasheetItems(data, view)].map((id) => wargearName(data, view, id)),
    ].map(nameKey),
  );
  const isToken = (name: string) => !modelNames.has(nameKey(name)) && carried.has(nameKey(name));
  const models = unit.models.filter((model) => !isToken(model.name));
  const tokens = unit.models.filter((model) => isToken(model.name));
  if (models.length === 0 || tokens.length === 0) return { unit, note: null };
  const count = models.reduce((sum, model) => sum + model.count, 0);
  const range = view.modelCount;
  if (count === unit.count || (range && (count < range.min || count > range.max)))
    return { unit, note: null };
  const listed = tokens.map((token) => `${token.count}× ${token.name}`).join(', ');
  return {
    // The lines stay as the file printed them (an export writes them back); only the count
    // changes. They are not added to the wargear: the data resolver would read "Runtherd" as the
    // Runtherd tools the unit already names.
    unit: { ...unit, count },
    note: `${listed} ${tokens.length === 1 && tokens[0]?.count === 1 ? 'is' : 'are'} not among the ${view.name}’s models: ${count} models are counted, not ${unit.count}.`,
  };
}
