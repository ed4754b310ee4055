import { dataEdition, type GameData } from '@muster/army';
import type { GameDataRelease } from '@muster/contracts';

export type DataRelease = { edition: string; releases: GameDataRelease[] };

/** The game data's edition and the dataslates it lists (its gameVersions), newest first. */
export function dataReleaseOf(data: GameData): DataRelease {
  const releases = data.dataset.gameVersions.map((version) => ({
    edition: version.edition,
    dataslate: version.dataslate,
    label: version.label ?? version.dataslate,
    effectiveDate: version.effective_date,
  }));
  return { edition: dataEdition(data), releases: releases.reverse() };
}
