import { certain, convolvePower, type Distribution } from './distribution';

/** A characteristic that may be rolled: "3", "D6", "2D3", "D6+2". */
export type DiceExpression = { dice: number; sides: number; plus: number };

const PATTERN = /^\s*(?:(\d*)\s*[dD]\s*(3|6))?\s*(?:\+?\s*(\d+))?\s*$/;

export class DiceExpressionError extends Error {}

export function parseDiceExpression(text: string | number): DiceExpression {
  if (typeof text === 'number') {
    if (!Number.isInteger(text) || text < 0)
      throw new DiceExpressionError(`"${text}" is not a whole number.`);
    return { dice: 0, sides: 6, plus: text };
  }
  const match = PATTERN.exec(text);
  if (!match || (!match[2] && match[3] === undefined)) {
    throw new DiceExpressionError(`"${text}" is not a dice value such as 2, D3, D6+1 or 2D6.`);
  }
  const dice = match[2] ? Number(match[1] || 1) : 0;
  if (dice > 20) throw new DiceExpressionError(`"${text}" rolls too many dice.`);
  return { dice, sides: Number(match[2] ?? 6), plus: Number(match[3] ?? 0) };
}

export function formatDiceExpression({ dice, sides, plus }: DiceExpression): string {
  if (dice === 0) return String(plus);
  return `${dice > 1 ? dice : ''}D${sides}${plus > 0 ? `+${plus}` : ''}`;
}

/** The exact distribution of the expression's value. */
export function diceDistribution({ dice, sides, plus }: DiceExpression): Distribution {
  const one = [0, ...new Array<number>(sides).fill(1 / sides)];
  const rolled = dice === 0 ? certain(0) : convolvePower(one, dice);
  return [...new Array<number>(plus).fill(0), ...rolled];
}
