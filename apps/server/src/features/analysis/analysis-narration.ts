import type { RosterAnalysis } from '@muster/analysis';
import type { Roster } from '@muster/contracts';
import { matchKey } from '@muster/roster-import';
import { z } from 'zod';
import type { ChatMessage } from '../ai/language-model';

/** What a model may rewrite: prose only. Numbers, ratings and metrics stay as computed. */
const narrationSchema = z.object({
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  opportunities: z.array(z.string()),
  threats: z.array(z.string()),
  tacticalAdvice: z.array(z.string()),
  tacticalRecommendations: z.array(z.string()).optional(),
  rosterOverview: z
    .object({ summary: z.string().optional(), battlefieldRole: z.string().optional() })
    .optional(),
  unitAssessments: z
    .array(
      z.object({
        unitName: z.string().optional(),
        tacticalAdvice: z.string().optional(),
        optimalDeployment: z.string().optional(),
      }),
    )
    .optional(),
  tournamentViability: z.string().optional(),
});
type Narration = z.infer<typeof narrationSchema>;

const LIST_FIELDS = [
  'strengths',
  'weaknesses',
  'opportunities',
  'threats',
  'tacticalAdvice',
  'tacticalRecommendations',
] as const;

export function narrationPrompt(roster: Roster, analysis: RosterAnalysis): ChatMessage[] {
  const facts = {
    roster: {
      name: roster.name,
      faction: roster.faction,
      detachments: roster.detachments,
      points: roster.pointsTotal,
      pointsLimit: roster.pointsLimit,
      units: roster.units.map((u) => ({ name: u.name, points: u.points, models: u.count })),
    },
    strengths: analysis.strengths,
    weaknesses: analysis.weaknesses,
    opportunities: analysis.opportunities,
    threats: analysis.threats,
    tacticalAdvice: analysis.tacticalAdvice,
    tacticalRecommendations: analysis.tacticalRecommendations,
    rosterOverview: analysis.rosterOverview,
    unitAssessments: analysis.unitAssessments.map((a) => ({
      unitName: a.unitName,
      strengths: a.strengths,
      weaknesses: a.weaknesses,
      tacticalAdvice: a.tacticalAdvice,
      optimalDeployment: a.optimalDeployment,
      targetPriority: a.targetPriority,
    })),
    tournamentViability: analysis.metaPositioning.tournamentViability,
  };
  return [
    {
      role: 'system',
      content: [
        'You are a Warhammer 40,000 coach writing for a player about their army list.',
        'The facts below were computed exactly by a dice engine. Rewrite them as clear, natural advice.',
        'Use only these facts: add no numbers, units, rules or claims that are not in them.',
        'Reply with one JSON object with the keys strengths, weaknesses, opportunities, threats,',
        'tacticalAdvice, tacticalRecommendations (arrays of strings), rosterOverview {summary,',
        'battlefieldRole}, unitAssessments [{unitName, tacticalAdvice, optimalDeployment}] with',
        'unitName exactly as given, and tournamentViability (string).',
      ].join(' '),
    },
    { role: 'user', content: JSON.stringify(facts) },
  ];
}

/** The JSON object in a reply, code fences and surrounding chatter tolerated. */
function jsonIn(reply: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(reply)?.[1];
  const text = fenced ?? reply;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

const numbersIn = (text: string) => text.match(/\d+(?:[.,]\d+)?/g)?.map((n) => n.replace(',', '.')) ?? [];

/** A statement is grounded when every number in it is one the facts contain. */
const grounded = (known: Set<string>) => (text: string) => numbersIn(text).every((n) => known.has(n));

export type NarrationOutcome =
  | { ok: true; analysis: RosterAnalysis; droppedStatements: number }
  | { ok: false };

/**
 * Merges a model's phrasing into the computed analysis. Statements with numbers the facts do not
 * contain are dropped (the computed wording stays where nothing is left); unit advice is matched
 * by name, and assessments without a name are dropped.
 */
export function applyNarration(
  computed: RosterAnalysis,
  prompt: ChatMessage[],
  reply: string,
): NarrationOutcome {
  const parsed = narrationSchema.safeParse(jsonIn(reply));
  if (!parsed.success) return { ok: false };
  const narration: Narration = parsed.data;
  const known = new Set(prompt.flatMap((m) => numbersIn(m.content)));
  const isGrounded = grounded(known);
  let dropped = 0;
  const keep = (texts: string[] | undefined, fallback: string[]) => {
    if (!texts) return fallback;
    const kept = texts.map((t) => t.trim()).filter((t) => t && isGrounded(t));
    dropped += texts.length - kept.length;
    return kept.length > 0 ? kept : fallback;
  };
  const keepOne = (text: string | undefined, fallback: string) => {
    if (!text?.trim()) return fallback;
    if (isGrounded(text)) return text.trim();
    dropped += 1;
    return fallback;
  };
  const byUnit = new Map(
    (narration.unitAssessments ?? [])
      .filter((a) => a.unitName?.trim())
      .map((a) => [matchKey(a.unitName ?? ''), a] as const),
  );
  const analysis: RosterAnalysis = { ...computed };
  for (const field of LIST_FIELDS) analysis[field] = keep(narration[field], computed[field]);
  analysis.rosterOverview = {
    ...computed.rosterOverview,
    summary: keepOne(narration.rosterOverview?.summary, computed.rosterOverview.summary),
    battlefieldRole: keepOne(
      narration.rosterOverview?.battlefieldRole,
      computed.rosterOverview.battlefieldRole,
    ),
  };
  analysis.unitAssessments = computed.unitAssessments.map((assessment) => {
    const phrased = byUnit.get(matchKey(assessment.unitName));
    if (!phrased) return assessment;
    return {
      ...assessment,
      tacticalAdvice: keepOne(phrased.tacticalAdvice, assessment.tacticalAdvice),
      optimalDeployment: keepOne(phrased.optimalDeployment, assessment.optimalDeployment),
    };
  });
  analysis.metaPositioning = {
    ...computed.metaPositioning,
    tournamentViability: keepOne(narration.tournamentViability, computed.metaPositioning.tournamentViability),
  };
  return { ok: true, analysis, droppedStatements: dropped };
}

/** Spec: an unparseable reply gives the computed analysis marked 'Failed to parse AI response.'. */
export const AI_PARSE_FAILURE = 'Failed to parse AI response.';
export function fallbackAnalysis(computed: RosterAnalysis): RosterAnalysis {
  return { ...computed, weaknesses: [AI_PARSE_FAILURE, ...computed.weaknesses] };
}
