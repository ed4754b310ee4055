import { z } from 'zod';
import { type CompletionRequest, type LanguageModel, LanguageModelError } from './language-model';
import { parseReplyJson, postJson, serverSentData } from './model-http';

export type OpenAiCompatibleSettings = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
};

const replySchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});
const chunkSchema = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).optional() })),
});

/**
 * Any server speaking OpenAI's chat-completions API: OpenAI itself, or a local model server
 * (llama.cpp, Ollama, vLLM, LM Studio) at its own base URL, with or without a key.
 */
export function createOpenAiCompatibleModel(settings: OpenAiCompatibleSettings): LanguageModel {
  const url = `${settings.baseUrl.replace(/\/$/, '')}/chat/completions`;
  const headers: Record<string, string> = settings.apiKey
    ? { authorization: `Bearer ${settings.apiKey}` }
    : {};
  const body = ({ messages, json }: CompletionRequest, stream: boolean) => ({
    model: settings.model,
    messages,
    temperature: 0.4,
    stream,
    ...(json ? { response_format: { type: 'json_object' } } : {}),
  });
  const unexpected = () =>
    new LanguageModelError({ kind: 'reply', details: 'reply in an unexpected shape' }, 'openai-compatible');

  return {
    provider: 'openai-compatible',
    model: settings.model,
    async complete(request) {
      const response = await postJson('openai-compatible', url, body(request, false), headers, {
        signal: request.signal,
        timeoutMs: settings.timeoutMs,
      });
      const parsed = replySchema.safeParse(parseReplyJson('openai-compatible', await response.text()));
      if (!parsed.success) throw unexpected();
      return parsed.data.choices[0]?.message.content ?? '';
    },
    async *stream(request) {
      const response = await postJson('openai-compatible', url, body(request, true), headers, {
        signal: request.signal,
        timeoutMs: settings.timeoutMs,
      });
      for await (const data of serverSentData('openai-compatible', response)) {
        if (data.trim() === '[DONE]') return;
        const parsed = chunkSchema.safeParse(parseReplyJson('openai-compatible', data));
        if (!parsed.success) throw unexpected();
        const text = parsed.data.choices[0]?.delta?.content;
        if (text) yield text;
      }
    },
  };
}
