import {
  analyseRoster,
  buildPlaybook,
  type PlaybookContent,
  type ReferencePopulation,
  type RosterAnalysis,
} from '@muster/analysis';
import type { CoachingReference, CoachingTopicType } from '@muster/contracts';
import type { Roster } from '@muster/roster-import';
import { principles } from './principles';
import { type ArchetypeId, archetypeLabels, type Focus, focusLabel, questionFocus } from './question-focus';

export type LibraryItem = { id: string; title: string; description: string };

export type CoachingFacts = {
  topic: { title: string; type: CoachingTopicType };
  /** The session's roster, units already filled from the data set where the file had no profiles. */
  roster: { id: string; roster: Roster } | null;
  /** The newest saved analysis of that roster, cited when it exists. */
  savedAnalysis: { id: string; title: string } | null;
  /** Published library items matching the question, best first. */
  library: LibraryItem[];
  /** How many answers the session already has: rotates the general principle so replies differ. */
  answeredBefore: number;
  /** What the analysis rates against (the server supplies it; the same as the analysis page's). */
  population?: ReferencePopulation | null;
};

export type CoachingAnswer = {
  text: string;
  references: CoachingReference[];
  /** Labels of what was answered, for the session's plan. */
  focus: string[];
};

type Computed = { roster: Roster; analysis: RosterAnalysis; playbook: PlaybookContent };

const bullets = (lines: string[]) => lines.filter(Boolean).map((line) => `- ${line}`);
/** "a, b and c", each item's own closing full stop dropped so the caller's sentence ends once. */
function sentenceList(items: string[]): string {
  const names = items.map((item) => item.replace(/\.$/, ''));
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Matches the analysis' own sentences about each reference target. */
const archetypeLines: Record<ArchetypeId, RegExp> = {
  knight: /super-heavy|anti-tank|knights/i,
  'battle-tank': /anti-tank|vehicle|tanks/i,
  monster: /anti-tank|monsters/i,
  'heavy-infantry': /heavy infantry|invulnerable|elite/i,
  horde: /horde/i,
};
const benchmarkLabel: Record<ArchetypeId, RegExp> = {
  knight: /super-heavy/i,
  'battle-tank': /battle tank/i,
  monster: /monster/i,
  'heavy-infantry': /heavy infantry/i,
  horde: /horde/i,
};

function unitSection({ roster, analysis, playbook }: Computed, index: number): string[] {
  const unit = roster.units[index];
  const assessment = analysis.unitAssessments[index];
  if (!unit || !assessment) return [];
  const role = playbook.roles.find((r) => r.units.some((u) => u.name === unit.name));
  const lines = [
    `${unit.name} (${unit.points} pts, ${unit.count} model${unit.count === 1 ? '' : 's'}):`,
    ...bullets([
      assessment.strengths.length ? `Strengths: ${assessment.strengths.join(' ')}` : '',
      assessment.weaknesses.length ? `Weaknesses: ${assessment.weaknesses.join(' ')}` : '',
      `How to use it: ${assessment.tacticalAdvice}`,
      `Deployment: ${assessment.optimalDeployment}`,
      assessment.targetPriority.length
        ? `Targets first: ${sentenceList(assessment.targetPriority.slice(0, 3))}.`
        : '',
      assessment.synergies.length ? `Works with: ${sentenceList(assessment.synergies.slice(0, 3))}.` : '',
      role ? `Role in the game plan: ${role.role}.` : '',
    ]),
  ];
  return lines;
}

function archetypeSection(
  { analysis, playbook }: Computed,
  targetId: ArchetypeId,
  mentioned: string,
): string[] {
  const label = archetypeLabels[targetId];
  const row = playbook.targetPriority.find((t) => benchmarkLabel[targetId].test(t.target));
  const said = [...analysis.strengths, ...analysis.weaknesses, ...analysis.threats].filter((line) =>
    archetypeLines[targetId].test(line),
  );
  return [
    `Against ${mentioned.toLowerCase() === label ? label : `${mentioned} (measured as ${label})`}:`,
    ...bullets([
      row
        ? `Your best tools are ${sentenceList(row.with)}. ${row.why}`
        : `Nothing in this list hurts ${label} much: play around them and win on objectives.`,
      ...said.slice(0, 3),
    ]),
  ];
}

function subjectSection(computed: Computed, kind: Exclude<Focus['kind'], 'unit' | 'archetype'>): string[] {
  const { roster, analysis, playbook } = computed;
  switch (kind) {
    case 'deployment': {
      const first = playbook.turns[0];
      const reserves = playbook.roles.find((r) => r.role === 'Reserves')?.units.map((u) => u.name) ?? [];
      const biggest = [...analysis.unitAssessments]
        .map((a, i) => ({ a, points: roster.units[i]?.points ?? 0 }))
        .sort((x, y) => y.points - x.points)
        .slice(0, 3);
      return [
        'Deployment for this list:',
        ...bullets([
          ...biggest.map(({ a }) => `${a.unitName}: ${a.optimalDeployment}`),
          reserves.length ? `Reserves: ${sentenceList(reserves)} can arrive where the targets are.` : '',
          first ? `Turn ${first.turn} (${first.focus}): ${first.actions.join(' ')}` : '',
        ]),
      ];
    }
    case 'targets':
      return [
        'Target priority:',
        ...bullets(
          playbook.targetPriority
            .slice(0, 4)
            .map((t) => `${t.target}: use ${sentenceList(t.with)}. ${t.why}`),
        ),
        analysis.tacticalAdvice[1] ?? '',
      ];
    case 'list':
      return [
        `The list as it stands: ${analysis.rosterOverview.summary} ${analysis.rosterOverview.pointsEfficiency} Overall rating ${analysis.overallRating} of 10.`,
        ...bullets([
          ...analysis.improvementSuggestions
            .slice(0, 2)
            .map(
              (s) =>
                `${s.suggestion}${s.remove.length ? ` Remove: ${s.remove.join(', ')}.` : ''}${s.add.length ? ` Add: ${s.add.join(', ')}.` : ''} ${s.tacticalBenefit}`,
            ),
          ...analysis.weaknesses.slice(0, 2).map((w) => `Gap: ${w}`),
        ]),
      ];
    case 'objectives': {
      const holders =
        playbook.roles.find((r) => r.role === 'Screen and objectives')?.units.map((u) => u.name) ?? [];
      return [
        `Objectives: the list has objective control ${analysis.performanceMetrics.objectiveControl} across ${roster.units.length} units.`,
        ...bullets([
          ...analysis.secondaryObjectives.map((s) => `${s.name}: ${s.reason}`),
          holders.length ? `Holders and action units: ${sentenceList(holders)}.` : '',
        ]),
      ];
    }
    case 'durability':
      return [
        'Keeping the army alive:',
        ...bullets([
          ...[...analysis.strengths, ...analysis.weaknesses].filter((l) =>
            /volley|surviv|small arms/i.test(l),
          ),
          ...playbook.threats.slice(0, 2).map((t) => `${t.threat} ${t.answer}`),
          analysis.commandPoints.priorities[0] ?? '',
        ]),
      ];
    case 'command_points':
      return [
        'Command points:',
        ...bullets([...analysis.commandPoints.priorities, ...playbook.commandPoints.slice(0, 2)]),
      ];
    case 'fundamentals':
      return [
        `${analysis.rosterOverview.summary} ${analysis.rosterOverview.battlefieldRole}`,
        ...bullets([
          analysis.strengths[0] ? `Lean on this: ${analysis.strengths[0]}` : '',
          analysis.weaknesses[0] ? `Cover this: ${analysis.weaknesses[0]}` : '',
          analysis.tacticalAdvice[0] ?? '',
        ]),
      ];
  }
}

function principleFor(kind: Focus['kind'], turn: number): string {
  const general = kind === 'unit' || kind === 'archetype' ? principles.targets : principles[kind];
  return general[turn % general.length] ?? '';
}

/**
 * Muster's offline coach: answers from the roster's computed analysis and game plan, one section
 * per subject of the question, with a general principle and the library's best matches. The same
 * question with the same facts always gets the same answer.
 */
export function answerQuestion(question: string, facts: CoachingFacts): CoachingAnswer {
  const unitNames = facts.roster?.roster.units.map((u) => u.name) ?? [];
  const focus = questionFocus(question, facts.topic.type, unitNames);
  const references: CoachingReference[] = [];
  const paragraphs: string[][] = [];

  if (facts.roster) {
    const roster = facts.roster.roster;
    const computed: Computed = {
      roster,
      analysis: analyseRoster(roster, { population: facts.population ?? null }),
      playbook: buildPlaybook(roster, null, '11th', facts.population ?? null),
    };
    for (const item of focus) {
      if (item.kind === 'unit') paragraphs.push(unitSection(computed, item.unitIndex));
      else if (item.kind === 'archetype')
        paragraphs.push(archetypeSection(computed, item.targetId, item.mentioned));
      else paragraphs.push(subjectSection(computed, item.kind));
    }
    references.push({ kind: 'roster', id: facts.roster.id, title: roster.name || 'Your roster' });
    if (facts.savedAnalysis) references.push({ kind: 'analysis', ...facts.savedAnalysis });
  } else {
    const kinds = [
      ...new Set(focus.map((f) => (f.kind === 'unit' || f.kind === 'archetype' ? 'targets' : f.kind))),
    ];
    for (const kind of kinds)
      paragraphs.push([`${focusLabel({ kind } as Focus, [])}:`, ...bullets(principles[kind])]);
    paragraphs.push([
      'Choose one of your rosters when you start a session and I will answer with its own numbers: units, targets and deployment.',
    ]);
  }
  const principle = principleFor(focus[0]?.kind ?? 'fundamentals', facts.answeredBefore);
  if (facts.roster && principle) paragraphs.push([`Rule of thumb: ${principle}`]);

  const reading = facts.library.slice(0, 2);
  if (reading.length) {
    paragraphs.push([
      'Further reading in the library:',
      ...bullets(reading.map((item) => `“${item.title}”: ${item.description}`)),
    ]);
    for (const item of reading) references.push({ kind: 'content', id: item.id, title: item.title });
  }

  return {
    text: paragraphs
      .map((lines) => lines.filter(Boolean).join('\n'))
      .filter(Boolean)
      .join('\n\n'),
    references,
    focus: [...new Set(focus.map((f) => focusLabel(f, unitNames)))],
  };
}
