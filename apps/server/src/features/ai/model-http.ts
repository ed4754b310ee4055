import { ERROR_DETAIL_CHARS, LanguageModelError, type LanguageModelProvider } from './language-model';

/**
 * POSTs JSON to a model API. Failures become LanguageModelError: HTTP errors keep status and a
 * short excerpt of the body, network errors and time-outs keep their cause.
 */
export async function postJson(
  provider: LanguageModelProvider,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  options: { signal?: AbortSignal; timeoutMs: number },
): Promise<Response> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    const details =
      timeout.aborted && !options.signal?.aborted
        ? `no reply within ${Math.round(options.timeoutMs / 1000)} s`
        : errorText(error);
    throw new LanguageModelError({ kind: 'network', details }, provider);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new LanguageModelError(
      {
        kind: 'http',
        status: response.status,
        statusText: response.statusText || 'Error',
        details: errorDetails(text),
      },
      provider,
    );
  }
  return response;
}

/** The API's own error message when it sent one ({ error: { message } }), else the raw text. */
function errorDetails(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    const message = (parsed as { error?: { message?: unknown } }).error?.message;
    if (typeof message === 'string') return message.slice(0, ERROR_DETAIL_CHARS);
  } catch {
    // not JSON: fall through to the text itself
  }
  return body.trim().slice(0, ERROR_DETAIL_CHARS) || 'no details';
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
  }
  return String(error);
}

/** Reads a server-sent-events body and yields each event's data (multi-line data joined). */
export async function* serverSentData(
  provider: LanguageModelProvider,
  response: Response,
): AsyncIterable<string> {
  if (!response.body) throw new LanguageModelError({ kind: 'reply', details: 'empty stream' }, provider);
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.search(/\r?\n/);
    while (newline >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer[newline] === '\r' ? 2 : 1));
      if (line === '') {
        if (data.length > 0) yield data.join('\n');
        data = [];
      } else if (line.startsWith('data:')) {
        data.push(line.slice(5).replace(/^ /, ''));
      }
      newline = buffer.search(/\r?\n/);
    }
  }
  if (data.length > 0) yield data.join('\n');
}

/** JSON.parse that reports a malformed reply as the model's fault, not ours. */
export function parseReplyJson(provider: LanguageModelProvider, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new LanguageModelError(
      { kind: 'reply', details: `unreadable reply: ${text.slice(0, ERROR_DETAIL_CHARS)}` },
      provider,
    );
  }
}
