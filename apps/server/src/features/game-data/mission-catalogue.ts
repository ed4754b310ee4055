import { dataEdition, type GameData } from '@muster/army';
import type { MissionCatalogue } from '@muster/contracts';

/** What the server keeps beyond the public catalogue: which dispositions each detachment allows. */
export type ServerMissionCatalogue = MissionCatalogue & { detachmentDispositions: Record<string, string[]> };

/** "battlemaster-11e" → "Battlemaster (11th edition)"; other sources keep a readable form of their id. */
const setName = (source: string) =>
  source === 'battlemaster-11e'
    ? 'Battlemaster (11th edition)'
    : source.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/**
 * The 11th-edition mission layer of the game data in the events' terms: Force Dispositions, the
 * missions with their VP caps, the ordered matchups (own disposition × opponent's → mission) and
 * the layouts dealt for each pair. Small (tens of kilobytes), built in a game-data worker once.
 */
export function buildMissionCatalogue(data: GameData): ServerMissionCatalogue {
  const { forceDispositions, missions, missionMatchups, terrainLayouts, detachments } = data.dataset;
  const layouts = terrainLayouts.all.map((layout) => {
    const matchup = layout.mission_matchup_id ? missionMatchups.get(layout.mission_matchup_id) : undefined;
    const deployment = layout.deployment_pattern_id
      ? data.dataset.deploymentPatterns.get(layout.deployment_pattern_id)
      : undefined;
    return {
      id: layout.id,
      name: layout.name,
      source: layout.source ?? '',
      variant: layout.variant ?? null,
      dispositions: matchup
        ? ([matchup.disposition, matchup.opponent_disposition] as [string, string])
        : null,
      deploymentName: deployment?.name ?? null,
    };
  });
  // A layout set is a source whose layouts are dealt by matchup; its variants are the numbered cards.
  const sources = [...new Set(layouts.filter((l) => l.dispositions).map((l) => l.source))];
  const layoutSets = sources.map((source) => ({
    source,
    name: setName(source),
    variants: [
      ...new Set(
        layouts.filter((l) => l.source === source && l.variant !== null).map((l) => l.variant as number),
      ),
    ].sort((a, b) => a - b),
  }));
  return {
    edition: dataEdition(data),
    gameVpCap: data.GAME_VP_CAP,
    dispositions: forceDispositions.all.map((d) => ({ id: d.id, name: d.name, text: d.text ?? '' })),
    // A cap the data leaves out is no cap below the game's own.
    missions: missions.all.map((m) => ({
      id: m.id,
      name: m.name,
      primaryCap: m.vp_per_game_cap ?? data.GAME_VP_CAP,
      primaryRoundCap: m.vp_per_round_cap ?? data.GAME_VP_CAP,
      secondaryCap: m.secondary_vp_per_game_cap ?? data.GAME_VP_CAP,
      secondaryRoundCap: m.secondary_vp_per_round_cap ?? data.GAME_VP_CAP,
      source: m.source ?? '',
    })),
    matchups: missionMatchups.all.map((m) => ({
      disposition: m.disposition,
      opponent: m.opponent_disposition,
      missionId: m.mission_id,
    })),
    layouts,
    layoutSets,
    detachmentDispositions: Object.fromEntries(
      detachments.all.flatMap((d) => (d.force_dispositions?.length ? [[d.id, d.force_dispositions]] : [])),
    ),
  };
}
