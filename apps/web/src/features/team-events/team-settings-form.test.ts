import { type TeamSettings, type TournamentCreate, teamSettingsSchema } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import {
  drawMarginWording,
  teamFormDefaults,
  teamFormForSize,
  teamFormFrom,
  teamSettingsFromForm,
  teamSettingsLocked,
  withoutLockedTeamSettings,
} from './team-settings-form';

const rules = (drawWithin: number, win = 2, draw = 1, loss = 0) => ({ drawWithin, win, draw, loss });

describe('the team result band in words', () => {
  // 20–0 scoring: every game hands out 20 game points, so a match of n games hands out 20n and
  // the two sums always add up to it. Worked by hand for each preset:
  it('teams of 8 (WTC): 160 points, a draw within 10, so 85–75 draws and 86–74 wins', () => {
    expect(drawMarginWording(rules(10), 8, 'wtc-20-0')).toBe(
      'A draw when the teams’ game points are within 10 of each other (of 160: 85–75 is a draw, 86–74 a win). ' +
        'Team points: 2 points for a win, 1 for a draw, 0 for a loss.',
    );
  });

  it('teams of 5: 100 points, within 6, so 53–47 draws and 54–46 wins', () => {
    expect(drawMarginWording(rules(6), 5, 'wtc-20-0')).toContain('(of 100: 53–47 is a draw, 54–46 a win)');
  });

  it('teams of 3: 60 points, within 4, so 32–28 draws and 33–27 wins', () => {
    expect(drawMarginWording(rules(4), 3, 'wtc-20-0')).toContain('(of 60: 32–28 is a draw, 33–27 a win)');
  });

  it('an odd margin: within 5 of 100 lets 52–48 draw (4 apart) but 53–47 (6 apart) wins', () => {
    expect(drawMarginWording(rules(5), 5, 'wtc-20-0')).toContain('(of 100: 52–48 is a draw, 53–47 a win)');
  });

  it('a margin of 0 draws only level sums: 30–30 of 60, and 31–29 wins', () => {
    expect(drawMarginWording(rules(0, 3, 1, 0), 3, 'wtc-20-0')).toBe(
      'A draw only when the teams’ game points are level (of 60: 30–30 is a draw, 31–29 a win). ' +
        'Team points: 3 points for a win, 1 for a draw, 0 for a loss.',
    );
  });

  it('a margin as wide as the match makes every match a draw, and says so', () => {
    expect(drawMarginWording(rules(60), 3, 'wtc-20-0')).toContain('(of 60: every match would be a draw)');
  });

  it('without a fixed total per game (win/draw/loss scoring) only the margin is given', () => {
    expect(drawMarginWording(rules(1, 1, 0.5, 0), 5, 'win-draw-loss-vp')).toBe(
      'A draw when the teams’ game points are within 1 of each other. ' +
        'Team points: 1 point for a win, 0.5 for a draw, 0 for a loss.',
    );
  });
});

describe('team settings form', () => {
  it('starts from the size’s preset band: teams of 5 draw within 6, 2/1/0 team points', () => {
    const form = teamFormDefaults();
    expect(form).toMatchObject({ teamSize: '5', drawWithin: '6', win: '2', draw: '1', loss: '0' });
  });

  it('a new size brings its band: 8 → within 10, 3 → within 4', () => {
    const edited = { ...teamFormDefaults(5), drawWithin: '9', teamCap: '12' };
    expect(teamFormForSize(edited, '8')).toMatchObject({ teamSize: '8', drawWithin: '10', teamCap: '12' });
    expect(teamFormForSize(edited, '3')).toMatchObject({ teamSize: '3', drawWithin: '4' });
  });

  it('maps to the request: minutes to seconds, empty cap to none', () => {
    const form = { ...teamFormDefaults(3), draftStepMinutes: '1.5', tablePickSeconds: '45' };
    const expected: TeamSettings = {
      teamSize: 3,
      teamCap: null,
      factionUnique: true,
      tableChoice: 'defender-picks',
      draftStepSeconds: 90,
      tablePickSeconds: 45,
      teamResult: { kind: 'margin', drawWithin: 4, win: 2, draw: 1, loss: 0 },
    };
    const result = teamSettingsFromForm(form);
    expect(result.settings).toEqual(expected);
    // What it sends, the shared contract accepts.
    expect(teamSettingsSchema.safeParse(result.settings).success).toBe(true);
  });

  it('a cap, organiser tables and unrestricted factions come through', () => {
    const form = {
      ...teamFormDefaults(8),
      teamCap: '16',
      tableChoice: 'organiser' as const,
      factionUnique: false,
    };
    expect(teamSettingsFromForm(form).settings).toMatchObject({
      teamSize: 8,
      teamCap: 16,
      tableChoice: 'organiser',
      factionUnique: false,
      draftStepSeconds: 180,
    });
  });

  it('round-trips saved settings', () => {
    const saved = teamSettingsFromForm({ ...teamFormDefaults(8), teamCap: '20', draftStepMinutes: '2.5' });
    if (!saved.settings) throw new Error(saved.problem);
    expect(saved.settings.draftStepSeconds).toBe(150);
    expect(teamSettingsFromForm(teamFormFrom(saved.settings)).settings).toEqual(saved.settings);
  });

  it.each([
    [{ teamSize: '4' }, 'Choose teams of 3, 5 or 8.'],
    [{ teamCap: '1' }, 'The team cap is a whole number of teams from 2 to 500, or empty for no cap.'],
    [{ teamCap: '2.5' }, 'The team cap is a whole number of teams from 2 to 500, or empty for no cap.'],
    [{ draftStepMinutes: '0.25' }, 'Each draft step takes from 0.5 to 30 minutes.'],
    [{ draftStepMinutes: '' }, 'Each draft step takes from 0.5 to 30 minutes.'],
    [{ tablePickSeconds: '10' }, 'A table pick takes a whole number of seconds from 15 to 600.'],
    [{ drawWithin: '' }, 'The draw margin is a whole number of game points, 0 or more.'],
    [{ drawWithin: '-1' }, 'The draw margin is a whole number of game points, 0 or more.'],
    [{ win: 'x' }, 'Team points for a win run from 0 to 100.'],
    [{ win: '1', draw: '2' }, 'Team points must not fall from a loss to a draw to a win.'],
    [{ draw: '0', loss: '1' }, 'Team points must not fall from a loss to a draw to a win.'],
  ])('refuses %o in words', (change, problem) => {
    expect(teamSettingsFromForm({ ...teamFormDefaults(5), ...change }).problem).toBe(problem);
  });
});

describe('locked once started', () => {
  const values = {
    name: 'Team Open',
    format: 'teams',
    teams: null,
    venue: 'Hall',
  } as unknown as TournamentCreate;

  it('locks once the event runs or round 1 is paired', () => {
    expect(teamSettingsLocked(undefined)).toBe(false);
    expect(teamSettingsLocked({ status: 'registration', currentRound: 0 })).toBe(false);
    expect(teamSettingsLocked({ status: 'registration', currentRound: 1 })).toBe(true);
    expect(teamSettingsLocked({ status: 'in_progress', currentRound: 0 })).toBe(true);
  });

  it('an edit of a started event leaves format and team settings out, and keeps the rest', () => {
    expect(withoutLockedTeamSettings({ status: 'in_progress', currentRound: 2 }, values)).toEqual({
      name: 'Team Open',
      venue: 'Hall',
    });
    expect(withoutLockedTeamSettings({ status: 'registration', currentRound: 0 }, values)).toBe(values);
  });
});
