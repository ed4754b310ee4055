import { type MatchRecord, outcomeForA, playerKey, scoreOf } from './match-record';

/** The share of each event's field counted as "top results" (the top quarter, at least one). */
export const TOP_FRACTION = 0.25;
/** Events smaller than this have no meaningful top quarter and are left out. */
export const MIN_EVENT_PLAYERS = 4;

export type Representation = {
  faction: string;
  fieldPlayers: number;
  topPlayers: number;
  fieldShare: number;
  topShare: number;
  /** topShare / fieldShare: above 1 the faction finishes on top more often than it is played. */
  ratio: number;
};

type Standing = { key: string; faction: string; points: number; vpDifference: number };

/**
 * Standings per event from its games (win 1, draw ½, then VP difference), then each faction's
 * share of the top quarter against its share of the field. A player's faction at an event is
 * the one they played in their first game there.
 */
export function topResultRepresentation(records: MatchRecord[]): {
  events: number;
  factions: Representation[];
} {
  const events = new Map<string, Map<string, Standing>>();
  for (const record of records) {
    const keyA = playerKey(record.a);
    const keyB = playerKey(record.b);
    if (!keyA || !keyB) continue;
    const eventKey = `${record.event.toLowerCase()}\u0000${record.playedOn.slice(0, 4)}`;
    let standings = events.get(eventKey);
    if (!standings) {
      standings = new Map();
      events.set(eventKey, standings);
    }
    const scoreA = scoreOf(outcomeForA(record));
    for (const [key, side, score, difference] of [
      [keyA, record.a, scoreA, record.a.vp - record.b.vp],
      [keyB, record.b, 1 - scoreA, record.b.vp - record.a.vp],
    ] as const) {
      let standing = standings.get(key);
      if (!standing) {
        standing = { key, faction: side.faction, points: 0, vpDifference: 0 };
        standings.set(key, standing);
      }
      standing.points += score;
      standing.vpDifference += difference;
    }
  }
  const field = new Map<string, number>();
  const top = new Map<string, number>();
  let fieldTotal = 0;
  let topTotal = 0;
  let counted = 0;
  for (const standings of events.values()) {
    if (standings.size < MIN_EVENT_PLAYERS) continue;
    counted++;
    const ranked = [...standings.values()].sort(
      (x, y) => y.points - x.points || y.vpDifference - x.vpDifference || x.key.localeCompare(y.key),
    );
    const topCount = Math.max(1, Math.floor(ranked.length * TOP_FRACTION));
    ranked.forEach((standing, index) => {
      field.set(standing.faction, (field.get(standing.faction) ?? 0) + 1);
      fieldTotal++;
      if (index < topCount) {
        top.set(standing.faction, (top.get(standing.faction) ?? 0) + 1);
        topTotal++;
      }
    });
  }
  const factions = [...field.entries()].map(([faction, fieldPlayers]) => {
    const topPlayers = top.get(faction) ?? 0;
    const fieldShare = fieldPlayers / fieldTotal;
    const topShare = topTotal === 0 ? 0 : topPlayers / topTotal;
    return { faction, fieldPlayers, topPlayers, fieldShare, topShare, ratio: topShare / fieldShare };
  });
  factions.sort(
    (x, y) => y.ratio - x.ratio || y.fieldPlayers - x.fieldPlayers || x.faction.localeCompare(y.faction),
  );
  return { events: counted, factions };
}
