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
  rounds: (id: string) => ['tournaments', 'rounds', id] as const,
  /** The event page's view (games of the latest round and the top cut); under rounds(id), so invalidating that refetches both. */
  latestRounds: (id: string) => ['tournaments', 'rounds', id, 'latest'] as const,
  standings: (id: string) => ['tournaments', 'standings', id] as const,
  myGame: (id: string) => ['tournaments', 'my-game', id] as const,
  myActive: ['tournaments', 'my-active'] as const,
  teamMatches: (id: string) => ['tournaments', 'team-matches', id] as const,
  teamStandings: (id: string) => ['tournaments', 'team-standings', id] as const,
  myList: (id: string) => ['tournaments', 'my-list', id] as const,
  /** The lists of an event's players (not the events list, `list`). */
  eventLists: (id: string) => ['tournaments', 'lists', id] as const,
  keepApart: (id: string) => ['tournaments', 'keep-apart', id] as const,
  /** The game data's missions and layouts (their own root: nothing of an event refreshes them). */
  missions: ['game-data', 'missions'] as const,
};
