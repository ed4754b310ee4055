import {
  analyseRoster,
  buildPlaybook,
  counterPlan,
  type FactionResults,
  type ReferencePopulation,
  simulateBattle,
} from '@muster/analysis';
import { exportDataRoster, type GameData, pointsSnapshotOf, resolveArmy } from '@muster/army';
import { answerQuestion, buildCoachingPlan } from '@muster/coaching';
import type { GameDataExportFormat } from '@muster/contracts';
import { MatchFileError, readMatchFile } from '@muster/meta';
import type { Roster } from '@muster/roster-import';
import { dataReleaseOf } from './data-release';
import { listBuilderTasks } from './list-builder-tasks';
import { matchRowBatches } from './match-rows-json';
import { buildPopulationFromData } from './reference-population-artefact';
import { buildTabletopCatalogue } from './tabletop-catalogue';

let population: ReferencePopulation | null = null;

/** The population the worker loaded at warm-up (reference-population-artefact.ts). */
export function useReferencePopulation(loaded: ReferencePopulation): void {
  population = loaded;
}

/**
 * What ratings are relative to: every datasheet of the game data at its default loadout and the
 * reference lists built from them. Loaded when the worker warms up; built here only by a caller
 * that skipped the warm-up (a unit test).
 */
function referencePopulation(data: GameData): ReferencePopulation {
  population ??= buildPopulationFromData(data);
  return population;
}

/**
 * The CPU-heavy game-data work, run in the game-data worker threads so a live tournament's
 * standings never wait behind someone's analysis. Each task is a pure function of its input.
 */
export const gameDataTasks = {
  'resolve-army': (data: GameData, input: { roster: Roster }) => resolveArmy(data, input.roster),
  /** A saved roster in another tool's format (New Recruit, WTC, ATC, Yellowscribe), or why not. */
  'export-roster': (data: GameData, input: { roster: Roster; format: GameDataExportFormat }) =>
    exportDataRoster(data, input.roster, input.format),
  analyse: (data: GameData, input: { roster: Roster; results?: FactionResults | null }) =>
    analyseRoster(input.roster, { population: referencePopulation(data), results: input.results ?? null }),
  'counter-plan': (_data: GameData, input: { yours: Roster; theirs: Roster; edition: string }) =>
    counterPlan(input.yours, input.theirs, input.edition),
  playbook: (data: GameData, input: { yours: Roster; opponent: Roster | null; edition: string }) =>
    buildPlaybook(input.yours, input.opponent, input.edition, referencePopulation(data)),
  simulate: (
    _data: GameData,
    input: { yours: Roster; theirs: Roster; options: Parameters<typeof simulateBattle>[2] },
  ) => simulateBattle(input.yours, input.theirs, input.options),
  'coaching-answer': (
    data: GameData,
    input: { question: string; facts: Parameters<typeof answerQuestion>[1] },
  ) => answerQuestion(input.question, { ...input.facts, population: referencePopulation(data) }),
  'coaching-plan': (data: GameData, input: Parameters<typeof buildCoachingPlan>[0]) =>
    buildCoachingPlan({ ...input, population: referencePopulation(data) }),
  /**
   * A match file (Oracle CSV/JSON) read row by row: a 900 KB file of bad rows took seconds of the
   * request thread. Read, checked and turned into insert batches here, so the request thread only
   * passes the batches on (match-rows-json.ts) and gets back no more rejected rows than it keeps.
   * A file that cannot be read at all comes back as its message.
   */
  'read-match-file': (
    _data: GameData,
    input: { fileName: string; content: string; today: string; keepRejected: number },
  ) => {
    try {
      const file = readMatchFile(input.fileName, input.content, input.today);
      return {
        ok: true as const,
        format: file.format,
        acceptedCount: file.accepted.length,
        rejectedCount: file.rejected.length,
        rejected: file.rejected.slice(0, input.keepRejected),
        batches: matchRowBatches(file.accepted),
      };
    } catch (error) {
      if (error instanceof MatchFileError) return { ok: false as const, message: error.message };
      throw error;
    }
  },
  /** The deployment patterns and terrain layouts in the designer's terms (cached by the caller). */
  tabletop: (data: GameData, _input: Record<string, never>) => buildTabletopCatalogue(data),
  /** The data's edition and dataslates, for Rules & Updates (cached by the caller). */
  'data-release': (data: GameData, _input: Record<string, never>) => dataReleaseOf(data),
  /** Every datasheet's own points, recorded once per data version (rules-updates). */
  'points-snapshot': (data: GameData, _input: Record<string, never>) => pointsSnapshotOf(data),
  /** The list builder's catalogue and checks (list-builder-tasks.ts). */
  ...listBuilderTasks,
};

type GameDataTasks = typeof gameDataTasks;
export type GameDataTaskKind = keyof GameDataTasks;
export type GameDataTaskInput<K extends GameDataTaskKind> = Parameters<GameDataTasks[K]>[1];
export type GameDataTaskOutput<K extends GameDataTaskKind> = ReturnType<GameDataTasks[K]>;
export type GameDataTask = {
  [K in GameDataTaskKind]: { kind: K; input: GameDataTaskInput<K> };
}[GameDataTaskKind];
