/**
 * The query keys of the tournament reads, on their own so the shell's tournament-mode sync
 * (ActiveEventSync) can name them without taking every tournament request and schema with it.
 */
export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: (filter: object) => ['tournaments', 'list', filter] as const,
  one: (id: string) => ['tournaments', 'one', id] as const,
  entries: (id: string) => ['tournaments', 'entries', id] as const,
  adjustments: (id: string) => ['tournaments', 'adjustments', id] as const,
};
