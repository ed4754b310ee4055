import type { AnsweringEngine } from '@muster/contracts';

export const RULES_ENGINE_LABEL = 'Muster’s rules engine';

/** The name of what answers, as the player should read it: never "AI" for the offline engine. */
export function engineLabel(engine: AnsweringEngine): string {
  if (engine.kind === 'gemini') return `Gemini (${engine.model ?? 'unnamed model'})`;
  if (engine.kind === 'openai-compatible') return `OpenAI-compatible model (${engine.model ?? 'unnamed'})`;
  return RULES_ENGINE_LABEL;
}

/**
 * The engine behind a stored tag: sessions and messages record 'muster-coach' (the rules engine)
 * or 'provider:model'; analyses record 'standard' for the rules engine.
 */
export function engineFromTag(tag: string | null): AnsweringEngine {
  const [provider, ...rest] = (tag ?? '').split(':');
  const model = rest.join(':') || null;
  if (provider === 'gemini') return { kind: 'gemini', model };
  if (provider === 'openai-compatible') return { kind: 'openai-compatible', model };
  return { kind: 'rules-engine', model: null };
}

/** One sentence saying who answers, for a page body (the spec's page titles stay as they are). */
export function answeredBySentence(engine: AnsweringEngine, what: 'coach' | 'analyzer'): string {
  const work = what === 'coach' ? 'answers' : 'reports';
  if (engine.kind === 'rules-engine')
    return `Every ${what === 'coach' ? 'answer' : 'report'} here comes from ${RULES_ENGINE_LABEL}: worked out from your list’s own numbers and Muster’s library, with no language model.`;
  if (what === 'analyzer')
    return `${RULES_ENGINE_LABEL} works out every report; ${engineLabel(engine)} can phrase it when you choose it below.`;
  return `${RULES_ENGINE_LABEL} works out the facts; ${engineLabel(engine)} phrases the ${work}, and numbers it cannot back are flagged.`;
}
