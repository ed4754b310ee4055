import type { Focus } from './question-focus';

/**
 * Muster's own coaching principles per subject: what the coach says when there is no roster to
 * measure, and the general rule it adds after the numbers. Edition-neutral on purpose.
 */
export const principles: Record<Exclude<Focus['kind'], 'unit' | 'archetype'>, string[]> = {
  fundamentals: [
    'Games are won on objectives, not kills: every turn, ask which objectives you hold at the end of your opponent’s next turn.',
    'Trade up: spend a cheap unit to remove or tie up an expensive one, and never hand your opponent the reverse.',
    'Play the whole game in your head at deployment: where each unit is on turn three decides where it starts.',
  ],
  list: [
    'Build around two or three jobs (hold, kill, screen) and make sure each job has at least two units, so one loss does not end it.',
    'Count your answers to the enemy’s toughest unit: if one unit of yours is the only thing that hurts it, your opponent will kill that unit first.',
    'Cheap units are not filler: they score actions and screen charges while the expensive units fight.',
  ],
  deployment: [
    'Deploy your fragile damage out of line of sight, and your durable units where they can move onto objectives on turn one.',
    'Screen deep-strike and infiltration with cheap units spread to deny the 9" bubbles around your backfield.',
    'Hold something in reserve when the board gives your opponent a strong first turn: what is not on the table cannot be shot.',
  ],
  targets: [
    'Shoot what threatens you this turn before what is worth points: a unit that will kill yours next turn comes first.',
    'Finish units you have started: half a unit still scores, shoots and holds an objective.',
    'Match weapons to targets: small arms into infantry, anti-tank into vehicles and monsters, even if it means splitting fire.',
  ],
  objectives: [
    'Plan scoring backwards from the end of the game: count the points you need by turn five and the units that must be alive to score them.',
    'Objective control is a number you can add up: check you out-number the enemy on the objectives that matter before you move.',
    'Give action objectives to cheap units so your damage dealers stay on their targets.',
  ],
  durability: [
    'Cover and line of sight save more models than stratagems do: move behind terrain first, protect second.',
    'Do not leave a unit where two enemy units can reach it: make your opponent choose one target at a time.',
    'Spend protection on the unit whose loss costs you the game, not on the one under fire right now.',
  ],
  command_points: [
    'Keep enough command points to react on your opponent’s turn: the best defensive stratagem is worth more than a second offensive one.',
    'Spend command points where the expected result is largest: a re-roll on a unit that removes 100 points is worth more than one on a unit that removes 20.',
  ],
};
