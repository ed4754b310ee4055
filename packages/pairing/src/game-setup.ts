/**
 * What each game of a round is played as, in the 11th-edition model of the game data: each player
 * plays the mission their Force Disposition meets the opponent's with, and the table gets the
 * layout the event's layout set deals for that pair of dispositions. An event pack may fix a
 * round's mission (and layout) for every table instead. Pure: the caller passes the data's tables.
 */

export type SetupCatalogue = {
  dispositions: { id: string; name: string }[];
  missions: { id: string; name: string; primaryCap: number; secondaryCap: number }[];
  matchups: { disposition: string; opponent: string; missionId: string }[];
  layouts: {
    id: string;
    name: string;
    source: string;
    variant: number | null;
    dispositions: [string, string] | null;
    deploymentName: string | null;
  }[];
};

export type SetupPack = {
  layouts: { kind: 'none' } | { kind: 'matchup'; source: string; variant: 'by-round' | number };
  rounds: { round: number; missionId: string | null; missionName: string | null; layoutId: string | null }[];
};

export type SetupPlayer = { name: string; disposition: string | null };

type MissionRef = { id: string | null; name: string; primaryCap: number | null; secondaryCap: number | null };
type Side = { disposition: { id: string; name: string } | null; mission: MissionRef | null };

export type GameSetupResult = {
  a: Side;
  b: Side | null;
  layout: { id: string; name: string; deploymentName: string | null } | null;
  fixed: boolean;
  notes: string[];
};

const missionRef = (catalogue: SetupCatalogue, id: string): MissionRef | null => {
  const mission = catalogue.missions.find((m) => m.id === id);
  return mission
    ? { id, name: mission.name, primaryCap: mission.primaryCap, secondaryCap: mission.secondaryCap }
    : null;
};

const layoutRef = (layout: SetupCatalogue['layouts'][number]) => ({
  id: layout.id,
  name: layout.name,
  deploymentName: layout.deploymentName,
});

/** The layouts of the set dealt for this pair, in variant order. */
function layoutsFor(catalogue: SetupCatalogue, source: string, x: string, y: string) {
  return catalogue.layouts
    .filter(
      (l) =>
        l.source === source &&
        l.dispositions !== null &&
        ((l.dispositions[0] === x && l.dispositions[1] === y) ||
          (l.dispositions[0] === y && l.dispositions[1] === x)),
    )
    .sort((p, q) => (p.variant ?? 0) - (q.variant ?? 0));
}

/**
 * The setup of one game of round `round` between a and b (b null: a bye, which has no mission).
 * Missing pieces are explained in `notes` rather than guessed.
 */
export function gameSetup(
  catalogue: SetupCatalogue,
  pack: SetupPack,
  round: number,
  a: SetupPlayer,
  b: SetupPlayer | null,
): GameSetupResult {
  const notes: string[] = [];
  const dispositionOf = (p: SetupPlayer) => {
    if (!p.disposition) return null;
    const found = catalogue.dispositions.find((d) => d.id === p.disposition);
    return found ? { id: found.id, name: found.name } : null;
  };
  const sideA: Side = { disposition: dispositionOf(a), mission: null };
  const sideB: Side | null = b ? { disposition: dispositionOf(b), mission: null } : null;
  if (!b || !sideB) return { a: sideA, b: null, layout: null, fixed: false, notes };

  const fixedRound = pack.rounds.find((r) => r.round === round);
  const fixedMission = fixedRound?.missionId
    ? missionRef(catalogue, fixedRound.missionId)
    : fixedRound?.missionName
      ? { id: null, name: fixedRound.missionName, primaryCap: null, secondaryCap: null }
      : null;
  if (fixedMission) {
    sideA.mission = fixedMission;
    sideB.mission = fixedMission;
  } else {
    for (const [player, side, other] of [
      [a, sideA, sideB],
      [b, sideB, sideA],
    ] as const) {
      if (!side.disposition) {
        notes.push(`${player.name}'s list names no force disposition.`);
        continue;
      }
      if (!other.disposition) continue;
      const own = side.disposition.id;
      const cell = catalogue.matchups.find(
        (m) => m.disposition === own && m.opponent === other.disposition?.id,
      );
      side.mission = cell ? missionRef(catalogue, cell.missionId) : null;
    }
  }

  const fixedLayout = fixedRound?.layoutId
    ? catalogue.layouts.find((l) => l.id === fixedRound.layoutId)
    : undefined;
  let layout: GameSetupResult['layout'] = fixedLayout ? layoutRef(fixedLayout) : null;
  if (!layout && pack.layouts.kind === 'matchup' && sideA.disposition && sideB.disposition) {
    const dealt = layoutsFor(catalogue, pack.layouts.source, sideA.disposition.id, sideB.disposition.id);
    const wanted = pack.layouts.variant;
    const chosen =
      wanted === 'by-round'
        ? dealt[(round - 1) % Math.max(dealt.length, 1)]
        : (dealt.find((l) => l.variant === wanted) ?? dealt[0]);
    if (chosen) layout = layoutRef(chosen);
  }
  return { a: sideA, b: sideB, layout, fixed: Boolean(fixedMission), notes };
}

export type VpSplit = { primary: number; secondary: number };

/**
 * What is impossible about one player's score under their mission, in words (empty when nothing):
 * primary and secondary over the mission's caps, a split larger than the total, or (for a data
 * mission) a total over the game's cap or more "other" VP (battle ready…) than the caps leave.
 */
export function vpProblems(input: {
  /** Whose score, as the message should say it: "Ann's", "Your", "Your opponent's". */
  whose: string;
  vp: number;
  split: VpSplit | null;
  mission: MissionRef | null;
  gameVpCap: number;
}): string[] {
  const { whose, vp, split, mission, gameVpCap } = input;
  const problems: string[] = [];
  const fromData = Boolean(mission?.id);
  if (fromData && vp > gameVpCap) problems.push(`${whose} ${vp} VP is over the game's cap of ${gameVpCap}.`);
  if (!split) return problems;
  const { primary, secondary } = split;
  if (mission?.primaryCap != null && primary > mission.primaryCap)
    problems.push(`${whose} primary VP (${primary}) is over ${mission.name}'s cap of ${mission.primaryCap}.`);
  if (mission?.secondaryCap != null && secondary > mission.secondaryCap)
    problems.push(
      `${whose} secondary VP (${secondary}) is over ${mission.name}'s cap of ${mission.secondaryCap}.`,
    );
  if (primary + secondary > vp)
    problems.push(
      `${whose} primary and secondary VP (${primary} + ${secondary}) add up to more than the ${vp} VP reported.`,
    );
  else if (fromData && mission?.primaryCap != null && mission.secondaryCap != null) {
    const otherRoom = gameVpCap - mission.primaryCap - mission.secondaryCap;
    const other = vp - primary - secondary;
    if (other > otherRoom)
      problems.push(
        `${whose} ${vp} VP leaves ${other} beyond primary and secondary; at most ${otherRoom} can come from elsewhere (battle ready).`,
      );
  }
  return problems;
}
