import type { MatchRecord } from '../match-record';

type SideSpec = [player: string | null, faction: string, vp: number];

/** A game in one line: game('2026-03-01', ['Ann', 'Orks', 60], ['Ben', 'Necrons', 40]). */
export function game(
  playedOn: string,
  [playerA, factionA, vpA]: SideSpec,
  [playerB, factionB, vpB]: SideSpec,
  extra: Partial<Pick<MatchRecord, 'event' | 'mission' | 'deployment' | 'firstTurn'>> & {
    idA?: string;
    idB?: string;
    dispositionA?: string;
    dispositionB?: string;
  } = {},
): MatchRecord {
  return {
    playedOn,
    event: extra.event ?? 'Test GT',
    a: {
      player: playerA,
      playerId: extra.idA ?? null,
      faction: factionA,
      detachment: null,
      forceDisposition: extra.dispositionA ?? null,
      vp: vpA,
    },
    b: {
      player: playerB,
      playerId: extra.idB ?? null,
      faction: factionB,
      detachment: null,
      forceDisposition: extra.dispositionB ?? null,
      vp: vpB,
    },
    mission: extra.mission ?? null,
    deployment: extra.deployment ?? null,
    firstTurn: extra.firstTurn ?? null,
  };
}
