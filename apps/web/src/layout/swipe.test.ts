import { describe, expect, it } from 'vitest';
import { isCloseSwipe } from './swipe';

const edges = { drawerEdgeX: 300, screenWidth: 390 };
const at = (x: number, y: number, time: number) => ({ x, y, time });

describe('isCloseSwipe', () => {
  it('closes on a quick, flat leftward swipe from the drawer edge', () => {
    expect(isCloseSwipe(at(290, 400, 0), at(200, 420, 200), edges)).toBe(true);
  });

  it('also accepts a swipe starting at the right edge of the screen', () => {
    expect(isCloseSwipe(at(380, 400, 0), at(300, 400, 100), edges)).toBe(true);
  });

  it.each([
    ['exactly 50 px left', at(290, 400, 0), at(240, 400, 100)],
    ['rightward', at(290, 400, 0), at(380, 400, 100)],
    ['100 px vertical', at(290, 400, 0), at(200, 500, 100)],
    ['300 ms long', at(290, 400, 0), at(200, 400, 300)],
    ['starting mid-drawer', at(150, 400, 0), at(50, 400, 100)],
  ])('ignores a swipe %s', (_name, start, end) => {
    expect(isCloseSwipe(start, end, edges)).toBe(false);
  });
});
