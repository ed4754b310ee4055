import { analyseRoster } from '@muster/analysis';
import { rosterBuilder } from '@muster/analysis/test-builders';
import { describe, expect, it } from 'vitest';
import { buildCoachingPlan } from './coaching-plan';
import { unverifiedNumbers } from './number-check';

const roster = rosterBuilder();

describe('buildCoachingPlan', () => {
  it('starts with the topic goal, adds the weaknesses and the units discussed', () => {
    const weaknesses = analyseRoster(roster).weaknesses;
    const plan = buildCoachingPlan({
      topic: { title: 'Deployment', type: 'deployment' },
      roster,
      focusAreas: ['Deployment', 'Devastator Squad'],
      references: [],
      questions: 2,
    });
    expect(plan.goals[0]?.goal).toMatch(/^Deploy fragile damage/);
    expect(plan.goals.slice(1, 1 + Math.min(2, weaknesses.length)).map((g) => g.goal)).toEqual(
      weaknesses.slice(0, 2).map((w) => `Play around: ${w}`),
    );
    expect(plan.goals.at(-1)?.measure).toContain('against the 120 it costs');
    expect(plan.title).toBe('Deployment: Test Strike Force');
    expect(plan.description).toMatch(/^From 2 questions on deployment with Test Strike Force/);
  });

  it('keeps library reading only, once each, six at most', () => {
    const references = [
      { kind: 'roster' as const, id: 'r', title: 'Roster' },
      ...Array.from({ length: 8 }, (_, i) => ({ kind: 'content' as const, id: `c${i % 7}`, title: `C${i}` })),
    ];
    const plan = buildCoachingPlan({
      topic: { title: 'Basics', type: 'fundamentals' },
      roster: null,
      focusAreas: [],
      references,
      questions: 1,
    });
    expect(plan.resources.map((r) => r.id)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5']);
    expect(plan.focusAreas).toEqual(['Basics']);
    expect(plan.goals).toHaveLength(1);
  });
});

describe('unverifiedNumbers', () => {
  it('lists numbers the facts do not contain, once each', () => {
    expect(
      unverifiedNumbers('Deal 12 wounds, or 12.5, with 3 units', ['12 wounds', 'question with 3']),
    ).toEqual(['12.5']);
    expect(unverifiedNumbers('no numbers', [])).toEqual([]);
  });
});
