import { normaliseText } from './normalise-text';

/** One line of a list, with its bullet and how deep its text sits. */
export type TextLine = {
  /** Line number, from 1, for messages. */
  number: number;
  /** The line without indentation or bullet. */
  text: string;
  bullet: string | null;
  /** Column of the text (after the bullet); secondary bullets (◦) sit one level deeper still. */
  depth: number;
};

const PRIMARY_BULLETS = new Set(['•', '-', '*', '·', '.', '‣', '>']);
const SECONDARY_BULLETS = new Set(['◦', '○', '▪', '▫', '–']);
const BULLET = /^([•◦○▪▫‣·*>.–-])\s+/;
/** No list line is this long; capping keeps every per-line pattern linear in practice. */
const MAX_LINE_LENGTH = 1000;

/** Splits text into lines, keeping blank ones out and measuring each line's depth. */
export function toTextLines(raw: string): TextLine[] {
  const lines: TextLine[] = [];
  normaliseText(raw)
    .split('\n')
    .forEach((line, index) => {
      const indent = line.length - line.trimStart().length;
      let rest = line.trim().slice(0, MAX_LINE_LENGTH);
      if (!rest) return;
      let bullet: string | null = null;
      const match = BULLET.exec(rest);
      if (match?.[1] && (PRIMARY_BULLETS.has(match[1]) || SECONDARY_BULLETS.has(match[1]))) {
        bullet = match[1];
        rest = rest.slice(match[0].length).trim();
      }
      const column = indent + (match ? match[0].length : 0);
      const depth = column + (bullet && SECONDARY_BULLETS.has(bullet) ? 1000 : 0);
      lines.push({ number: index + 1, text: rest, bullet, depth });
    });
  return lines;
}

/** "2,000" and "2.000" and "2000" all read 2000. */
export function readPoints(text: string): number {
  return Number(text.replace(/[\s,.](?=\d{3}\b)/g, ''));
}
