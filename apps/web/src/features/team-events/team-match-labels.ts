import type { TeamMatch, TeamStandings } from '@muster/contracts';
import type { BadgeTone } from '../../ui/Badge';

/** Points as people write them: whole numbers as they are, anything else to one decimal. */
export const points = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** "Tables 1–5" for a run, "Tables 2, 4, 9" otherwise, "Table 3" for one. */
export function tablesLabel(tables: readonly number[]): string {
  if (tables.length === 0) return 'No tables yet';
  const [first] = tables;
  if (tables.length === 1) return `Table ${first}`;
  const run = tables.every((table, i) => table === (first ?? 0) + i);
  return run ? `Tables ${first}–${tables.at(-1)}` : `Tables ${tables.join(', ')}`;
}

/** Game points, then team points in brackets: "60–40 (2–0)". */
export const scoreLabel = (score: NonNullable<TeamMatch['score']>) =>
  `${points(score.gamePoints.a)}–${points(score.gamePoints.b)} (${points(score.teamPoints.a)}–${points(score.teamPoints.b)})`;

/** The match's score line: the bye's award, nothing yet, the running score, or the final one. */
export function matchScoreLine(match: TeamMatch): string {
  if (match.status === 'bye')
    return match.score
      ? `Bye: ${points(match.score.gamePoints.a)} game points, ${points(match.score.teamPoints.a)} team points`
      : 'Bye';
  if (!match.score) return match.status === 'drafting' ? 'Drafting the pairings' : 'No results yet';
  if (match.status === 'complete') return scoreLabel(match.score);
  // No team points yet: they are decided by the whole match, not the games in so far.
  return `${points(match.score.gamePoints.a)}–${points(match.score.gamePoints.b)} after ${match.gamesSettled} of ${match.gamesTotal} games`;
}

export const matchStatus: Record<TeamMatch['status'], [string, BadgeTone]> = {
  drafting: ['Drafting', 'warning'],
  playing: ['Playing', 'blue'],
  complete: ['Complete', 'success'],
  bye: ['Bye', 'purple'],
};

/** The link to a match's draft page in words; null for a bye (no draft). */
export function draftLinkLabel(match: TeamMatch, myTeamId: string | null): string | null {
  if (match.status === 'bye' || !match.b) return null;
  const mine = myTeamId !== null && (match.a.teamId === myTeamId || match.b.teamId === myTeamId);
  if (match.status === 'drafting') return mine ? 'Open your draft' : 'Watch the draft';
  return mine ? 'Your draft and games' : 'See the draft';
}

/** "2–1–0", with the byes after it when there were any: "2–0–0 +1 bye". */
export function recordLabel(row: TeamStandings['standings'][number]): string {
  const record = `${row.wins}–${row.draws}–${row.losses}`;
  return row.byes > 0 ? `${record} +${row.byes} bye${row.byes === 1 ? '' : 's'}` : record;
}

/** Matches grouped by round, the latest round first. */
export function matchesByRound(matches: readonly TeamMatch[]): { round: number; matches: TeamMatch[] }[] {
  const rounds = [...new Set(matches.map((m) => m.round))].sort((x, y) => y - x);
  return rounds.map((round) => ({
    round,
    matches: matches.filter((m) => m.round === round).sort((x, y) => x.number - y.number),
  }));
}
