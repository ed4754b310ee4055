import { analyseRoster, buildPlaybook, counterPlan, simulateBattle } from '@muster/analysis';
import { type GameData, resolveArmy } from '@muster/army';
import { answerQuestion, buildCoachingPlan } from '@muster/coaching';
import type { Roster } from '@muster/roster-import';

/**
 * The CPU-heavy game-data work, run in the game-data worker threads so a live tournament's
 * standings never wait behind someone's analysis. Each task is a pure function of its input.
 */
export const gameDataTasks = {
  'resolve-army': (data: GameData, input: { roster: Roster }) => resolveArmy(data, input.roster),
  analyse: (_data: GameData, input: { roster: Roster }) => analyseRoster(input.roster),
  'counter-plan': (_data: GameData, input: { yours: Roster; theirs: Roster; edition: string }) =>
    counterPlan(input.yours, input.theirs, input.edition),
  playbook: (_data: GameData, input: { yours: Roster; opponent: Roster | null; edition: string }) =>
    buildPlaybook(input.yours, input.opponent, input.edition),
  simulate: (
    _data: GameData,
    input: { yours: Roster; theirs: Roster; options: Parameters<typeof simulateBattle>[2] },
  ) => simulateBattle(input.yours, input.theirs, input.options),
  'coaching-answer': (
    _data: GameData,
    input: { question: string; facts: Parameters<typeof answerQuestion>[1] },
  ) => answerQuestion(input.question, input.facts),
  'coaching-plan': (_data: GameData, input: Parameters<typeof buildCoachingPlan>[0]) =>
    buildCoachingPlan(input),
};

export type GameDataTasks = typeof gameDataTasks;
export type GameDataTaskKind = keyof GameDataTasks;
export type GameDataTaskInput<K extends GameDataTaskKind> = Parameters<GameDataTasks[K]>[1];
export type GameDataTaskOutput<K extends GameDataTaskKind> = ReturnType<GameDataTasks[K]>;
export type GameDataTask = {
  [K in GameDataTaskKind]: { kind: K; input: GameDataTaskInput<K> };
}[GameDataTaskKind];
