import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TeamSettingsFields } from './TeamSettingsFields';
import { teamFormDefaults } from './team-settings-form';

afterEach(cleanup);

function Harness({ locked = false }: { locked?: boolean }) {
  const [form, setForm] = useState(teamFormDefaults(5));
  return <TeamSettingsFields form={form} onChange={setForm} scoringPresetId="wtc-20-0" locked={locked} />;
}

describe('team settings in the event form', () => {
  it('says the preset band in words, and a new size brings its own band', () => {
    render(<Harness />);
    const wording = screen.getByTestId('team-result-wording');
    // Teams of 5 on the 20–0 table: 100 game points, a draw within 6.
    expect(wording.textContent).toContain('within 6 of each other (of 100: 53–47 is a draw, 54–46 a win)');
    fireEvent.change(screen.getByLabelText('Team size'), { target: { value: '8' } });
    expect((screen.getByLabelText('Draw margin (game points)') as HTMLInputElement).value).toBe('10');
    expect(wording.textContent).toContain('(of 160: 85–75 is a draw, 86–74 a win)');
  });

  it('follows an edited margin and team points', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Draw margin (game points)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Team points for a win'), { target: { value: '3' } });
    expect(screen.getByTestId('team-result-wording').textContent).toBe(
      'A draw only when the teams’ game points are level (of 100: 50–50 is a draw, 51–49 a win). ' +
        'Team points: 3 points for a win, 1 for a draw, 0 for a loss.',
    );
  });

  it('locks every setting once the event has started', () => {
    render(<Harness locked />);
    expect(screen.getByText('The event has started: its format and team settings are fixed.')).toBeTruthy();
    expect((screen.getByLabelText('Team size') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByLabelText('Draw margin (game points)') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('switch', { name: 'Each faction once per team' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
