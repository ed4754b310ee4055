import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderWhenNear } from '../../ui/RenderWhenNear';
import { RejectedRows } from './RejectedRows';

const rejected = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    row: i + 2,
    label: `Line ${i + 2}`,
    messages: [
      `faction_a "Orkz${i}" is not a faction we know.`,
      'vp_b "101" must be a whole number from 0 to 100.',
    ],
  }));

/** jsdom has no IntersectionObserver: this one records what is watched and reports on demand. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.watched.length = 0;
  }
  /** Reports `element` as come within the margin of the screen. */
  static near(element: Element) {
    for (const observer of FakeObserver.all.filter((o) => o.watched.includes(element)))
      observer.callback(
        [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
  }
}

const useFakeObserver = () => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const table = () => within(screen.getByRole('region', { name: 'Rows that need fixing' })).getByRole('table');
const drawnRows = () => within(table()).queryAllByRole('row', { name: /^Line/ });

describe('RejectedRows', () => {
  it('draws a short list whole, every reason of every row', () => {
    useFakeObserver();
    render(<RejectedRows rows={rejected(3)} />);
    expect(within(table()).getByText('Rows that need fixing')).toBeTruthy();
    expect(drawnRows()).toHaveLength(3);
    expect(within(drawnRows()[2] as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(table().getAttribute('aria-rowcount')).toBeNull();
  });

  it('draws a long list a block at a time as the page nears it, counting every row for screen readers', async () => {
    useFakeObserver();
    render(<RejectedRows rows={rejected(500)} total={600} />);
    expect(within(table()).getByText('The first 500 of 600 rows that need fixing')).toBeTruthy();
    expect(table().getAttribute('aria-rowcount')).toBe('501');
    const rows = drawnRows();
    expect(rows.map((r) => r.getAttribute('aria-rowindex'))).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 2)),
    );
    expect(rows[0]?.textContent).toContain('faction_a "Orkz0" is not a faction we know.');

    // The place of the rows not drawn is held by bodies hidden from screen readers.
    const placeholders = table().querySelectorAll('tbody[aria-hidden="true"]');
    expect(placeholders).toHaveLength(49);
    await act(async () => FakeObserver.near(placeholders[0] as Element));
    expect(drawnRows()).toHaveLength(20);
    expect(drawnRows()[19]?.getAttribute('aria-rowindex')).toBe('21');
    expect(within(table()).getByRole('row', { name: /^Line 21/ }).textContent).toContain('Orkz19');
  });

  it('draws every row at once where the browser cannot say what is near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<RejectedRows rows={rejected(120)} />);
    expect(drawnRows()).toHaveLength(120);
  });
});

describe('RenderWhenNear (as the meta sections use it)', () => {
  it('holds the place until the page nears it, then draws and keeps the part', async () => {
    useFakeObserver();
    const { container } = render(
      <RenderWhenNear reserve={320}>
        <p>Matchups table</p>
      </RenderWhenNear>,
    );
    expect(screen.queryByText('Matchups table')).toBeNull();
    const placeholder = container.firstElementChild as HTMLElement;
    expect(placeholder.style.height).toBe('320px');
    await act(async () => FakeObserver.near(placeholder));
    expect(screen.getByText('Matchups table')).toBeTruthy();
  });
});
