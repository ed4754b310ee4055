import {
  ANALYSIS_CREDIT_COST,
  type AnalysisDataNotes,
  type AnalysisSummary,
  NOT_ENOUGH_CREDITS_FOR_ANALYSIS,
  type RosterAnalysis,
  type SavedAnalysis,
} from '@muster/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { profiles } from '../accounts/profile.table';
import { type LanguageModel, LanguageModelError } from '../ai/language-model';
import { runGameDataTask } from '../game-data/game-data-workers';
import { resolvedArmy } from '../game-data/resolved-army';
import { factionResultsFor } from '../published-results/faction-results';
import { requireOwnRoster } from '../rosters/roster.policy';
import { rosters } from '../rosters/rosters.table';
import { creditBalance, decrementCredits } from '../subscription/credits.queries';
import { analyses } from './analyses.table';
import { ownAnalysesOf } from './analysis.policy';
import { applyNarration, fallbackAnalysis, narrationPrompt } from './analysis-narration';

type AnalysisRow = typeof analyses.$inferSelect;

const toSaved = (row: AnalysisRow, creditsRemaining?: number): SavedAnalysis => ({
  id: row.id,
  rosterId: row.rosterId,
  userId: row.userId,
  creditsUsed: row.creditsUsed,
  modelUsed: row.modelUsed,
  createdAt: row.createdAt.toISOString(),
  dataNotes: row.dataNotes,
  analysis: row.analysisResults,
  ...(creditsRemaining === undefined ? {} : { creditsRemaining }),
});

export type AnalysisOptions = {
  modelType: 'standard' | 'gemini';
  narrator: LanguageModel | null;
  /** The client went away: the analysis is withdrawn (and nothing is charged). */
  signal?: AbortSignal;
};

const modelLabel = (model: LanguageModel) => (model.provider === 'gemini' ? 'Gemini' : model.model);

/** Spec messages for a model that could not be reached or refused; nothing is charged then. */
function modelFailure(error: LanguageModelError, model: LanguageModel): HttpError {
  const { failure } = error;
  if (failure.kind === 'http') {
    return new HttpError(
      502,
      'AI_ANALYSIS_ERROR',
      `AI analysis error: ${failure.statusText} (Status: ${failure.status}). Details: ${failure.details}`,
    );
  }
  return new HttpError(
    502,
    'AI_ANALYSIS_ERROR',
    `Failed to analyze roster with ${modelLabel(model)}: ${failure.details}`,
  );
}

/**
 * The language model phrases the computed facts. An unusable reply gives the spec's fallback (the
 * computed analysis marked 'Failed to parse AI response.'); an unreachable model is an error.
 */
async function narrate(
  narrator: LanguageModel,
  roster: Parameters<typeof narrationPrompt>[0],
  computed: RosterAnalysis,
): Promise<{ analysis: RosterAnalysis; modelUsed: string; narration?: AnalysisDataNotes['narration'] }> {
  const prompt = narrationPrompt(roster, computed);
  let reply: string;
  try {
    reply = await narrator.complete({ messages: prompt, json: true });
  } catch (error) {
    if (error instanceof LanguageModelError && error.failure.kind !== 'reply') {
      throw modelFailure(error, narrator);
    }
    if (!(error instanceof LanguageModelError)) throw error;
    reply = '';
  }
  const outcome = applyNarration(computed, prompt, reply);
  if (!outcome.ok) {
    return { analysis: fallbackAnalysis(computed), modelUsed: `${narrator.provider}_processing_error` };
  }
  return {
    analysis: outcome.analysis,
    modelUsed: narrator.provider,
    narration: {
      provider: narrator.provider,
      model: narrator.model,
      droppedStatements: outcome.droppedStatements,
    },
  };
}

/**
 * Analyses one of the user's rosters with the offline engine, filling units without profiles from
 * the data set, optionally phrased by a language model, and charges the credit in the same
 * transaction that stores the result.
 */
export async function runAnalysis(
  db: Database,
  userId: string,
  rosterId: string,
  options: AnalysisOptions = { modelType: 'standard', narrator: null },
): Promise<SavedAnalysis> {
  const row = await requireOwnRoster(db, userId, rosterId);
  const { roster, enriched, unmatched } = await resolvedArmy(row.rosterData);
  // Asking again for the same roster replaces an analysis still waiting or running.
  const computed = await runGameDataTask(
    'analyse',
    { roster, results: await factionResultsFor(db, roster) },
    { signal: options.signal, supersede: `${userId}:${rosterId}` },
  );
  let result: Awaited<ReturnType<typeof narrate>> = { analysis: computed, modelUsed: 'standard' };
  if (options.modelType === 'gemini') {
    if (!options.narrator) {
      throw new HttpError(
        503,
        'MODEL_NOT_CONFIGURED',
        'No language model is configured on this server; use the standard engine.',
      );
    }
    // Do not spend a model call on a purse that cannot pay for it.
    if ((await creditBalance(db, userId)) < ANALYSIS_CREDIT_COST) {
      throw new HttpError(402, 'INSUFFICIENT_CREDITS', NOT_ENOUGH_CREDITS_FOR_ANALYSIS);
    }
    result = await narrate(options.narrator, roster, computed);
  }
  const dataNotes: AnalysisDataNotes = {
    enriched,
    unmatched,
    ...(result.narration ? { narration: result.narration } : {}),
  };
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(analyses)
      .values({
        userId,
        rosterId,
        analysisResults: result.analysis,
        creditsUsed: ANALYSIS_CREDIT_COST,
        modelUsed: result.modelUsed,
        dataNotes,
      })
      .returning();
    if (!saved) throw new HttpError(500, 'ANALYSIS_SAVE_FAILED', 'The analysis could not be saved.');
    let remaining: number;
    try {
      remaining = await decrementCredits(tx, {
        userId,
        amount: ANALYSIS_CREDIT_COST,
        description: `Roster analysis: ${row.name}`.slice(0, 200),
        analysisId: saved.id,
      });
    } catch (error) {
      if (error instanceof HttpError && error.code === 'INSUFFICIENT_CREDITS') {
        throw new HttpError(402, 'INSUFFICIENT_CREDITS', NOT_ENOUGH_CREDITS_FOR_ANALYSIS);
      }
      throw error;
    }
    await tx
      .update(profiles)
      .set({ totalAnalyses: sql`${profiles.totalAnalyses} + 1` })
      .where(eq(profiles.id, userId));
    return toSaved(saved, remaining);
  });
}

/** Spec get_latest_analysis: the newest analysis of a roster the user owns. */
/** A roster's analyses, deleted before it (registered with rosters' onRosterDeleting in app.ts). */
export async function deleteRosterAnalyses(tx: Pick<Database, 'delete'>, rosterId: string): Promise<void> {
  await tx.delete(analyses).where(eq(analyses.rosterId, rosterId));
}

export async function latestAnalysis(db: Database, userId: string, rosterId: string): Promise<SavedAnalysis> {
  await requireOwnRoster(db, userId, rosterId);
  const [row] = await db
    .select()
    .from(analyses)
    .where(ownAnalysesOf(userId, rosterId))
    .orderBy(desc(analyses.createdAt))
    .limit(1);
  if (!row) throw new HttpError(404, 'ANALYSIS_NOT_FOUND', 'This roster has not been analysed yet.');
  return toSaved(row);
}

/** The user's newest analyses with their roster's name, for history lists. */
export async function listAnalyses(db: Database, userId: string): Promise<AnalysisSummary[]> {
  const rows = await db
    .select({
      id: analyses.id,
      rosterId: analyses.rosterId,
      rosterName: rosters.name,
      faction: rosters.faction,
      modelUsed: analyses.modelUsed,
      overallRating: sql<number>`(${analyses.analysisResults} ->> 'overallRating')::float8`,
      createdAt: analyses.createdAt,
    })
    .from(analyses)
    .innerJoin(rosters, eq(rosters.id, analyses.rosterId))
    .where(eq(analyses.userId, userId))
    .orderBy(desc(analyses.createdAt))
    .limit(50);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
