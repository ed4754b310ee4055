import type { FastifyInstance } from 'fastify';
import { HttpError } from './error-handler';

/** Does any string in this (parsed JSON, query or params) value hold a NUL character? */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold NUL (the driver throws, which was a 500 on twenty routes): one hook
 * refuses it in any text of any request, before a route sees it. Uploaded files arrive as bytes
 * and are the parsers' business.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new HttpError(400, 'NUL_CHARACTER', 'Text may not contain the NUL character (\\0).');
    }
  });
}
