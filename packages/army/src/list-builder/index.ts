export {
  type BuilderCatalogue,
  builderFactions,
  type CatalogueDatasheet,
  type CatalogueDetachment,
  type CatalogueEnhancement,
  type CataloguePointsTier,
  factionBuilderCatalogue,
} from './builder-catalogue';
export {
  type BattleSize,
  type BattleSizeId,
  type BuiltList,
  type BuiltListEdition,
  type BuiltListUnit,
  battleSizes,
  editionRules,
  emptyBuiltList,
} from './built-list';
export { builtListToRoster, type RosterAsBuiltList, rosterToBuiltList } from './built-list-roster';
export type { CatalogueBudget, CatalogueOption, OptionLimit } from './catalogue-wargear';
export {
  type BuiltListCheck,
  type BuiltListReport,
  builtListReport,
  checkBuiltList,
} from './check-built-list';
export { listPoints, type UnitPoints } from './list-points';
export { type RosterLegality, rosterLegality } from './roster-legality';
