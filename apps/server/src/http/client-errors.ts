import type { Socket } from 'node:net';
import { passThroughCode } from '@muster/contracts/error-codes';
import { apiError } from './error-handler';

const statusFor = (code: string | undefined): [number, string, string] => {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return [431, 'Request Header Fields Too Large', 'The address or headers are too long.'];
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return [408, 'Request Timeout', 'The request took too long to arrive.'];
  return [400, 'Bad Request', 'The request could not be read.'];
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an address or headers too long, a
 * malformed request) are answered in the API's error shape, not Node's bare status line.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const [status, reason, message] = statusFor(error.code);
  const body = JSON.stringify(apiError(passThroughCode(reason.toUpperCase().replace(/ /g, '_')), message));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
