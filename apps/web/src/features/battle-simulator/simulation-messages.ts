/*
 * What the results say when they are not exact odds, apart from simulate.ts: the page shows these
 * without loading the dice engine, which only the worker runs.
 */
export const APPROXIMATE_LABEL = 'Approximate: too many dice for exact odds';
export const TOO_BIG_MESSAGE =
  'Too many dice and wounds to work out here, even approximately: fewer models, attacks or defender wounds will do.';
export const SIMULATION_STOPPED =
  'The simulation stopped before it finished (this device may be short of memory). Change a number to try again.';
