import {
  type BuiltList,
  builderFactions,
  builtListReport,
  builtListToRoster,
  dataEdition,
  detachmentRules,
  factionBuilderCatalogue,
  type GameData,
  rosterLegality,
  rosterToBuiltList,
} from '@muster/army';
import type { Roster } from '@muster/roster-import';

/**
 * The list builder's game-data work (see game-data-tasks.ts, which runs these in the worker
 * threads): the faction picker, one faction's catalogue, and a built list priced and checked.
 */
export const listBuilderTasks = {
  /** The factions a list can be built for (cached by the caller). */
  'builder-factions': (data: GameData, _input: Record<string, never>) => ({
    edition: dataEdition(data),
    factions: builderFactions(data),
  }),
  /** One faction's catalogue, or null for a faction the data does not have (cached by the caller). */
  'builder-catalogue': (data: GameData, input: { factionId: string }) =>
    factionBuilderCatalogue(data, input.factionId),
  /** A built list's points against its limits, and every rule it breaks in plain words. */
  'check-built-list': (data: GameData, input: { list: BuiltList }) => builtListReport(data, input.list),
  /** A built list as a roster (datasheets, points, resolution), to save. */
  'built-list-roster': (data: GameData, input: { list: BuiltList }) => builtListToRoster(data, input.list),
  /** A saved roster back in the builder's terms, with what could not be carried over. */
  'roster-built-list': (data: GameData, input: { roster: Roster }) => rosterToBuiltList(data, input.roster),
  /** Any saved or submitted roster checked as the builder checks a list (imported ones included). */
  'roster-legality': (data: GameData, input: { roster: Roster }) => rosterLegality(data, input.roster),
  /** The rule, enhancements and stratagems of a roster's detachments, with their text. */
  'detachment-rules': (data: GameData, input: { roster: Roster }) => {
    const { list } = rosterToBuiltList(data, input.roster);
    return detachmentRules(data, list.factionId || null, list.detachmentIds);
  },
};
