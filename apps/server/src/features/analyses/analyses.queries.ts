import { analyseRoster } from '@muster/analysis';
import { ANALYSIS_CREDIT_COST, NOT_ENOUGH_CREDITS_FOR_ANALYSIS, type SavedAnalysis } from '@muster/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { profiles } from '../accounts/profile.table';
import { decrementCredits } from '../credits/credits.queries';
import { enrichFromCatalogue } from '../game-data/unit-catalogue';
import { findRoster } from '../rosters/rosters.queries';
import { analyses } from './analyses.table';

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

/**
 * Analyses one of the user's rosters with the offline engine, filling units without profiles from
 * the data set, and charges the credit in the same transaction that stores the result.
 */
export async function runAnalysis(db: Database, userId: string, rosterId: string): Promise<SavedAnalysis> {
  const row = await findRoster(db, userId, rosterId);
  const { units, enriched, unmatched } = await enrichFromCatalogue(
    row.rosterData.units,
    row.rosterData.faction,
  );
  const analysis = analyseRoster({ ...row.rosterData, units });
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(analyses)
      .values({
        userId,
        rosterId,
        analysisResults: analysis,
        creditsUsed: ANALYSIS_CREDIT_COST,
        modelUsed: 'standard',
        dataNotes: { enriched, unmatched },
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
export async function latestAnalysis(db: Database, userId: string, rosterId: string): Promise<SavedAnalysis> {
  await findRoster(db, userId, rosterId);
  const [row] = await db
    .select()
    .from(analyses)
    .where(and(eq(analyses.rosterId, rosterId), eq(analyses.userId, userId)))
    .orderBy(desc(analyses.createdAt))
    .limit(1);
  if (!row) throw new HttpError(404, 'ANALYSIS_NOT_FOUND', 'This roster has not been analysed yet.');
  return toSaved(row);
}
