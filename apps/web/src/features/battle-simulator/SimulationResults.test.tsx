import { resolveCheckedAttackSequence } from '@muster/dice';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SimulationResults, SimulationTooBig } from './SimulationResults';
import { simulate } from './simulate';
import { APPROXIMATE_LABEL, TOO_BIG_MESSAGE } from './simulation-messages';
import { defaultSimulatorState, defaultWeapon } from './simulator-state';

const state = defaultSimulatorState();
const exact = resolveCheckedAttackSequence(state.weapons, state.target, state.context, state.edition);

describe('SimulationResults', () => {
  afterEach(cleanup);

  it('calls exact odds exact, with no approximation notice', () => {
    render(<SimulationResults result={exact} targetName="Intercessors" />);
    expect(screen.queryByTestId('approximate')).toBeNull();
    expect(screen.queryByText(/Approximate/)).toBeNull();
    expect(screen.getByText(/Exact probabilities, not samples/)).toBeTruthy();
  });

  it('labels approximate odds before the figures, and no longer calls them exact', () => {
    const typo = { ...state, weapons: [{ ...defaultWeapon(), models: 100, attacks: '10D6' }] };
    const simulation = simulate(typo);
    if (simulation.method === 'too-big') throw new Error('simulated as too big');
    render(
      <SimulationResults
        result={simulation.result}
        approximate={simulation.method === 'approximate'}
        targetName="Intercessors"
      />,
    );
    const notice = screen.getByTestId('approximate');
    expect(notice.textContent).toContain(`${APPROXIMATE_LABEL}.`);
    // Said before the figures it qualifies.
    const figures = screen.getByTestId('mean-damage');
    expect(notice.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(figures.textContent).toBe('10.00');
    expect(screen.queryByText(/Exact probabilities/)).toBeNull();
    expect(screen.getByText(/Approximate probabilities, not samples/)).toBeTruthy();
  });

  it('shows what the engine says is not exact', () => {
    render(
      <SimulationResults
        result={{ ...exact, notes: ['Too many different profiles.'] }}
        targetName="Intercessors"
      />,
    );
    expect(screen.getByText('Too many different profiles.')).toBeTruthy();
  });
});

describe('SimulationTooBig', () => {
  afterEach(cleanup);

  it('says why there are no odds, as a status the screen reader announces', () => {
    render(<SimulationTooBig message={TOO_BIG_MESSAGE} />);
    expect(screen.getByRole('heading').textContent).toBe('Too big to simulate');
    expect(screen.getByRole('status').textContent).toBe(TOO_BIG_MESSAGE);
  });
});
