import { createHash } from 'node:crypto';

/**
 * A symmetric 5×5 identicon derived from the user id: the same id always draws the same picture,
 * so every account has a recognisable avatar before an upload.
 */
export function defaultAvatarSvg(userId: string): string {
  const digest = createHash('sha256').update(userId).digest();
  const hue = ((digest[0] ?? 0) * 360) / 256;
  const fill = `hsl(${hue.toFixed(0)} 70% 55%)`;
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 3; column++) {
      const on = ((digest[1 + row * 3 + column] ?? 0) & 1) === 1;
      if (!on) continue;
      for (const x of new Set([column, 4 - column])) {
        cells.push(`<rect x="${x * 10 + 5}" y="${row * 10 + 5}" width="10" height="10"/>`);
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 60"><rect width="60" height="60" fill="hsl(${hue.toFixed(0)} 30% 14%)"/><g fill="${fill}">${cells.join('')}</g></svg>`;
}
