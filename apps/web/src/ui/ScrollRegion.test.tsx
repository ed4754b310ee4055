import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ScrollRegion } from './ScrollRegion';

/** jsdom lays nothing out: the region's box and content widths are set here, per test. */
const box = { clientWidth: 300, scrollWidth: 300 };
const originals = {
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  scrollWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth'),
};

beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get() {
      return this.tagName === 'SECTION' ? box.clientWidth : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get() {
      return this.tagName === 'SECTION' ? box.scrollWidth : 0;
    },
  });
});

afterEach(() => {
  cleanup();
  for (const [name, descriptor] of Object.entries(originals))
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
});

const table = (
  <table>
    <caption>Expected per weapon</caption>
    <tbody>
      <tr>
        <th scope="row">Bolt rifle</th>
        <td>10.00</td>
      </tr>
    </tbody>
  </table>
);

/** The element carrying the edge tints: the region's parent. */
const shadeOf = (region: HTMLElement) => region.parentElement as HTMLElement;

describe('ScrollRegion', () => {
  it('is a keyboard-focusable region named by its label', () => {
    render(<ScrollRegion label="Expected per weapon">{table}</ScrollRegion>);
    const region = screen.getByRole('region', { name: 'Expected per weapon' });
    expect(region.tabIndex).toBe(0);
  });

  it('says nothing about scrolling when the table fits', () => {
    box.clientWidth = 300;
    box.scrollWidth = 300;
    render(<ScrollRegion label="Expected per weapon">{table}</ScrollRegion>);
    const region = screen.getByRole('region', { name: 'Expected per weapon' });
    expect(screen.queryByText(/Scroll sideways/)).toBeNull();
    expect(shadeOf(region).dataset.hiddenBefore).toBeUndefined();
    expect(shadeOf(region).dataset.hiddenAfter).toBeUndefined();
  });

  it('marks the side that hides columns, and follows the scroll', () => {
    box.clientWidth = 300;
    box.scrollWidth = 640;
    render(<ScrollRegion label="Expected per weapon">{table}</ScrollRegion>);
    const region = screen.getByRole('region', { name: 'Expected per weapon' });
    expect(screen.getByText(/Scroll sideways for every column/)).toBeTruthy();
    expect(shadeOf(region).dataset.hiddenBefore).toBeUndefined();
    expect(shadeOf(region).dataset.hiddenAfter).toBe('true');

    // Scrolled to the far edge: 640 - 300 = 340 px in, nothing left to the right.
    act(() => {
      region.scrollLeft = 340;
      fireEvent.scroll(region);
    });
    expect(shadeOf(region).dataset.hiddenBefore).toBe('true');
    expect(shadeOf(region).dataset.hiddenAfter).toBeUndefined();
    expect(screen.getByText(/Scroll sideways for every column/)).toBeTruthy();
  });

  it('tells a caption how wide the visible box is, so it wraps there', () => {
    box.clientWidth = 316;
    box.scrollWidth = 871;
    const { container } = render(<ScrollRegion label="Matchups">{table}</ScrollRegion>);
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.style.getPropertyValue('--region-width')).toBe('316px');
  });
});
