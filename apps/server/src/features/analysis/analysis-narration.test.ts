import { analyseRoster } from '@muster/analysis';
import { rosterBuilder } from '@muster/analysis/test-builders';
import { describe, expect, it } from 'vitest';
import { AI_PARSE_FAILURE, applyNarration, fallbackAnalysis, narrationPrompt } from './analysis-narration';

const roster = rosterBuilder();
const computed = analyseRoster(roster);
const prompt = narrationPrompt(roster, computed);
const phrasing = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    strengths: ['Your lascannons are the heart of the list.'],
    weaknesses: ['Hordes are a problem.'],
    opportunities: ['Pick your fights.'],
    threats: ['Fast melee armies.'],
    tacticalAdvice: ['Keep the Devastators back.'],
    rosterOverview: { summary: 'A small Space Marine force.', battlefieldRole: 'Gunline.' },
    unitAssessments: [
      { unitName: 'devastator squad', tacticalAdvice: 'Hold a back-field firing lane.' },
      { tacticalAdvice: 'No name: dropped.' },
      { unitName: 'A unit nobody has', tacticalAdvice: 'Invented.' },
    ],
    tournamentViability: 'Needs more units.',
    ...overrides,
  });

describe('analysis narration', () => {
  it('gives the model the computed facts and asks for prose only', () => {
    expect(prompt[0]?.role).toBe('system');
    expect(prompt[0]?.content).toContain('add no numbers');
    const facts = JSON.parse(prompt[1]?.content ?? '{}');
    expect(facts.roster.units).toEqual([
      { name: 'Intercessor Squad', points: 80, models: 5 },
      { name: 'Devastator Squad', points: 120, models: 5 },
    ]);
    expect(facts.strengths).toEqual(computed.strengths);
  });

  it('takes prose, keeps every number, and matches units by name', () => {
    const outcome = applyNarration(computed, prompt, phrasing());
    if (!outcome.ok) throw new Error('expected a narration');
    const { analysis } = outcome;
    expect(analysis.strengths).toEqual(['Your lascannons are the heart of the list.']);
    expect(analysis.rosterOverview).toEqual({
      ...computed.rosterOverview,
      summary: 'A small Space Marine force.',
      battlefieldRole: 'Gunline.',
    });
    expect(analysis.unitAssessments.map((a) => a.tacticalAdvice)).toEqual([
      computed.unitAssessments[0]?.tacticalAdvice,
      'Hold a back-field firing lane.',
    ]);
    expect(analysis.overallRating).toBe(computed.overallRating);
    expect(analysis.performanceMetrics).toEqual(computed.performanceMetrics);
    expect(analysis.improvementSuggestions).toEqual(computed.improvementSuggestions);
    expect(analysis.metaPositioning.tournamentViability).toBe('Needs more units.');
    // Optional lists the model left out keep the computed wording.
    expect(analysis.tacticalRecommendations).toEqual(computed.tacticalRecommendations);
  });

  it('drops statements with numbers the facts do not contain', () => {
    const outcome = applyNarration(
      computed,
      prompt,
      phrasing({
        strengths: ['Kills 37 tanks a turn.', 'Intercessors cost 80 points.'],
        threats: ['Loses to 9999 orks.'],
        rosterOverview: { summary: 'Removes 873 points a turn.' },
      }),
    );
    if (!outcome.ok) throw new Error('expected a narration');
    expect(outcome.analysis.strengths).toEqual(['Intercessors cost 80 points.']);
    expect(outcome.analysis.threats).toEqual(computed.threats);
    expect(outcome.analysis.rosterOverview.summary).toBe(computed.rosterOverview.summary);
    expect(outcome.droppedStatements).toBe(3);
  });

  it('reads JSON in code fences or chatter, and refuses what is not the shape', () => {
    expect(applyNarration(computed, prompt, `Sure!\n\`\`\`json\n${phrasing()}\n\`\`\``).ok).toBe(true);
    expect(applyNarration(computed, prompt, `Here you go: ${phrasing()} Enjoy.`).ok).toBe(true);
    expect(applyNarration(computed, prompt, 'I cannot help with that.').ok).toBe(false);
    expect(applyNarration(computed, prompt, '{"strengths": "not a list"}').ok).toBe(false);
    expect(applyNarration(computed, prompt, '{"strengths": [').ok).toBe(false);
  });

  it('falls back to the computed analysis marked as a parse failure', () => {
    const fallback = fallbackAnalysis(computed);
    expect(fallback.weaknesses[0]).toBe(AI_PARSE_FAILURE);
    expect(fallback.weaknesses.slice(1)).toEqual(computed.weaknesses);
    expect(fallback.unitAssessments).toEqual(computed.unitAssessments);
  });
});
