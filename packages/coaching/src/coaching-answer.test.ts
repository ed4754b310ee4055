import { analyseRoster } from '@muster/analysis';
import { rosterBuilder } from '@muster/analysis/test-builders';
import { describe, expect, it } from 'vitest';
import { answerQuestion, type CoachingFacts } from './coaching-answer';

const roster = rosterBuilder();
const facts = (overrides: Partial<CoachingFacts> = {}): CoachingFacts => ({
  topic: { title: 'Target priority', type: 'target_priority' },
  roster: { id: 'roster-1', roster },
  savedAnalysis: { id: 'analysis-1', title: 'Analysis of Test Strike Force' },
  library: [
    { id: 'c1', title: 'Focus fire', description: 'Finish what you start.' },
    { id: 'c2', title: 'Weapon matching', description: 'Lascannons into tanks.' },
    { id: 'c3', title: 'Third item', description: 'Not cited.' },
  ],
  answeredBefore: 0,
  ...overrides,
});

describe('answerQuestion', () => {
  it('answers about a named unit from its computed assessment', () => {
    const assessment = analyseRoster(roster).unitAssessments[1];
    const answer = answerQuestion('How should I use the Devastators?', facts());
    expect(answer.text).toContain('Devastator Squad (120 pts, 5 models):');
    expect(answer.text).toContain(`How to use it: ${assessment?.tacticalAdvice}`);
    expect(answer.text).toContain(`Deployment: ${assessment?.optimalDeployment}`);
    expect(answer.focus[0]).toBe('Devastator Squad');
  });

  it('cites the roster, its analysis and the two best library matches', () => {
    const answer = answerQuestion('What should I shoot first?', facts());
    expect(answer.references).toEqual([
      { kind: 'roster', id: 'roster-1', title: 'Test Strike Force' },
      { kind: 'analysis', id: 'analysis-1', title: 'Analysis of Test Strike Force' },
      { kind: 'content', id: 'c1', title: 'Focus fire' },
      { kind: 'content', id: 'c2', title: 'Weapon matching' },
    ]);
    expect(answer.text).toContain('“Focus fire”: Finish what you start.');
    expect(answer.text).not.toContain('Third item');
  });

  it('names the units that deal with an opponent type', () => {
    const answer = answerQuestion('How do I kill tanks?', facts());
    expect(answer.text).toMatch(/Against tanks:\n- Your best tools are [^\n]*Devastator Squad/);
  });

  it('gives the same answer to the same question and varies the rule of thumb by turn', () => {
    expect(answerQuestion('targets?', facts())).toEqual(answerQuestion('targets?', facts()));
    const first = answerQuestion('targets?', facts()).text;
    const second = answerQuestion('targets?', facts({ answeredBefore: 1 })).text;
    expect(first).not.toBe(second);
  });

  it('without a roster, answers with principles and asks for one', () => {
    const answer = answerQuestion(
      'How do I deploy?',
      facts({ roster: null, savedAnalysis: null, library: [] }),
    );
    expect(answer.text).toMatch(/^Deployment:\n- /);
    expect(answer.text).toContain('Choose one of your rosters');
    expect(answer.references).toEqual([]);
  });

  it('ends each listed sentence once', () => {
    const answer = answerQuestion('What does the Intercessor Squad work with?', facts());
    expect(answer.text).not.toMatch(/\.\./);
  });
});
