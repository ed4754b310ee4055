import { describe, expect, it } from 'vitest';
import { game } from './test-support/match-builder';
import { topResultRepresentation } from './top-results';

describe('topResultRepresentation', () => {
  // Standings: P1 2, P3 1, P2 ½ (VP −20+0), P4 ½ (−30+0): the top quarter of 4 is P1 (Orks).
  const event = [
    game('2026-03-01', ['P1', 'Orks', 60], ['P2', 'Necrons', 40]),
    game('2026-03-01', ['P3', 'Tyranids', 70], ['P4', 'Necrons', 40]),
    game('2026-03-01', ['P1', 'Orks', 55], ['P3', 'Tyranids', 50]),
    game('2026-03-01', ['P2', 'Necrons', 45], ['P4', 'Necrons', 45]),
  ];

  it('compares each faction share of the top quarter with its share of the field', () => {
    const { events, factions } = topResultRepresentation(event);
    expect(events).toBe(1);
    expect(factions[0]).toEqual({
      faction: 'Orks',
      fieldPlayers: 1,
      topPlayers: 1,
      fieldShare: 0.25,
      topShare: 1,
      ratio: 4,
    });
    expect(factions.find((f) => f.faction === 'Necrons')).toMatchObject({
      fieldPlayers: 2,
      topPlayers: 0,
      ratio: 0,
    });
  });

  it('leaves out events too small to have a top quarter', () => {
    expect(topResultRepresentation(event.slice(0, 1))).toEqual({ events: 0, factions: [] });
  });

  it('keeps same-named events in different years apart', () => {
    const nextYear = event.map((g) => ({ ...g, playedOn: '2027-03-01' }));
    expect(topResultRepresentation([...event, ...nextYear]).events).toBe(2);
  });
});
