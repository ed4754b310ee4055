import { z } from 'zod';
import {
  type ChatMessage,
  type CompletionRequest,
  type LanguageModel,
  LanguageModelError,
} from './language-model';
import { parseReplyJson, postJson, serverSentData } from './model-http';

export type GeminiSettings = { apiKey: string; model: string; baseUrl: string; timeoutMs: number };

const replySchema = z.object({
  candidates: z
    .array(
      z.object({
        content: z
          .object({ parts: z.array(z.object({ text: z.string().optional() })).optional() })
          .optional(),
        finishReason: z.string().optional(),
      }),
    )
    .optional(),
  promptFeedback: z.object({ blockReason: z.string().optional() }).optional(),
});

/** Gemini's REST API (generateContent / streamGenerateContent with alt=sse). */
export function createGeminiModel(settings: GeminiSettings): LanguageModel {
  const base = `${settings.baseUrl.replace(/\/$/, '')}/v1beta/models/${encodeURIComponent(settings.model)}`;
  const headers = { 'x-goog-api-key': settings.apiKey };

  const body = ({ messages, json }: CompletionRequest) => {
    const system = messages.filter((m) => m.role === 'system').map((m) => m.content);
    return {
      ...(system.length > 0 ? { systemInstruction: { parts: [{ text: system.join('\n\n') }] } } : {}),
      contents: messages
        .filter((m): m is ChatMessage & { role: 'user' | 'assistant' } => m.role !== 'system')
        .map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.content }] })),
      generationConfig: { temperature: 0.4, ...(json ? { responseMimeType: 'application/json' } : {}) },
    };
  };

  const textOf = (payload: unknown): string => {
    const parsed = replySchema.safeParse(payload);
    if (!parsed.success) {
      throw new LanguageModelError({ kind: 'reply', details: 'reply in an unexpected shape' }, 'gemini');
    }
    const blocked = parsed.data.promptFeedback?.blockReason;
    if (blocked) throw new LanguageModelError({ kind: 'reply', details: `blocked: ${blocked}` }, 'gemini');
    return (parsed.data.candidates?.[0]?.content?.parts ?? []).map((part) => part.text ?? '').join('');
  };

  return {
    provider: 'gemini',
    model: settings.model,
    async complete(request) {
      const response = await postJson('gemini', `${base}:generateContent`, body(request), headers, {
        signal: request.signal,
        timeoutMs: settings.timeoutMs,
      });
      return textOf(parseReplyJson('gemini', await response.text()));
    },
    async *stream(request) {
      const response = await postJson(
        'gemini',
        `${base}:streamGenerateContent?alt=sse`,
        body(request),
        headers,
        { signal: request.signal, timeoutMs: settings.timeoutMs },
      );
      for await (const data of serverSentData('gemini', response)) {
        const text = textOf(parseReplyJson('gemini', data));
        if (text) yield text;
      }
    },
  };
}
