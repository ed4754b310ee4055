export { type AdviceContradiction, adviceContradictions } from './advice-check';
export { analyseRoster, type MetaSnapshot, type UnitMeasure } from './analyse-roster';
export {
  type RosterAnalysis,
  rosterAnalysisSchema,
  type UnitAssessment,
  unitAssessmentSchema,
} from './analysis-report';
export { type BattleSimulation, battleSimulationSchema, simulateBattle } from './battle-simulation';
export {
  type BenchmarkAttacker,
  type BenchmarkTarget,
  benchmarkAttackers,
  benchmarkTargets,
} from './benchmarks';
export { type CounterPlan, counterPlan, counterPlanSchema, type Engagement } from './counter-plan';
export { killRaceGamePoints, killShare, pointsRemoved } from './kill-race-score';
export { checkEventList, constructionRules, type ListCheck, listCheckSchema } from './list-checks';
export { buildPlaybook, type PlaybookContent, playbookContentSchema, playbookRoles } from './playbook';
export {
  buildReferencePopulation,
  type CatalogueEntry,
  percentile,
  type ReferencePopulation,
} from './reference-population';
export { sampleLists } from './sample-lists';
export { assessUnit } from './unit-assessment';
export { type DurabilityAgainst, measureUnit, type OffenceAgainst, type UnitMetrics } from './unit-metrics';
export { type FactionResults, LIST_WEIGHT, ratingOnScale, winRateRating } from './win-rate-rating';
