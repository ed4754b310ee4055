import {
  BCP_IMPORT_MAX_PLAYERS,
  BCP_IMPORT_MAX_ROUNDS,
  BCP_IMPORT_MAX_TOTAL_BYTES,
  type BcpImportFile,
  type bcpFileKinds,
} from '@muster/contracts/tournament-import';
import type { z } from 'zod';
import {
  type BcpPairingRecord,
  type BcpPlayerRecord,
  bcpArmyListRecordSchema,
  bcpPairingRecordSchema,
  bcpPlayerRecordSchema,
  exporterPairingsFileSchema,
  exporterPlayersFileSchema,
  factionName,
  recordsOf,
} from './bcp-file-shapes';
import { BcpImportError, type ImportedPlayer, idsOf, namesOf, PlayerRegistry } from './bcp-player-registry';

export { BcpImportError, type ImportedPlayer } from './bcp-player-registry';

/** A game as imported; b is null for a bye. VP are null until the result is in. */
type ImportedGame = {
  round: number;
  table: number;
  a: ImportedPlayer;
  b: ImportedPlayer | null;
  vpA: number | null;
  vpB: number | null;
};

export type BcpEventPlan = {
  event: { name: string | null; date: string | null };
  files: { name: string; kind: (typeof bcpFileKinds)[number]; records: number }[];
  players: ImportedPlayer[];
  games: ImportedGame[];
  rounds: number;
  warnings: string[];
};

type Kind = (typeof bcpFileKinds)[number];
type Pairing = {
  round: number;
  table: number | null;
  sides: [Side | null, Side | null];
  vp: [number | null, number | null];
  /** BCP's own verdict per side when the file gives it (2 win, 1 draw, 0 loss). */
  results?: [number | null, number | null];
  where: string;
};
type Side = { names: string[]; ids: string[]; faction: string | null; team: string | null };

const fail = (code: string, message: string): never => {
  throw new BcpImportError(code, message);
};

function parseJson(file: BcpImportFile): unknown {
  try {
    return JSON.parse(file.text);
  } catch {
    // A RangeError from absurd nesting lands here too: it is not a BCP file either way.
    return fail('BCP_FILE_NOT_JSON', `${file.name} is not JSON. Save the files from BCP as .json.`);
  }
}

/** Each record of a file against a shape, or null when the file is not of that kind at all. */
function every<S extends z.ZodType>(records: unknown[], schema: S): z.infer<S>[] | null {
  const read: z.infer<S>[] = [];
  for (const record of records) {
    const parsed = schema.safeParse(record);
    if (!parsed.success) return null;
    read.push(parsed.data);
  }
  return read.length > 0 ? read : null;
}

type ReadFile =
  | {
      kind: 'players';
      event: BcpEventPlan['event'];
      players: (Side & { dropped: boolean; listId: string | null })[];
      /** Games rebuilt from the players' own records (`/v1/players?placings=true`). */
      pairings: Pairing[];
    }
  | { kind: 'pairings'; pairings: Pairing[] }
  | { kind: 'army-lists'; lists: z.infer<typeof bcpArmyListRecordSchema>[] };

const teamOf = (team: { name?: string | null } | null | undefined) => team?.name?.trim() || null;

function sideOf(person: NonNullable<BcpPairingRecord['player1']>): Side {
  return {
    names: namesOf(person),
    ids: idsOf(person),
    faction: factionName(person.army) ?? factionName(person.faction),
    team: teamOf(person.team),
  };
}

/** A side naming nobody (BCP's empty player 2) is a bye. */
const someone = (side: Side) => (side.names.length > 0 || side.ids.length > 0 ? side : null);

/**
 * The games of a `/v1/players?placings=true` response: each round's opponent is a BCP player code
 * (`opponentIds`), each game's points the player's own; a game with no opponent that round is a
 * bye. Each game is met twice (once per side) and kept once.
 */
function pairingsFromPlayers(records: BcpPlayerRecord[], fileName: string): Pairing[] {
  const byCode = new Map(records.flatMap((r) => (r.playerId ? [[r.playerId, r] as const] : [])));
  const side = (r: BcpPlayerRecord): Side => {
    const base = sideOf(r);
    return { ...base, ids: [...base.ids, ...(r.playerId ? [r.playerId] : [])] };
  };
  const seen = new Set<string>();
  const pairings: Pairing[] = [];
  records.forEach((r, i) => {
    const where = `${fileName}, record ${i + 1}`;
    for (const game of r.games ?? []) {
      const code = r.opponentIds?.[String(game.gameNum)];
      if (!code) {
        pairings.push({
          round: game.gameNum,
          table: null,
          sides: [side(r), null],
          vp: [game.gamePoints ?? null, null],
          where,
        });
        continue;
      }
      const key = [game.gameNum, ...[r.playerId, code].sort()].join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      const opponent = byCode.get(code);
      if (!opponent)
        fail(
          'BCP_MISSING_PLAYER',
          `${where}: ${namesOf(r)[0]}'s round ${game.gameNum} opponent (${code}) is not in the file.`,
        );
      const theirs = opponent?.games?.find((g) => g.gameNum === game.gameNum);
      pairings.push({
        round: game.gameNum,
        table: null,
        sides: [side(r), opponent ? side(opponent) : null],
        vp: [game.gamePoints ?? null, theirs?.gamePoints ?? null],
        results: [game.gameResult ?? null, theirs?.gameResult ?? null],
        where,
      });
    }
  });
  return pairings;
}

/** Reads a file by what it holds, whatever its name: the kinds are told apart by their keys. */
function readFile(file: BcpImportFile): ReadFile {
  const value = parseJson(file);
  const exporterPlayers = exporterPlayersFileSchema.safeParse(value);
  if (exporterPlayers.success) {
    const { event, players } = exporterPlayers.data;
    return {
      kind: 'players',
      event: { name: event?.name ?? null, date: event?.eventDate?.slice(0, 10) ?? null },
      players: players.map((p) => ({
        names: [p.name.normalize('NFKC').trim().replace(/\s+/g, ' ')],
        ids: [],
        faction: p.faction ?? null,
        team: p.team?.trim() || null,
        dropped: p.dropped ?? false,
        listId: p.listId ?? null,
      })),
      pairings: [],
    };
  }
  const exporterPairings = exporterPairingsFileSchema.safeParse(value);
  if (exporterPairings.success) {
    return {
      kind: 'pairings',
      pairings: exporterPairings.data.map((row, i) => ({
        round: row.round,
        table: row.table ?? null,
        sides: [row.p1, row.p2].map((n) =>
          n?.trim()
            ? { names: [n.normalize('NFKC').trim().replace(/\s+/g, ' ')], ids: [], faction: null, team: null }
            : null,
        ) as [Side | null, Side | null],
        vp: [row.p1_pts ?? null, row.p2_pts ?? null],
        where: `${file.name}, row ${i + 1}`,
      })),
    };
  }
  const records = recordsOf(value);
  if (records) {
    const lists = every(records, bcpArmyListRecordSchema);
    if (lists?.every((l) => l.armyListText !== undefined)) return { kind: 'army-lists', lists };
    const pairings = every(records, bcpPairingRecordSchema);
    if (pairings?.every((p) => 'player1' in (p as object) || p.player1Game !== undefined)) {
      return {
        kind: 'pairings',
        pairings: pairings.map((p, i) => ({
          round: p.round,
          table: p.table ?? null,
          sides: [
            p.player1 ? someone(sideOf(p.player1)) : null,
            p.player2 ? someone(sideOf(p.player2)) : null,
          ],
          // An unplayed game (isDone false) shows 0–0 or nothing: no result yet, not a draw.
          vp:
            p.isDone === false
              ? [null, null]
              : [
                  p.player1Game?.gamePoints ?? p.player1Game?.points ?? null,
                  p.player2Game?.gamePoints ?? p.player2Game?.points ?? null,
                ],
          results: [
            p.player1Game?.gameResult ?? p.player1Game?.result ?? null,
            p.player2Game?.gameResult ?? p.player2Game?.result ?? null,
          ],
          where: `${file.name}, record ${i + 1}`,
        })),
      };
    }
    const players = every(records, bcpPlayerRecordSchema);
    if (players?.every((p) => namesOf(p).length > 0)) {
      return {
        kind: 'players',
        event: { name: null, date: null },
        players: players.map((p) => ({
          ...sideOf(p),
          ids: [...idsOf(p), ...(p.playerId ? [p.playerId] : [])],
          dropped: p.dropped ?? false,
          listId: null,
        })),
        pairings: pairingsFromPlayers(players, file.name),
      };
    }
  }
  return fail(
    'BCP_FILE_UNKNOWN',
    `${file.name} is not a Best Coast Pairings file this import reads: expected an event's players, its pairings or its army lists.`,
  );
}

function checkVp(vp: number | null, where: string): number | null {
  if (vp === null) return null;
  if (!Number.isInteger(vp) || vp < 0 || vp > 10_000)
    fail('BCP_BAD_SCORE', `${where}: ${vp} is not a score (whole points from 0 to 10,000).`);
  return vp;
}

/**
 * The files as one event: players (with factions, teams, drops and list texts), and every round's
 * games with their results. Anything that cannot be read without guessing is refused, naming the
 * file and row, so nothing is imported half-way.
 */
export function readBcpExport(files: BcpImportFile[]): BcpEventPlan {
  const total = files.reduce((sum, f) => sum + f.text.length, 0);
  if (total > BCP_IMPORT_MAX_TOTAL_BYTES)
    fail(
      'BCP_IMPORT_TOO_LARGE',
      `These files hold ${Math.round(total / 1024 / 1024)} MB; an import takes at most ${BCP_IMPORT_MAX_TOTAL_BYTES / 1024 / 1024} MB.`,
    );
  const read = files.map((file) => ({ file, read: readFile(file) }));
  const registry = new PlayerRegistry(BCP_IMPORT_MAX_PLAYERS);
  const warnings: string[] = [];
  let event: BcpEventPlan['event'] = { name: null, date: null };
  const byListId = new Map<string, ImportedPlayer>();

  // Players files first: they hold everyone registered, drops and teams.
  for (const { read: r } of read) {
    if (r.kind !== 'players') continue;
    if (r.event.name) event = r.event;
    for (const p of r.players) {
      // Each registration is its own player: BCP lets two people share a name, and then only ids
      // tell them apart (a name both share finds neither). The same id twice is one player.
      const known = p.ids.length > 0 ? registry.find([], p.ids) : null;
      const player = known && known !== 'ambiguous' ? known : registry.add(p.names[0] ?? 'Unknown player');
      player.faction = p.faction ?? player.faction;
      player.team = p.team ?? player.team;
      player.dropped = p.dropped || player.dropped;
      player.registered = true;
      registry.link(player, p.names, p.ids);
      if (p.listId) byListId.set(p.listId, player);
    }
  }

  // Army lists: the list record's id is the players file's listId, and it names the player as
  // their BCP profile does, which is how the pairings name them.
  let lists = 0;
  for (const { read: r } of read) {
    if (r.kind !== 'army-lists') continue;
    for (const list of r.lists) {
      const names = [...namesOf(list.player), ...namesOf({ ...list.user, user: null })];
      const ids = [...idsOf(list.player), list.playerId, list.userId].filter((id): id is string =>
        Boolean(id),
      );
      const byList = list.id ? byListId.get(list.id) : undefined;
      const found = byList ?? registry.find(names, ids);
      if (found === 'ambiguous')
        return fail(
          'BCP_AMBIGUOUS_PLAYER',
          `Two players are called ${names[0]}: the army list ${list.id ?? ''} cannot be given to either.`,
        );
      const player = found ?? registry.add(names[0] ?? 'Unknown player');
      registry.link(player, names, ids);
      player.faction = player.faction ?? list.army?.name ?? factionName(list.player.army);
      player.team = player.team ?? teamOf(list.player.team);
      player.bcpUserId = player.bcpUserId ?? list.userId ?? null;
      if (list.armyListText?.trim()) {
        if (player.listText)
          warnings.push(`${player.name} has two army lists in these files; the first is kept.`);
        else {
          player.listText = list.armyListText;
          lists += 1;
        }
      }
      if (!event.name && list.event?.name)
        event = { name: list.event.name, date: list.event.eventDate?.slice(0, 10) ?? null };
    }
  }

  // A pairings file, when given, is the record of the games; else the players' own games.
  const pairingFiles = read.flatMap(({ read: r }) => (r.kind === 'pairings' ? r.pairings : []));
  const pairings =
    pairingFiles.length > 0
      ? pairingFiles
      : read.flatMap(({ read: r }) => (r.kind === 'players' ? r.pairings : []));
  const registeredBefore = registry.players.length;
  const resolve = (side: Side, where: string): ImportedPlayer => {
    const found = registry.find(side.names, side.ids);
    if (found === 'ambiguous')
      return fail(
        'BCP_AMBIGUOUS_PLAYER',
        `${where}: two players are called ${side.names[0]}, and this file does not say which one played.`,
      );
    const player = found ?? registry.add(side.names[0] ?? 'Unknown player');
    registry.link(player, side.names, side.ids);
    player.faction = player.faction ?? side.faction;
    player.team = player.team ?? side.team;
    return player;
  };
  const games = gamesOf(pairings, resolve, warnings);
  const rounds = Math.max(0, ...games.map((g) => g.round));
  const unregistered = registry.players.slice(registeredBefore);
  if (registeredBefore > 0 && unregistered.length > 0)
    warnings.push(
      `${unregistered.length} player${unregistered.length === 1 ? '' : 's'} in the pairings ${unregistered.length === 1 ? 'is' : 'are'} not in the players file (spelt differently?), so their faction and team are unknown: ${unregistered.map((p) => p.name).join(', ')}. Add the army lists file to link them.`,
    );
  const played = new Set(games.flatMap((g) => [g.a, g.b]));
  const unpaired = games.length > 0 ? registry.players.filter((p) => !played.has(p)) : [];
  if (unpaired.length > 0)
    warnings.push(
      `${unpaired.length} registered player${unpaired.length === 1 ? '' : 's'} never played a round and ${unpaired.length === 1 ? 'is' : 'are'} imported as withdrawn: ${unpaired.map((p) => p.name).join(', ')}.`,
    );
  if (registry.players.length === 0) fail('BCP_NO_PLAYERS', 'These files name no players.');
  const withList = registry.players.filter((p) => p.listText).length;
  if (lists > 0 && withList < registry.players.length - unpaired.length)
    warnings.push(
      `${registry.players.length - unpaired.length - withList} players have no army list in these files.`,
    );
  return {
    event,
    files: read.map(({ file, read: r }) => ({
      name: file.name,
      kind: r.kind as Kind,
      records:
        r.kind === 'players' ? r.players.length : r.kind === 'pairings' ? r.pairings.length : r.lists.length,
    })),
    players: registry.players,
    games,
    rounds,
    warnings,
  };
}

/** Every pairing as a game, checked: whole rounds from 1, each player once a round, scores whole. */
function gamesOf(
  pairings: Pairing[],
  resolve: (side: Side, where: string) => ImportedPlayer,
  warnings: string[],
): ImportedGame[] {
  const games: ImportedGame[] = [];
  const seen = new Map<number, Set<ImportedPlayer>>();
  for (const p of pairings) {
    if (p.round < 1 || p.round > BCP_IMPORT_MAX_ROUNDS)
      fail('BCP_BAD_ROUND', `${p.where}: round ${p.round} is outside 1–${BCP_IMPORT_MAX_ROUNDS}.`);
    const [first, second] = p.sides;
    if (!first && !second)
      fail('BCP_EMPTY_PAIRING', `${p.where}: round ${p.round} has a game without either player.`);
    if (!first)
      fail(
        'BCP_MISSING_PLAYER',
        `${p.where}: round ${p.round} has a game whose first player is blank (against ${second?.names[0]}, ${p.vp[0] ?? '–'}–${p.vp[1] ?? '–'}). BCP leaves a player out when their profile was removed: fill in the name and import again.`,
      );
    const a = resolve(first as Side, p.where);
    const b = second ? resolve(second, p.where) : null;
    if (a === b)
      fail('BCP_SELF_PAIRING', `${p.where}: ${a.name} is paired against themself in round ${p.round}.`);
    const inRound = seen.get(p.round) ?? new Set<ImportedPlayer>();
    seen.set(p.round, inRound);
    for (const player of [a, b]) {
      if (!player) continue;
      if (inRound.has(player))
        fail('BCP_PAIRED_TWICE', `${p.where}: ${player.name} is paired twice in round ${p.round}.`);
      inRound.add(player);
    }
    const vpA = checkVp(p.vp[0], p.where);
    const vpB = b ? checkVp(p.vp[1], p.where) : null;
    // Half a result is no result: a score is only taken with both sides (a bye has one).
    const complete = b ? vpA !== null && vpB !== null : true;
    games.push({
      round: p.round,
      table: p.table ?? 0,
      a,
      b,
      vpA: complete ? vpA : null,
      vpB: complete ? vpB : null,
    });
    // Results here follow the points; BCP may have recorded otherwise (a concession, a penalty).
    const [resultA, resultB] = p.results ?? [null, null];
    if (b && complete && vpA !== null && vpB !== null && resultA !== null && resultB !== null) {
      const byPoints = vpA > vpB ? [2, 0] : vpA < vpB ? [0, 2] : [1, 1];
      if (byPoints[0] !== resultA || byPoints[1] !== resultB) {
        const recorded =
          resultA === 2 ? `a win for ${a.name}` : resultB === 2 ? `a win for ${b.name}` : 'a draw';
        warnings.push(
          `Round ${p.round}: BCP records ${a.name} ${vpA}–${vpB} ${b.name} as ${recorded}; here the result follows the points.`,
        );
      }
    }
  }
  const rounds = [...seen.keys()].sort((x, y) => x - y);
  rounds.forEach((round, i) => {
    if (round !== i + 1) fail('BCP_MISSING_ROUND', `The pairings have round ${round} but no round ${i + 1}.`);
  });
  const last = rounds.at(-1) ?? 0;
  for (const round of rounds.slice(0, -1)) {
    const open = games.filter((g) => g.round === round && g.b && g.vpA === null).length;
    if (open > 0)
      fail(
        'BCP_UNFINISHED_ROUND',
        `Round ${round} has ${open} game${open === 1 ? '' : 's'} without a result; only the latest round (${last}) may still be in play.`,
      );
  }
  return numberTables(games);
}

/** Tables as BCP numbered them; where a file gives none, in its order. A bye sits at table 0. */
function numberTables(games: ImportedGame[]): ImportedGame[] {
  const byRound = new Map<number, ImportedGame[]>();
  for (const g of games) {
    if (!g.b) g.table = 0;
    else byRound.set(g.round, [...(byRound.get(g.round) ?? []), g]);
  }
  for (const [round, inRound] of byRound) {
    const given = inRound.filter((g) => g.table > 0).map((g) => g.table);
    if (new Set(given).size !== given.length)
      fail('BCP_TABLE_TWICE', `Round ${round} seats two games at one table.`);
    let next = Math.max(0, ...given);
    for (const g of inRound) if (g.table === 0) g.table = ++next;
  }
  return games;
}
