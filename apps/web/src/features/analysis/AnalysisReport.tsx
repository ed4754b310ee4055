import type { AnalysisDataNotes, RosterAnalysis } from '@muster/contracts';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import styles from './Analysis.module.css';
import { RULES_ENGINE_LABEL } from './answering-engine';
import { MatchupMatrix } from './MatchupMatrix';
import { DamageChart, EfficiencyChart } from './ReportCharts';
import { TurnsToDestroyTable } from './TurnsToDestroyTable';
import { UnitAssessmentList } from './UnitAssessmentList';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const modelNames: Record<string, string> = {
  standard: RULES_ENGINE_LABEL,
  gemini: 'Gemini',
  'openai-compatible': 'OpenAI-compatible model',
  gemini_processing_error: 'Gemini (reply unreadable: computed report shown)',
  'openai-compatible_processing_error': 'OpenAI-compatible model (reply unreadable: computed report shown)',
};

function ListCard({ title, items, tone }: { title: string; items: string[]; tone?: string }) {
  return (
    <Card className={styles.listCard} data-tone={tone}>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p className={styles.muted}>Nothing stands out.</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export type ReportSource = {
  analysis: RosterAnalysis;
  dataNotes: AnalysisDataNotes;
  modelUsed: string;
  /** Set for stored analyses; samples have neither date nor cost. */
  createdAt?: string;
  creditsUsed?: number;
};

export function AnalysisReport({ saved, enhanced }: { saved: ReportSource; enhanced: boolean }) {
  const { analysis, dataNotes } = saved;
  const metrics = analysis.performanceMetrics;
  return (
    <article className={styles.report} aria-labelledby="report-heading">
      <header className={styles.reportHeader}>
        <div
          className={styles.rating}
          role="img"
          aria-label={`Overall rating ${analysis.overallRating} out of 10`}
        >
          <span data-testid="overall-rating">{analysis.overallRating.toFixed(1)}</span>
          <small>/ 10</small>
        </div>
        <div>
          <h2 id="report-heading">{analysis.rosterOverview.battlefieldRole}</h2>
          <p>{analysis.rosterOverview.summary}</p>
          <p className={styles.muted}>{analysis.rosterOverview.pointsEfficiency}</p>
          {analysis.ratingBasis && (
            <details className={styles.ratingBasis} data-testid="rating-basis">
              <summary>
                Expected win rate {Math.round(analysis.ratingBasis.expectedWinRate * 100)} % (
                {Math.round(analysis.ratingBasis.interval.low * 100)}–
                {Math.round(analysis.ratingBasis.interval.high * 100)} %): what the rating rests on
              </summary>
              <p>{analysis.ratingBasis.summary}</p>
              {analysis.ratingBasis.sources.length > 0 && (
                <ul>
                  {analysis.ratingBasis.sources.map((source) => (
                    <li key={`${source.source}-${source.to}`}>
                      {source.url.startsWith('http') ? (
                        <a href={source.url} target="_blank" rel="noreferrer">
                          {source.source}
                        </a>
                      ) : (
                        source.source
                      )}
                      , {source.from} to {source.to} ({source.edition} edition)
                    </li>
                  ))}
                </ul>
              )}
            </details>
          )}
          <p className={styles.reportMeta}>
            <Badge tone="grey">{modelNames[saved.modelUsed] ?? saved.modelUsed}</Badge>
            {dataNotes.narration && <Badge tone="purple">Phrased by {dataNotes.narration.model}</Badge>}
            {saved.createdAt && <Badge tone="grey">{dateTime.format(new Date(saved.createdAt))}</Badge>}
            {saved.creditsUsed !== undefined && (
              <Badge tone="grey">
                {saved.creditsUsed} credit{saved.creditsUsed === 1 ? '' : 's'}
              </Badge>
            )}
          </p>
        </div>
      </header>

      {(dataNotes.enriched.length > 0 || dataNotes.unmatched.length > 0) && (
        <Card className={styles.notes}>
          {dataNotes.enriched.length > 0 && (
            <p>Profiles from the 40kdc data set (the file had none): {dataNotes.enriched.join(', ')}.</p>
          )}
          {dataNotes.unmatched.length > 0 && (
            <p role="note">
              <strong>Not counted</strong> (no profiles in the file or the data set):{' '}
              {dataNotes.unmatched.join(', ')}.
            </p>
          )}
        </Card>
      )}

      <section aria-labelledby="swot-heading">
        <h2 id="swot-heading" className={styles.sectionTitle}>
          Strengths, weaknesses, opportunities, threats
        </h2>
        <div className={styles.swot}>
          <ListCard title="Strengths" items={analysis.strengths} tone="success" />
          <ListCard title="Weaknesses" items={analysis.weaknesses} tone="error" />
          <ListCard title="Opportunities" items={analysis.opportunities} tone="accent" />
          <ListCard title="Threats" items={analysis.threats} tone="warning" />
        </div>
      </section>

      <section aria-labelledby="numbers-heading">
        <h2 id="numbers-heading" className={styles.sectionTitle}>
          The numbers
        </h2>
        <dl className={styles.metrics}>
          <div>
            <dt>Points</dt>
            <dd>
              {metrics.totalPoints}
              {metrics.pointsLimit ? ` / ${metrics.pointsLimit}` : ''}
            </dd>
          </div>
          <div>
            <dt>Units / models</dt>
            <dd>
              {metrics.units} / {metrics.models}
            </dd>
          </div>
          <div>
            <dt>Objective control</dt>
            <dd>{metrics.objectiveControl}</dd>
          </div>
          <div>
            <dt>Points removed per 100 spent</dt>
            <dd>{metrics.pointsRemovedPer100}</dd>
          </div>
        </dl>
        <div className={styles.charts}>
          <DamageChart metrics={metrics} />
          <EfficiencyChart assessments={analysis.unitAssessments} />
        </div>
        {metrics.turnsToDestroy && (
          <>
            <h3 className={styles.subTitle}>Turns to destroy</h3>
            <TurnsToDestroyTable turns={metrics.turnsToDestroy} />
          </>
        )}
      </section>

      <section aria-labelledby="plan-heading" className={styles.twoColumns}>
        <h2 id="plan-heading" className="visually-hidden">
          Game plan
        </h2>
        <ListCard title="Tactical advice" items={analysis.tacticalAdvice} />
        <ListCard title="Command points" items={analysis.commandPoints.priorities} />
        <ListCard
          title="Secondary objectives"
          items={analysis.secondaryObjectives.map((s) => `${s.name}: ${s.reason}`)}
        />
        <ListCard title="Recommendations" items={analysis.tacticalRecommendations} />
      </section>

      {enhanced && (
        <section aria-labelledby="matrix-heading">
          <h2 id="matrix-heading" className={styles.sectionTitle}>
            Matchup matrix
          </h2>
          <MatchupMatrix assessments={analysis.unitAssessments} />
        </section>
      )}

      <section aria-labelledby="units-heading">
        <h2 id="units-heading" className={styles.sectionTitle}>
          Unit assessments
        </h2>
        <UnitAssessmentList assessments={analysis.unitAssessments} />
      </section>

      <section aria-labelledby="improve-heading">
        <h2 id="improve-heading" className={styles.sectionTitle}>
          Improvement suggestions
        </h2>
        {analysis.improvementSuggestions.length === 0 ? (
          <p className={styles.muted}>No swap within your points limit beats the current list.</p>
        ) : (
          <ul className={styles.suggestions}>
            {analysis.improvementSuggestions.map((s) => (
              <li key={s.suggestion}>
                <Card>
                  <p className={styles.suggestion}>{s.suggestion}</p>
                  <p className={styles.muted}>{s.tacticalBenefit}</p>
                  <p className={styles.swap}>
                    {s.remove.map((name) => (
                      <Badge key={`-${name}`} tone="error">
                        − {name}
                      </Badge>
                    ))}
                    {s.add.map((name) => (
                      <Badge key={`+${name}`} tone="success">
                        + {name}
                      </Badge>
                    ))}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="meta-heading">
        <h2 id="meta-heading" className={styles.sectionTitle}>
          Meta positioning
        </h2>
        <Card>
          <p>{analysis.metaPositioning.metaSummary}</p>
          <p>
            <strong>Tournament viability:</strong> {analysis.metaPositioning.tournamentViability}
          </p>
          {analysis.metaPositioning.matchups.length > 0 && (
            <ul>
              {analysis.metaPositioning.matchups.map((m) => (
                <li key={m.faction}>
                  {m.faction}: {m.matchupScore} — {m.commentary}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </section>
    </article>
  );
}
