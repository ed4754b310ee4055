/** One active player as the pairing sees them. */
export type PairingPlayer = {
  id: string;
  /** Shown in warnings when given (the id otherwise). */
  name?: string;
  /** What score groups are made of (wins, or tournament points). */
  score: number;
  /** Results in order, e.g. "WWL": equal paths are paired together first within a score group. */
  winPath?: string;
  /** Club or team: kept apart in round one (or every round, see avoidSameClubRounds). */
  club?: string | null;
  /**
   * Ids of players this player should not meet (friends who travelled together, family), set by
   * the organiser. Symmetric: two players are kept apart when either lists the other. Kept apart
   * in the same rounds, by the same switch and at the same priority as clubmates (avoidSameClub).
   * Ids of players not in the round are ignored.
   */
  avoid?: string[];
  /** Everyone they have played. */
  opponents: string[];
  /** Byes received so far. */
  byes: number;
  /** Table numbers they have played on. */
  tables: number[];
  /** Current standing, 1 = first: the bye goes to the lowest-ranked eligible player, tables follow it. */
  rank: number;
  /**
   * How many times this player has been paired down in earlier rounds (counted by the caller from
   * the rounds' `pairedDown`; a whole number, 0 when left out). Among pairings with equally few and
   * short pair-downs, the one floating players paired down less often before is preferred.
   */
  pairedDown?: number;
};

export type Pairing = { table: number; a: string; b: string };

/**
 * rematch: the two have played before; same-club: clubmates meet in a round that keeps clubs apart;
 * kept-apart: one of the two asked (`avoid`) not to meet the other; repeat-table: back on a table
 * played on before; repeat-bye: a second bye.
 */
export type PairingWarningKind = 'rematch' | 'same-club' | 'kept-apart' | 'repeat-table' | 'repeat-bye';
export type PairingWarning = { kind: PairingWarningKind; players: string[]; message: string };

export type PairRoundInput = {
  round: number;
  /** Active players only (dropped players are left out by the caller). */
  players: PairingPlayer[];
  seed: string;
  /**
   * Keep clubmates and named friends (each player's `avoid` list) apart when the field allows it
   * (default true), in the rounds below.
   */
  avoidSameClub?: boolean;
  /**
   * Which rounds keep clubmates and named friends apart: round one only ('first', the default) or
   * every round ('all').
   */
  avoidSameClubRounds?: 'first' | 'all';
  /**
   * Fresh tables: nobody on a table they have played on when any assignment allows it (top games
   * still as low as that allows). Off by default: tables follow the standings, top game on table 1.
   */
  freshTables?: boolean;
};

export type PairRoundResult = {
  pairings: Pairing[];
  bye: string | null;
  warnings: PairingWarning[];
  /**
   * Who was paired down: in each game between different score groups, the player with the higher
   * score, in table order. Always set by pairRound; optional so that pairings made elsewhere
   * (the top cut, pairings by hand) can share the type without it.
   */
  pairedDown?: string[];
};
