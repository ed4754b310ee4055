import type { FastifyInstance } from 'fastify';
import { HttpError } from './error-handler';

/** What is wrong with a request's text, if anything: the code of the 400 that refuses it. */
export type UnstorableText = 'NUL_CHARACTER' | 'INVALID_UNICODE';

/** A UTF-16 surrogate without its partner: not a character, and not encodable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemIn(text: string): UnstorableText | null {
  if (text.includes('\u0000')) return 'NUL_CHARACTER';
  if (LONE_SURROGATE.test(text)) return 'INVALID_UNICODE';
  return null;
}

/**
 * Does any string (or key) in this parsed JSON, query or params value hold text PostgreSQL cannot
 * store: a NUL, or a lone UTF-16 surrogate (`"\ud800"` in JSON parses to one)?
 */
export function unstorableText(value: unknown, depth = 0): UnstorableText | null {
  if (typeof value === 'string') return problemIn(value);
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = unstorableText(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const problem = problemIn(key) ?? unstorableText(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Is this percent-encoded text (a query string) valid UTF-8 once decoded? */
export function percentEncodingIsUtf8(text: string): boolean {
  // Each run of escapes is decoded as bytes; a `%` that starts no escape is literal text.
  for (const [run] of text.matchAll(/(?:%[0-9A-Fa-f]{2})+/g)) {
    const bytes = Buffer.from(run.replaceAll('%', ''), 'hex');
    try {
      strictUtf8.decode(bytes);
    } catch {
      return false;
    }
  }
  return true;
}

const messages: Record<UnstorableText, string> = {
  NUL_CHARACTER: 'Text may not contain the NUL character (\\0).',
  INVALID_UNICODE: 'Text must be valid Unicode (UTF-8, with no lone UTF-16 surrogate such as \\ud800).',
};

/**
 * PostgreSQL text holds neither NUL (the driver throws) nor a lone UTF-16 surrogate (it refuses
 * the invalid UTF-8): each was a 500 on many routes. One hook refuses both in any text of any
 * request (path parameters, query, JSON body, keys included), before a route sees it. Text that
 * is not UTF-8 at all is refused with the surrogates rather than quietly changed: a JSON body's
 * bytes are decoded strictly (not into U+FFFD), and a query escape such as `%ED%A0%80` or `%FF`
 * (which the query parser would keep as the raw `%…` text). A path with one is already a 400
 * (`BAD_URL`). Uploaded files arrive as bytes and are the parsers' business.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, 'INVALID_UNICODE', messages.INVALID_UNICODE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    const queryAt = request.url.indexOf('?');
    const problem =
      unstorableText(request.params) ??
      (queryAt >= 0 && !percentEncodingIsUtf8(request.url.slice(queryAt + 1)) ? 'INVALID_UNICODE' : null) ??
      unstorableText(request.query) ??
      unstorableText(request.body);
    if (problem) throw new HttpError(400, problem, messages[problem]);
  });
}
