import type { DraftViewReply } from '@muster/contracts';
import { nameOf, type Side } from './draft-steps';

/**
 * The revealed draft in words: each round's defenders, attackers offered, choices and refusals;
 * the games made so far with their tables; and the log of every commit, default and forced move.
 */

type RoundRecord = DraftViewReply['rounds'][number];
type Game = DraftViewReply['games'][number];
type LogEntry = DraftViewReply['log'][number];

/** "Red Hands' defender", "Iron Wolf's defender": a name ending in s takes the apostrophe alone. */
const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

const teamName = (view: DraftViewReply, side: Side) => view.teams[side].name;

/** A round's revealed facts as term and detail, in draft order; unrevealed parts are left out. */
export function roundSummary(view: DraftViewReply, record: RoundRecord): { term: string; detail: string }[] {
  const name = (id: string) => nameOf(view, id);
  const lines: { term: string; detail: string }[] = [];
  const { defenders, attackers, chosen, refused } = record;
  if (defenders)
    lines.push({
      term: 'Defenders',
      detail: `${teamName(view, 'a')}: ${name(defenders.a)} · ${teamName(view, 'b')}: ${name(defenders.b)}`,
    });
  if (attackers) {
    const sent = (side: Side, against: string | undefined) =>
      `${teamName(view, side)} sent ${attackers[side].map(name).join(' and ')}${against ? ` against ${name(against)}` : ''}`;
    lines.push({
      term: 'Attackers offered',
      detail: `${sent('a', defenders?.b)}; ${sent('b', defenders?.a)}`,
    });
  }
  if (chosen && defenders)
    lines.push({
      term: 'Chosen',
      detail: `${name(defenders.a)} plays ${name(chosen.a)}; ${name(defenders.b)} plays ${name(chosen.b)}`,
    });
  if (refused)
    lines.push({
      term: 'Refused, back to the pool',
      detail: `${name(refused.a)} (${teamName(view, 'a')}) · ${name(refused.b)} (${teamName(view, 'b')})`,
    });
  return lines;
}

const gameKinds: Record<Game['kind'], (view: DraftViewReply) => string> = {
  'defender-a': (view) => `${possessive(teamName(view, 'a'))} defender`,
  'defender-b': (view) => `${possessive(teamName(view, 'b'))} defender`,
  refused: () => 'Refused v refused',
  last: () => 'Last v last',
};

/** The games so far: table (or that it is still to be picked), the two players, how it was made. */
export function gameRows(view: DraftViewReply) {
  return view.games.map((game) => ({
    key: `${game.round}-${game.kind}`,
    table: game.table === null ? 'Table to be picked' : `Table ${game.table}`,
    a: game.a,
    b: game.b,
    how: `Round ${game.round} · ${gameKinds[game.kind](view)}`,
  }));
}

export const howLabels: Record<LogEntry['how'], string> = {
  committed: 'Committed',
  default: 'Default: time ran out',
  forced: 'Forced',
};

/** One log line: which team, what, and whether it is still hidden from the other team. */
export function logLine(view: DraftViewReply, entry: LogEntry): string {
  const team = teamName(view, entry.team);
  const action = entry.action;
  const text = (() => {
    switch (action.step) {
      case 'defender':
        return `${team} defend with ${nameOf(view, action.player)}`;
      case 'attackers':
        return entry.how === 'forced'
          ? `${team} attack with the other two: ${action.players.map((p) => nameOf(view, p)).join(' and ')}`
          : `${team} offer ${action.players.map((p) => nameOf(view, p)).join(' and ')}`;
      case 'choice':
        return `${team} choose ${nameOf(view, action.player)} to play their defender`;
      case 'table':
        return `${team} pick table ${action.table} for their defender's game`;
    }
  })();
  return entry.revealedAt === null ? `${text} (hidden until both captains commit)` : text;
}
