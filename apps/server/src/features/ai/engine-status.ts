import type { AnsweringEngine } from '@muster/contracts';
import type { LanguageModel } from './language-model';

/** What answers on this server: the configured language model, else Muster's rules engine. */
export function answeringEngine(narrator: LanguageModel | null): AnsweringEngine {
  return narrator
    ? { kind: narrator.provider, model: narrator.model }
    : { kind: 'rules-engine', model: null };
}

/** The same in words, for server-written text (the analyzer's engine list, the start-up log). */
export function engineDisplayName(engine: AnsweringEngine): string {
  if (engine.kind === 'gemini') return `Gemini (${engine.model})`;
  if (engine.kind === 'openai-compatible') return `OpenAI-compatible model (${engine.model})`;
  return 'Muster’s rules engine';
}
