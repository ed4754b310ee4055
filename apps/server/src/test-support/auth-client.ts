import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const ORIGIN = 'http://localhost:3000';

/** A browser-like client for fastify.inject that keeps its session cookie between calls. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly ip = '10.1.0.1',
  ) {}

  /** The session cookie as a Cookie header, for requests made outside inject (a real socket). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const cookie = this.cookieHeader();
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        origin: ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    this.remember(response);
    return response;
  }

  /** A raw body (file upload or pasted text) with the session cookie. */
  async raw(method: 'POST' | 'PUT', url: string, body: Buffer | string, headers: Record<string, string>) {
    const cookie = this.cookieHeader();
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
      payload: body,
    });
    this.remember(response);
    return response;
  }

  get(url: string) {
    return this.request('GET', url);
  }

  post(url: string, payload: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', url, payload, headers);
  }

  /** The same browser (its cookies, shared from now on) seen from another address. */
  atAddress(ip: string): TestClient {
    const moved = new TestClient(this.app, ip);
    moved.cookies = this.cookies;
    return moved;
  }

  /** The names of the cookies this browser holds. */
  cookieNames(): string[] {
    return [...this.cookies.keys()];
  }

  signUp(email: string, password: string, username: string) {
    return this.post('/api/auth/sign-up/email', { email, password, name: username, username });
  }

  signIn(email: string, password: string) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}
