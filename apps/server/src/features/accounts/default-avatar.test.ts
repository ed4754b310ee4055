import { describe, expect, it } from 'vitest';
import { defaultAvatarSvg } from './default-avatar';

describe('defaultAvatarSvg', () => {
  const a = '7f1c9a52-3c55-4c1e-9d7b-0a2f9b1e4c11';
  const b = '0b6e1f2a-9a44-4f1e-8c3d-5e6f7a8b9c0d';

  it('is deterministic per user id and differs between ids', () => {
    expect(defaultAvatarSvg(a)).toBe(defaultAvatarSvg(a));
    expect(defaultAvatarSvg(a)).not.toBe(defaultAvatarSvg(b));
  });

  it('is mirror-symmetric', () => {
    const xs = [...defaultAvatarSvg(a).matchAll(/<rect x="(\d+)" y="(\d+)" width="10"/g)].map(
      ([, x, y]) => `${x},${y}`,
    );
    for (const cell of xs) {
      const [x, y] = cell.split(',').map(Number);
      expect(xs).toContain(`${50 - (x ?? 0)},${y}`);
    }
  });
});
