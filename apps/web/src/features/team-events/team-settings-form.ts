import type { TeamSettings, Tournament, TournamentCreate, TournamentUpdate } from '@muster/contracts';
import { type TeamSize, teamSizes } from '@muster/contracts/tournament-options';
import { teamResultPresetFor } from '@muster/pairing';

/** The team settings as the event form edits them: text fields, turned into numbers on submit. */
export type TeamSettingsForm = {
  teamSize: string;
  /** Empty: no cap. */
  teamCap: string;
  factionUnique: boolean;
  tableChoice: TeamSettings['tableChoice'];
  /** Minutes for each secret draft step (halves allowed: 1.5 is 90 s). */
  draftStepMinutes: string;
  tablePickSeconds: string;
  drawWithin: string;
  win: string;
  draw: string;
  loss: string;
};

/** The game scoring a teams event starts with: the WTC's 20–0 gap table, 20 points a game. */
export const TEAMS_SCORING_PRESET = 'wtc-20-0';
/** Game points one game hands out in total under each scoring preset, where that is fixed. */
const gamePointsPerGame: Record<string, number> = { [TEAMS_SCORING_PRESET]: 20 };

const isTeamSize = (n: number): n is TeamSize => (teamSizes as readonly number[]).includes(n);

/** The result band of a size's preset (draw margin and team points), as form text. */
function resultBandFor(size: TeamSize): Pick<TeamSettingsForm, 'drawWithin' | 'win' | 'draw' | 'loss'> {
  const rules = teamResultPresetFor(size)?.rules;
  // Every size in teamSizes has a preset; the fallback only keeps the types honest.
  if (!rules) return { drawWithin: '0', win: '2', draw: '1', loss: '0' };
  return {
    drawWithin: String(rules.drawWithin),
    win: String(rules.win),
    draw: String(rules.draw),
    loss: String(rules.loss),
  };
}

/** A new teams event: teams of 5, factions once per team, defenders pick tables (WTC). */
export function teamFormDefaults(size: TeamSize = 5): TeamSettingsForm {
  return {
    teamSize: String(size),
    teamCap: '',
    factionUnique: true,
    tableChoice: 'defender-picks',
    draftStepMinutes: '3',
    tablePickSeconds: '60',
    ...resultBandFor(size),
  };
}

/** A new team size brings its own result band (the draw margin scales with the match). */
export function teamFormForSize(form: TeamSettingsForm, size: string): TeamSettingsForm {
  const n = Number(size);
  return isTeamSize(n) ? { ...form, teamSize: size, ...resultBandFor(n) } : { ...form, teamSize: size };
}

/** An event's saved team settings, as form text. */
export function teamFormFrom(settings: TeamSettings): TeamSettingsForm {
  return {
    teamSize: String(settings.teamSize),
    teamCap: settings.teamCap === null ? '' : String(settings.teamCap),
    factionUnique: settings.factionUnique,
    tableChoice: settings.tableChoice,
    draftStepMinutes: String(settings.draftStepSeconds / 60),
    tablePickSeconds: String(settings.tablePickSeconds),
    drawWithin: String(settings.teamResult.drawWithin),
    win: String(settings.teamResult.win),
    draw: String(settings.teamResult.draw),
    loss: String(settings.teamResult.loss),
  };
}

const numberIn = (text: string, min: number, max: number): number | null => {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
};

/**
 * The form's team settings as the API takes them, or the first thing wrong in words. The contract
 * checks them again; these messages say what to type rather than "too small".
 */
export function teamSettingsFromForm(
  form: TeamSettingsForm,
): { settings: TeamSettings; problem?: undefined } | { problem: string; settings?: undefined } {
  const teamSize = Number(form.teamSize);
  if (!isTeamSize(teamSize)) return { problem: 'Choose teams of 3, 5 or 8.' };
  const teamCap = form.teamCap.trim() === '' ? null : numberIn(form.teamCap, 2, 500);
  if (form.teamCap.trim() !== '' && (teamCap === null || !Number.isInteger(teamCap)))
    return { problem: 'The team cap is a whole number of teams from 2 to 500, or empty for no cap.' };
  const minutes = numberIn(form.draftStepMinutes, 0.5, 30);
  if (minutes === null) return { problem: 'Each draft step takes from 0.5 to 30 minutes.' };
  const tablePick = numberIn(form.tablePickSeconds, 15, 600);
  if (tablePick === null || !Number.isInteger(tablePick))
    return { problem: 'A table pick takes a whole number of seconds from 15 to 600.' };
  const drawWithin = numberIn(form.drawWithin, 0, 1000);
  if (drawWithin === null || !Number.isInteger(drawWithin))
    return { problem: 'The draw margin is a whole number of game points, 0 or more.' };
  const points = { win: form.win, draw: form.draw, loss: form.loss };
  const teamPoints: Record<keyof typeof points, number> = { win: 0, draw: 0, loss: 0 };
  for (const [name, text] of Object.entries(points) as [keyof typeof points, string][]) {
    const value = numberIn(text, 0, 100);
    if (value === null) return { problem: `Team points for a ${name} run from 0 to 100.` };
    teamPoints[name] = value;
  }
  if (teamPoints.win < teamPoints.draw || teamPoints.draw < teamPoints.loss)
    return { problem: 'Team points must not fall from a loss to a draw to a win.' };
  return {
    settings: {
      teamSize,
      teamCap,
      factionUnique: form.factionUnique,
      tableChoice: form.tableChoice,
      draftStepSeconds: Math.round(minutes * 60),
      tablePickSeconds: tablePick,
      teamResult: { kind: 'margin', drawWithin, ...teamPoints },
    },
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The team result band in words: "A draw when the teams' game points are within 6 of each other
 * (of 100: 53–47 is a draw, 54–46 a win)". The example needs a fixed number of game points per
 * game (the 20–0 table's 20); with other scoring only the margin is given.
 */
export function drawMarginWording(
  rules: { drawWithin: number; win: number; draw: number; loss: number },
  teamSize: number,
  scoringPresetId: string,
): string {
  const { drawWithin } = rules;
  const margin =
    drawWithin === 0
      ? 'A draw only when the teams’ game points are level'
      : `A draw when the teams’ game points are within ${drawWithin} of each other`;
  const perGame = gamePointsPerGame[scoringPresetId];
  let example = '';
  if (perGame !== undefined && isTeamSize(teamSize)) {
    const total = perGame * teamSize;
    // The two sums always add up to the total: the most the leader can have and still draw.
    const topDraw = Math.floor((total + drawWithin) / 2);
    example =
      topDraw >= total
        ? ` (of ${total}: every match would be a draw)`
        : ` (of ${total}: ${topDraw}–${total - topDraw} is a draw, ${topDraw + 1}–${total - topDraw - 1} a win)`;
  }
  const points = `Team points: ${plural(rules.win, 'point')} for a win, ${rules.draw} for a draw, ${rules.loss} for a loss.`;
  return `${margin}${example}. ${points}`;
}

/** Format and team settings lock once the event has started (the server refuses a change). */
export const teamSettingsLocked = (t: Pick<Tournament, 'status' | 'currentRound'> | undefined) =>
  t !== undefined && (t.status !== 'registration' || t.currentRound >= 1);

/**
 * An edit of a started event leaves the locked format and team settings out: they cannot change,
 * and sending them again unchanged must not read as a change.
 */
export function withoutLockedTeamSettings(
  t: Pick<Tournament, 'status' | 'currentRound'>,
  values: TournamentCreate,
): TournamentUpdate {
  if (!teamSettingsLocked(t)) return values;
  const { format: _format, teams: _teams, ...rest } = values;
  return rest;
}
