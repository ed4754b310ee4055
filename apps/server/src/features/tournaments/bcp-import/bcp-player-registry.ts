import type { BcpPerson } from './bcp-file-shapes';

/** A player of the imported event, gathered from every file that names them. */
export type ImportedPlayer = {
  index: number;
  name: string;
  faction: string | null;
  team: string | null;
  dropped: boolean;
  /** BCP's user id when a file gives it: the same person across imported events. */
  bcpUserId: string | null;
  /** The army list's text (BCP keeps what the player pasted: usually the official app's export). */
  listText: string | null;
  /** Whether the players file lists them (so "never paired" can be told from "unknown"). */
  registered: boolean;
};

export class BcpImportError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Names as BCP's files spell one person differently: case, doubled spaces, compatibility forms. */
const nameKey = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

const joined = (first?: string | null, last?: string | null) =>
  [first, last]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');

/** Every spelling a BCP record gives a person: the player's own and its user profile's. */
export function namesOf(person: BcpPerson): string[] {
  return [
    joined(person.firstName, person.lastName),
    joined(person.user?.firstName, person.user?.lastName),
    person.name ?? '',
  ]
    .map((n) => n.normalize('NFKC').trim().replace(/\s+/g, ' '))
    .filter((n) => n.length > 0);
}

/** BCP's ids for a person: the event player's and the user's. */
export function idsOf(person: BcpPerson): string[] {
  return [person.id, person.userId, person.user?.id].filter((id): id is string => Boolean(id));
}

/**
 * The players met so far, found again by any of their ids or spellings. A spelling two different
 * players share is ambiguous: it finds neither, and a pairing naming only it is refused.
 */
export class PlayerRegistry {
  readonly players: ImportedPlayer[] = [];
  private readonly byName = new Map<string, ImportedPlayer | 'ambiguous'>();
  private readonly byId = new Map<string, ImportedPlayer>();

  constructor(private readonly maxPlayers: number) {}

  find(names: string[], ids: string[] = []): ImportedPlayer | 'ambiguous' | null {
    for (const id of ids) {
      const found = this.byId.get(id);
      if (found) return found;
    }
    let ambiguous = false;
    for (const spelling of names) {
      const found = this.byName.get(nameKey(spelling));
      if (found === 'ambiguous') ambiguous = true;
      else if (found) return found;
    }
    return ambiguous ? 'ambiguous' : null;
  }

  add(name: string, fields: Partial<Omit<ImportedPlayer, 'index' | 'name'>> = {}): ImportedPlayer {
    if (this.players.length >= this.maxPlayers)
      throw new BcpImportError(
        'BCP_TOO_MANY_PLAYERS',
        `These files name more than ${this.maxPlayers} players; an event this importer takes has at most ${this.maxPlayers}.`,
      );
    const player: ImportedPlayer = {
      index: this.players.length,
      name,
      faction: null,
      team: null,
      dropped: false,
      bcpUserId: null,
      listText: null,
      registered: false,
      ...fields,
    };
    this.players.push(player);
    this.link(player, [name]);
    return player;
  }

  /** Records more spellings and ids of a player (a players file and a list may spell them apart). */
  link(player: ImportedPlayer, names: string[], ids: string[] = []): void {
    for (const spelling of names) {
      const key = nameKey(spelling);
      const known = this.byName.get(key);
      if (known === undefined) this.byName.set(key, player);
      else if (known !== player) this.byName.set(key, 'ambiguous');
    }
    for (const id of ids) if (!this.byId.has(id)) this.byId.set(id, player);
  }
}
