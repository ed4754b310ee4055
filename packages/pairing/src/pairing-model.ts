/** One active player as the pairing sees them. */
export type PairingPlayer = {
  id: string;
  /** What score groups are made of (wins, or tournament points). */
  score: number;
  /** Results in order, e.g. "WWL": equal paths are paired together first within a score group. */
  winPath?: string;
  /** Club or team: round one avoids pairing members of the same one. */
  club?: string | null;
  /** Everyone they have played. */
  opponents: string[];
  /** Byes received so far. */
  byes: number;
  /** Table numbers they have played on. */
  tables: number[];
  /** Current standing, 1 = first; the bye goes to the lowest-ranked player without one. */
  rank: number;
};

export type Pairing = { table: number; a: string; b: string };

export type PairingWarningKind = 'rematch' | 'same-club' | 'repeat-table' | 'repeat-bye';
export type PairingWarning = { kind: PairingWarningKind; players: string[]; message: string };

export type PairRoundInput = {
  round: number;
  /** Active players only (dropped players are left out by the caller). */
  players: PairingPlayer[];
  seed: string;
  /** Round one keeps clubs apart when it can (default true). */
  avoidSameClub?: boolean;
};

export type PairRoundResult = { pairings: Pairing[]; bye: string | null; warnings: PairingWarning[] };
