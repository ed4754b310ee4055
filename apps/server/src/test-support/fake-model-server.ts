import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
};

export type FakeReply =
  | { status?: number; statusText?: string; json: unknown }
  | { status?: number; statusText?: string; text: string }
  /** Server-sent events, each string one event's data. */
  | { events: string[] }
  /** Accept the request and never answer (time-outs). */
  | { silence: true }
  /** Close the socket without a reply. */
  | { hangUp: true };

/**
 * A language-model API on loopback for tests: it records each request and answers with whatever
 * the test scripted, so providers are exercised over real HTTP without a network or a key.
 */
export async function startFakeModelServer() {
  const requests: RecordedRequest[] = [];
  let respond: (request: RecordedRequest) => FakeReply = () => ({
    status: 500,
    json: { error: { message: 'unscripted' } },
  });
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // keep the raw text
    }
    const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
    requests.push(recorded);
    const reply = respond(recorded);
    if ('silence' in reply) return;
    if ('hangUp' in reply) {
      req.socket.destroy();
      return;
    }
    if ('events' in reply) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const data of reply.events) res.write(`data: ${data}\n\n`);
      res.end();
      return;
    }
    const status = reply.status ?? 200;
    if ('json' in reply) {
      res.writeHead(status, reply.statusText, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.json));
    } else {
      res.writeHead(status, reply.statusText, { 'content-type': 'text/plain' });
      res.end(reply.text);
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respondWith(handler: (request: RecordedRequest) => FakeReply) {
      respond = handler;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

export type FakeModelServer = Awaited<ReturnType<typeof startFakeModelServer>>;

/** Gemini's reply shape around one text. */
export const geminiReply = (text: string) => ({
  candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP' }],
});

/** OpenAI's chat-completions reply shape around one text. */
export const openAiReply = (text: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
});
