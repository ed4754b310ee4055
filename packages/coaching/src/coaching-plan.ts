import { analyseRoster, type ReferencePopulation } from '@muster/analysis';
import type { CoachingReference, CoachingTopicType } from '@muster/contracts';
import type { Roster } from '@muster/roster-import';
import { principles } from './principles';

export type PlanInput = {
  topic: { title: string; type: CoachingTopicType };
  roster: Roster | null;
  /** What the session's answers were about, in the order first discussed. */
  focusAreas: string[];
  /** Every reference the session's answers cited. */
  references: CoachingReference[];
  questions: number;
  population?: ReferencePopulation | null;
};

export type PlanDraft = {
  title: string;
  description: string;
  goals: { goal: string; measure: string }[];
  focusAreas: string[];
  resources: CoachingReference[];
  advice: string[];
};

const GAMES = 3;
const topicGoal: Record<CoachingTopicType, { goal: string; measure: string }> = {
  fundamentals: {
    goal: 'Before each move, name the objectives you will hold at the end of your opponent’s next turn.',
    measure: `In your next ${GAMES} games, write down your primary score each round and where it was lost.`,
  },
  list_building: {
    goal: 'Give every job in the list (hold, kill, screen) at least two units.',
    measure: 'Re-run the analysis after each change: the weaknesses list should get shorter.',
  },
  deployment: {
    goal: 'Deploy fragile damage out of sight and screens against deep strike.',
    measure: `In your next ${GAMES} games, count the units you lose before your second turn.`,
  },
  target_priority: {
    goal: 'Each shooting phase, kill what threatens you next turn before what is worth points.',
    measure: `In your next ${GAMES} games, note how many units you left half-dead at the end of a turn.`,
  },
  objectives: {
    goal: 'Plan scoring backwards from turn five and keep the scoring units alive.',
    measure: `In your next ${GAMES} games, compare the points you planned at deployment with the points you scored.`,
  },
  matchup: {
    goal: 'Name the enemy unit that beats your list and the two units of yours that answer it.',
    measure: `In your next ${GAMES} games, note on which turn that enemy unit died, if it did.`,
  },
};

/** A four-week plan from what a session discussed: goals that can be measured, advice, reading. */
export function buildCoachingPlan(input: PlanInput): PlanDraft {
  const goals = [topicGoal[input.topic.type]];
  const advice: string[] = [];
  if (input.roster) {
    const analysis = analyseRoster(input.roster, { population: input.population ?? null });
    for (const weakness of analysis.weaknesses.slice(0, 2))
      goals.push(
        input.topic.type === 'list_building'
          ? {
              goal: `Fix: ${weakness}`,
              measure: 'Re-analyse the changed list: this line should leave the weaknesses.',
            }
          : {
              goal: `Play around: ${weakness}`,
              measure: `After each of your next ${GAMES} games, note whether it decided the game.`,
            },
      );
    const units = new Map(input.roster.units.map((u) => [u.name, u]));
    for (const area of input.focusAreas) {
      const unit = units.get(area);
      if (unit && goals.length < 5)
        goals.push({
          goal: `Get full value from ${unit.name}.`,
          measure: `In your next ${GAMES} games, add up the points it removes against the ${unit.points} it costs.`,
        });
    }
    advice.push(...analysis.tacticalAdvice, ...analysis.commandPoints.priorities);
  } else {
    advice.push(...principles.fundamentals.slice(0, 2));
  }
  const rosterName = input.roster?.name || null;
  return {
    title: `${input.topic.title}${rosterName ? `: ${rosterName}` : ''}`,
    description: `From ${input.questions} question${input.questions === 1 ? '' : 's'} on ${input.topic.title.toLowerCase()}${rosterName ? ` with ${rosterName}` : ''}. Work through the goals over the next four weeks, then start a new session to review.`,
    goals,
    focusAreas: input.focusAreas.length ? input.focusAreas : [input.topic.title],
    resources: dedupe(input.references.filter((r) => r.kind === 'content' || r.kind === 'resource')).slice(
      0,
      6,
    ),
    advice: [...new Set(advice)].slice(0, 5),
  };
}

function dedupe(references: CoachingReference[]): CoachingReference[] {
  const seen = new Set<string>();
  return references.filter((r) => {
    const key = `${r.kind}:${r.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
