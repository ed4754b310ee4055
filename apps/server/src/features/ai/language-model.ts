/**
 * A hosted or local language model. Muster's own offline engine computes every fact; a model is
 * only ever asked to phrase facts it is given, and its replies are validated before use.
 */
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type CompletionRequest = {
  messages: ChatMessage[];
  /** Ask for a JSON object reply (the caller still validates it). */
  json?: boolean;
  signal?: AbortSignal;
};

export type LanguageModelProvider = 'gemini' | 'openai-compatible';

export interface LanguageModel {
  readonly provider: LanguageModelProvider;
  readonly model: string;
  /** The whole reply text. */
  complete(request: CompletionRequest): Promise<string>;
  /** The reply text in pieces as the model produces them. */
  stream(request: CompletionRequest): AsyncIterable<string>;
}

export type LanguageModelFailure =
  | { kind: 'http'; status: number; statusText: string; details: string }
  | { kind: 'network'; details: string }
  | { kind: 'reply'; details: string };

/** Anything that went wrong talking to a model, with enough to tell the user what happened. */
export class LanguageModelError extends Error {
  constructor(
    readonly failure: LanguageModelFailure,
    readonly provider: LanguageModelProvider,
  ) {
    super(
      failure.kind === 'http'
        ? `${provider} answered ${failure.status} ${failure.statusText}: ${failure.details}`
        : `${provider}: ${failure.details}`,
    );
    this.name = 'LanguageModelError';
  }
}

/** At most this much of an error body is kept: enough to explain, never a whole page. */
export const ERROR_DETAIL_CHARS = 300;
