import { createGeminiModel } from './gemini-model';
import type { LanguageModel } from './language-model';
import { createOpenAiCompatibleModel } from './openai-compatible-model';

export type LanguageModelSettings = {
  gemini: { apiKey: string; model: string; baseUrl: string } | null;
  openAiCompatible: { baseUrl: string; apiKey: string | undefined; model: string } | null;
  timeoutMs: number;
};

/**
 * The language model that phrases computed facts, if one is configured: Gemini when it has a key,
 * else an OpenAI-compatible server. None configured is normal: the offline engine does the work.
 */
export function narratorFromSettings(settings: LanguageModelSettings): LanguageModel | null {
  if (settings.gemini) return createGeminiModel({ ...settings.gemini, timeoutMs: settings.timeoutMs });
  if (settings.openAiCompatible)
    return createOpenAiCompatibleModel({ ...settings.openAiCompatible, timeoutMs: settings.timeoutMs });
  return null;
}
