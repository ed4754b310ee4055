/**
 * The captain pairing draft inside one team match (team A against team B, N players each), as
 * data: which rounds are drafted, which steps of a round the captains commit and which are forced,
 * how the last players are paired, how tables are chosen and how long each step may take.
 *
 * Sources: the World Team Championship (WTC) and UK Team Championship (UKTC) pairing process as
 * the issue "Team events: WTC-style teams of 3, 5 or 8 with captain pairing drafts" states it:
 * each round both captains secretly commit a defender, then two attackers against the opponent's
 * defender, then each picks one of the two attackers offered against their own defender; the
 * refused attacker goes back to its team's pool. Assumptions made here where that text is silent
 * are noted beside the field they concern.
 */

export type PlayerId = string;
export type TeamSide = 'a' | 'b';
export type StepKind = 'defender' | 'attackers' | 'choice' | 'table';

export type DraftRoundSteps = {
  /** Both captains secretly commit a defender from their unpaired players. */
  defenders: 'commit';
  /**
   * 'commit': each captain secretly commits two attackers from their other unpaired players.
   * 'the-other-two': exactly two other players are left, and they are the attackers (no step).
   */
  attackers: 'commit' | 'the-other-two';
  /** Each captain secretly picks one of the two attackers offered against their defender. */
  choice: 'commit';
};

/**
 * How the players left after the last drafted round are paired. Each team then has its refused
 * attacker of that round and, for 'refused-vs-refused-and-last-vs-last', exactly one other player.
 */
export type DraftFinal = 'refused-vs-refused' | 'refused-vs-refused-and-last-vs-last';

/**
 * organiser: no picks, the games take the block's tables in the order the block lists them, in
 * game order (round by round: A's defender's game, B's defender's game, then the final games).
 * defender-picks: after each round's choices are revealed, each team picks the table of its own
 * defender's game from the block's free tables, one after the other and in public. The
 * roll-off winner ("first picker") picks first in every round ('first-picker-first'), or first in
 * odd rounds and second in even rounds ('alternate-each-round'). The final games (refused and
 * last) are not picked: they take the free tables left, in block order — an assumption, the rules
 * text does not say who picks those.
 */
export type TableChoice =
  | { kind: 'organiser' }
  | { kind: 'defender-picks'; order: 'first-picker-first' | 'alternate-each-round' };

export type TeamDraftFormat = {
  id: string;
  name: string;
  /** Players per team. */
  size: number;
  rounds: DraftRoundSteps[];
  final: DraftFinal;
  tableChoice: TableChoice;
  /**
   * Seconds each step may take from the moment the previous step was revealed (or the draft
   * started). The figures in the presets are an assumption (3 minutes a draft step, 1 minute a
   * table pick), for the organiser to change.
   */
  secondsPerStep: Record<StepKind, number>;
};

const secondsPerStep: Record<StepKind, number> = { defender: 180, attackers: 180, choice: 180, table: 60 };
const drafted: DraftRoundSteps = { defenders: 'commit', attackers: 'commit', choice: 'commit' };
const lastThree: DraftRoundSteps = { defenders: 'commit', attackers: 'the-other-two', choice: 'commit' };
const defenderPicks: TableChoice = { kind: 'defender-picks', order: 'first-picker-first' };

/** The formats of the issue; spread one and replace a field to vary it. */
export const teamDraftFormats = {
  /** WTC: three full rounds (6 games), then refused v refused and last v last. */
  teamsOf8: {
    id: 'teams-of-8',
    name: 'Teams of 8 (WTC)',
    size: 8,
    rounds: [drafted, drafted, drafted],
    final: 'refused-vs-refused-and-last-vs-last',
    tableChoice: defenderPicks,
    secondsPerStep,
  },
  /** One full round (2 games), then a round on the last three, then refused v refused. */
  teamsOf5: {
    id: 'teams-of-5',
    name: 'Teams of 5',
    size: 5,
    rounds: [drafted, lastThree],
    final: 'refused-vs-refused',
    tableChoice: defenderPicks,
    secondsPerStep,
  },
  /** A round on the three, then refused v refused. */
  teamsOf3: {
    id: 'teams-of-3',
    name: 'Teams of 3',
    size: 3,
    rounds: [lastThree],
    final: 'refused-vs-refused',
    tableChoice: defenderPicks,
    secondsPerStep,
  },
} as const satisfies Record<string, TeamDraftFormat>;

/**
 * What makes a format unplayable, in words (null when it is sound): each drafted round needs a
 * defender and two attackers per team and pairs two of them; 'the-other-two' needs exactly three
 * players left; the final needs exactly the refused attacker (and one more player) left.
 */
export function draftFormatProblem(format: TeamDraftFormat): string | null {
  if (!Number.isInteger(format.size) || format.size < 3) return 'A team needs at least three players.';
  if (format.rounds.length === 0) return 'The format needs at least one drafted round.';
  let left = format.size;
  for (const [index, round] of format.rounds.entries()) {
    if (left < 3) return `Round ${index + 1} needs three unpaired players per team, but ${left} are left.`;
    if (round.attackers === 'the-other-two' && left !== 3)
      return `Round ${index + 1} takes the other two as attackers, so it needs exactly three players left, not ${left}.`;
    left -= 2;
  }
  const wanted = format.final === 'refused-vs-refused' ? 1 : 2;
  if (left !== wanted)
    return `The final pairing needs ${wanted} player${wanted === 1 ? '' : 's'} per team left after the drafted rounds, not ${left}.`;
  for (const [step, seconds] of Object.entries(format.secondsPerStep))
    if (!(seconds > 0)) return `The time for the ${step} step must be more than zero seconds.`;
  return null;
}
