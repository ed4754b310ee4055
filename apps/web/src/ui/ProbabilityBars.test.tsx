import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProbabilityBars, percentLabel } from './ProbabilityBars';

const heights = () => screen.getAllByTestId('probability-bar').map((bar) => bar.style.height);

describe('ProbabilityBars', () => {
  afterEach(cleanup);

  it('draws each outcome against the likeliest, and reads every one that is not negligible', () => {
    render(
      <ProbabilityBars
        points={[
          { k: 0, p: 0.25 },
          { k: 1, p: 0.5 },
          { k: 2, p: 0.2495 },
          { k: 3, p: 0.0005 },
        ]}
        describe={(k) => `${k} slain`}
      />,
    );
    expect(heights()).toEqual(['50%', '100%', '49.9%', '0.1%']);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      '0 slain: 25.0\u00a0%, 1 slain: 50.0\u00a0%, 2 slain: 24.9\u00a0%',
    );
    expect(screen.getAllByTitle(/slain/)[3]?.getAttribute('title')).toBe('3 slain: 0.05\u00a0%');
  });

  it('scales "at least k" to 100 % and labels only every other outcome when there are many', () => {
    const points = Array.from({ length: 24 }, (_, k) => ({ k, p: 1 - k / 24 }));
    const { container } = render(<ProbabilityBars points={points} describe={(k) => `${k}+`} scaleToOne />);
    expect(heights()[0]).toBe('100%');
    expect(heights()[12]).toBe('50%');
    // 24 outcomes, at most 12 labels: 0, 2, 4, … 22 are named, the odd ones left blank.
    const labels = [...container.querySelectorAll('[role="img"] span')].map((s) => s.textContent);
    expect(labels.filter(Boolean)).toEqual([
      '0',
      '2',
      '4',
      '6',
      '8',
      '10',
      '12',
      '14',
      '16',
      '18',
      '20',
      '22',
    ]);
  });

  it('never shows a possible outcome as 0 %', () => {
    expect(percentLabel(0)).toBe('0.0\u00a0%');
    expect(percentLabel(0.00004)).toBe('<\u00a00.01\u00a0%');
    expect(percentLabel(0.0042)).toBe('0.42\u00a0%');
    expect(percentLabel(1)).toBe('100.0\u00a0%');
  });
});
