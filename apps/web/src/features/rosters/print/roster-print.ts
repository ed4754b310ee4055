import type { Roster } from '@muster/contracts';

type Unit = Roster['units'][number];

/** A unit's printed card: who leads it, whom it leads, its enhancements with their cost. */
export type PrintedUnit = {
  unit: Unit;
  leads: string[];
  ledBy: string[];
  enhancements: { name: string; points: number }[];
};

/**
 * The units as the printed datacards show them, in list order. Leader pairs and enhancements are
 * recorded by unit name in a roster, so a name taken twice shows the pairing on both copies.
 */
export function printedUnits(roster: Roster): PrintedUnit[] {
  return roster.units.map((unit) => ({
    unit,
    leads: roster.attachedLeaders.filter((a) => a.leader === unit.name).map((a) => a.unit),
    ledBy: roster.attachedLeaders.filter((a) => a.unit === unit.name).map((a) => a.leader),
    enhancements: roster.enhancements
      .filter((e) => e.unit === unit.name)
      .map((e) => ({ name: e.name, points: e.points })),
  }));
}
