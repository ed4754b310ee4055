import type { PlayerId, StepKind, TeamDraftFormat, TeamSide } from './draft-format';

/** What a captain commits at a step. Attackers are the two this team offers. */
export type DraftAction =
  | { step: 'defender'; player: PlayerId }
  | { step: 'attackers'; players: readonly PlayerId[] }
  | { step: 'choice'; player: PlayerId }
  | { step: 'table'; table: number };

/**
 * One line of the draft's log. how: 'committed' by the captain, 'default' applied by expire()
 * when the time ran out, 'forced' by the format (the other two as attackers). revealedAt: when
 * both sides of a hidden step were shown (table picks are public at once); null while hidden.
 */
export type DraftLogEntry = {
  round: number;
  step: StepKind;
  team: TeamSide;
  action: DraftAction;
  at: string;
  how: 'committed' | 'default' | 'forced';
  revealedAt: string | null;
};

/** What a round has revealed so far; a field stays null until both sides are shown. */
export type DraftRoundRecord = {
  round: number;
  defenders: Record<TeamSide, PlayerId> | null;
  /** The two attackers each team offered against the other team's defender. */
  attackers: Record<TeamSide, readonly [PlayerId, PlayerId]> | null;
  /** The attacker each team chose to play its defender (one of the opponent's two). */
  chosen: Record<TeamSide, PlayerId> | null;
  /** Each team's attacker that the opponent refused (back in that team's pool). */
  refused: Record<TeamSide, PlayerId> | null;
};

export type DraftGameKind = 'defender-a' | 'defender-b' | 'refused' | 'last';

/** a is always team A's player. table is null until picked. */
export type DraftGame = {
  round: number;
  a: PlayerId;
  b: PlayerId;
  kind: DraftGameKind;
  table: number | null;
};

/** One step of the draft in order: both captains at once, or one team (a table pick). */
export type PlannedStep =
  | { round: number; step: 'defender' | 'attackers' | 'choice'; by: 'both' }
  | { round: number; step: 'table'; by: TeamSide; game: 'defender-a' | 'defender-b' };

/** The whole draft; plain data (ISO times), so it can be stored and sent as it is. */
export type DraftState = {
  format: TeamDraftFormat;
  /** Each team in its captain's team-sheet order: the order defaults follow (see expire). */
  teams: Record<TeamSide, readonly PlayerId[]>;
  firstPicker: TeamSide;
  /** The match's block of tables, in the order the organiser gave them. */
  tables: readonly number[];
  plan: readonly PlannedStep[];
  /** Index into plan; plan.length when the draft is complete. */
  stepIndex: number;
  stepStartedAt: string;
  /** The current hidden step's commits, not yet revealed. */
  pending: Record<TeamSide, DraftAction | null>;
  rounds: DraftRoundRecord[];
  games: DraftGame[];
  log: DraftLogEntry[];
};

export type DraftRefusalCode =
  | 'invalid-format'
  | 'invalid-teams'
  | 'invalid-tables'
  | 'invalid-time'
  | 'unknown-team'
  | 'draft-complete'
  | 'time-up'
  | 'malformed-action'
  | 'wrong-step'
  | 'not-your-turn'
  | 'already-committed'
  | 'unknown-player'
  | 'not-your-player'
  | 'already-paired'
  | 'defender-cannot-attack'
  | 'wrong-attacker-count'
  | 'same-attacker-twice'
  | 'not-offered'
  | 'unknown-table'
  | 'table-taken';

export type DraftResult =
  | { ok: true; state: DraftState }
  | { ok: false; code: DraftRefusalCode; message: string };

/** What the draft waits for: waitingFor lists the teams that still have to act at this step. */
export type PendingStep =
  | { status: 'complete' }
  | {
      status: 'open';
      round: number;
      step: StepKind;
      /** Hidden until both have committed (false for table picks, which are public). */
      simultaneous: boolean;
      waitingFor: TeamSide[];
      /** For a table pick: whose defender's game the table is for. */
      game: 'defender-a' | 'defender-b' | null;
      deadline: string;
    };

export type DraftViewer = TeamSide | 'spectator';

/** What one viewer may see. No rosters: every player id in it has been revealed (or is the viewer's own commit). */
export type DraftView = {
  viewer: DraftViewer;
  formatId: string;
  pending: PendingStep;
  /** Whether each team has committed the current hidden step (yes/no only). */
  committed: Record<TeamSide, boolean>;
  /** The viewing team's own commit at the current hidden step (always null for spectators). */
  ownCommit: DraftAction | null;
  rounds: DraftRoundRecord[];
  games: DraftGame[];
  log: DraftLogEntry[];
};
