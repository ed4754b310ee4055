import { matchKey } from './text/normalise-text';

/**
 * Entries listed among a unit's models that are not models: tokens, support turrets and other
 * wargear that list builders print like a model line. Kept short on purpose: the structure of the
 * list (model entries, bullet nesting) decides first; these names only correct it.
 */
const NON_MODELS = [
  /\bshrine tokens?$/, // Aeldari Aspect Shrine token
  /\btokens?$/,
  /\bsupport turrets?$/, // T'au DS8 Tactical Support Turret
  /\bturrets?$/,
  /^guardian drones?$/, // T'au Strike Team and Breacher Team wargear
  /^watcher in the dark$/, // Dark Angels Deathwing wargear
];

export function isNonModelName(name: string): boolean {
  const key = matchKey(name);
  return NON_MODELS.some((pattern) => pattern.test(key));
}

/**
 * Drones carried by a model are wargear in 10th edition; 9th-edition drones listed beside the unit's
 * other models are models, so this only applies to entries nested under a model.
 */
export function isCarriedSupportName(name: string): boolean {
  return /\bdrones?$/.test(matchKey(name));
}

/** Labels of options written "Label: value" among a unit's lines ("Daemonic Allegiance: Tzeentch"). */
const OPTION_LABELS = [
  /\ballegiance$/,
  /^mark( of chaos)?$/,
  /^(warlord trait|relic|psychic powers?|prayers?)$/,
];

export function isOptionLabel(name: string): boolean {
  const key = matchKey(name);
  return OPTION_LABELS.some((pattern) => pattern.test(key));
}
