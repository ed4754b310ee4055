import type { MissionCatalogue } from '@muster/contracts';

type Named = { id: string; name: string };
type Mission = MissionCatalogue['missions'][number];

/** One row of the matchup grid: a player's disposition and the mission it plays against each. */
export type MatchupRow = { disposition: Named; cells: { opponent: Named; mission: Mission | null }[] };

/** The disposition × opponent grid in the data's disposition order (5 × 5 for 11th edition). */
export function matchupRows(catalogue: MissionCatalogue): MatchupRow[] {
  const missions = new Map(catalogue.missions.map((mission) => [mission.id, mission]));
  return catalogue.dispositions.map((disposition) => ({
    disposition,
    cells: catalogue.dispositions.map((opponent) => {
      const matchup = catalogue.matchups.find(
        (m) => m.disposition === disposition.id && m.opponent === opponent.id,
      );
      return { opponent, mission: matchup ? (missions.get(matchup.missionId) ?? null) : null };
    }),
  }));
}

export type MissionCaps = Pick<
  Mission,
  'primaryCap' | 'primaryRoundCap' | 'secondaryCap' | 'secondaryRoundCap'
>;

const capsOf = ({
  primaryCap,
  primaryRoundCap,
  secondaryCap,
  secondaryRoundCap,
}: MissionCaps): MissionCaps => ({
  primaryCap,
  primaryRoundCap,
  secondaryCap,
  secondaryRoundCap,
});

/** The caps every mission shares, or null when they differ (then each mission shows its own). */
export function sharedCaps(missions: readonly Mission[]): MissionCaps | null {
  const first = missions[0];
  if (!first) return null;
  const key = JSON.stringify(capsOf(first));
  return missions.every((mission) => JSON.stringify(capsOf(mission)) === key) ? capsOf(first) : null;
}

export const capsText = (caps: MissionCaps) =>
  `primary ${caps.primaryCap} VP (${caps.primaryRoundCap} a round), secondary ${caps.secondaryCap} VP (${caps.secondaryRoundCap} a round)`;

/** The layouts a layout set deals for one pair of dispositions, by variant. */
export type LayoutPair = {
  dispositions: [string, string];
  layouts: { id: string; variant: number | null; name: string; deploymentName: string | null }[];
};

/** A layout set's layouts by unordered pair of dispositions, in the data's disposition order. */
export function layoutPairs(catalogue: MissionCatalogue, source: string): LayoutPair[] {
  const order = new Map(catalogue.dispositions.map((d, index) => [d.id, index]));
  const name = (id: string) => catalogue.dispositions.find((d) => d.id === id)?.name ?? id;
  const pairs = new Map<string, LayoutPair & { rank: [number, number] }>();
  for (const layout of catalogue.layouts) {
    if (layout.source !== source || !layout.dispositions) continue;
    const ids = [...layout.dispositions].sort((a, b) => (order.get(a) ?? 99) - (order.get(b) ?? 99)) as [
      string,
      string,
    ];
    const key = ids.join('|');
    const pair = pairs.get(key) ?? {
      dispositions: [name(ids[0]), name(ids[1])] as [string, string],
      layouts: [],
      rank: [order.get(ids[0]) ?? 99, order.get(ids[1]) ?? 99] as [number, number],
    };
    pair.layouts.push({
      id: layout.id,
      variant: layout.variant,
      name: layout.name,
      deploymentName: layout.deploymentName,
    });
    pairs.set(key, pair);
  }
  return [...pairs.values()]
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1])
    .map(({ rank: _rank, ...pair }) => ({
      ...pair,
      layouts: pair.layouts.sort((a, b) => (a.variant ?? 0) - (b.variant ?? 0)),
    }));
}

/** Each deployment the layouts use, with how many layouts use it, most used first. */
export function deploymentUse(catalogue: MissionCatalogue): { name: string; layouts: number }[] {
  const counts = new Map<string, number>();
  for (const layout of catalogue.layouts) {
    if (layout.deploymentName)
      counts.set(layout.deploymentName, (counts.get(layout.deploymentName) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([name, layouts]) => ({ name, layouts }))
    .sort((a, b) => b.layouts - a.layouts || a.name.localeCompare(b.name));
}
