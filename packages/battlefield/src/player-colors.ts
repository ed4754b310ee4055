/*
 * The two players' colours, apart from the schemas (battlefield-model.ts): the board drawing and
 * its deployment zones use them, and a page that only draws a board starts without zod.
 */
export const playerColors = { 1: '#2563eb', 2: '#dc2626' } as const;
export const playerColorNames = { 1: 'blue', 2: 'red' } as const;
