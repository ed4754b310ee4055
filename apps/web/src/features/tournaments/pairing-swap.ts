import type { Game } from '@muster/contracts';

export type ManualPairing = { table: number; a: string; b: string | null };

/** The round's pairings with two players' seats exchanged (a bye seat included). */
export function swapPlayers(games: Game[], first: string, second: string): ManualPairing[] {
  if (first === second) throw new Error('Pick two different players.');
  const swap = (id: string) => (id === first ? second : id === second ? first : id);
  return games.map((g) => ({ table: g.table, a: swap(g.a.entryId), b: g.b ? swap(g.b.entryId) : null }));
}

/** Everyone seated in the round, labelled by where they sit. */
export function seatsOf(games: Game[]): { entryId: string; label: string }[] {
  return games.flatMap((g) => {
    const where = g.b ? `table ${g.table}` : 'bye';
    return [g.a, ...(g.b ? [g.b] : [])].map((side) => ({
      entryId: side.entryId,
      label: `${side.username} (${where})`,
    }));
  });
}
