import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    for (const raw of [undefined, '', 'false', '0']) expect(parseTrustProxy(raw)).toEqual({ trust: false });
  });

  it('takes a number of hops, or proxy addresses and CIDR ranges', () => {
    expect(parseTrustProxy('1')).toEqual({ trust: 1 });
    expect(parseTrustProxy('2')).toEqual({ trust: 2 });
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual({
      trust: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback'],
    });
  });

  it('refuses the old "true" and says what to write instead', () => {
    const result = parseTrustProxy('true');
    expect(result).toHaveProperty('problem');
    if ('problem' in result) {
      expect(result.problem).toContain('no longer accepted');
      expect(result.problem).toContain('TRUST_PROXY=1');
      expect(result.problem).toContain('TRUST_PROXY=127.0.0.1,10.0.0.0/8');
    }
  });

  it.each([
    ['yes'],
    ['10.0.0.0/33'],
    ['10.0.0.0/8/1'],
    ['0.0.0.0/0'],
    ['::/0'],
    ['127.0.0.1,nginx'],
    [','],
    ['99'],
  ])('refuses %j with a message', (raw) => {
    expect(parseTrustProxy(raw)).toHaveProperty('problem');
  });

  it('makes Fastify take the client address from the right end of X-Forwarded-For', async () => {
    // What an nginx with `$proxy_add_x_forwarded_for` passes on when the client forged 1.2.3.4.
    const forwarded = '1.2.3.4, 203.0.113.9';
    const ipFor = async (raw: string, headers: Record<string, string>) => {
      const parsed = parseTrustProxy(raw);
      if (!('trust' in parsed)) throw new Error(parsed.problem);
      const app = Fastify({ trustProxy: fastifyTrustProxy(parsed.trust) });
      app.get('/', async (request) => ({ ip: request.ip }));
      const reply = await app.inject({ url: '/', remoteAddress: '127.0.0.1', headers });
      await app.close();
      return reply.json().ip as string;
    };
    expect(await ipFor('1', { 'x-forwarded-for': forwarded })).toBe('203.0.113.9');
    expect(await ipFor('127.0.0.1', { 'x-forwarded-for': forwarded })).toBe('203.0.113.9');
    expect(await ipFor('127.0.0.1,10.0.0.0/8', { 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.1.2.3' })).toBe(
      '203.0.113.9',
    );
    // Two hops: a CDN in front of nginx appends the client; nginx appends the CDN.
    expect(await ipFor('2', { 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 198.51.100.7' })).toBe('203.0.113.9');
    // The e2e server's setting: clients on loopback (IPv4 or IPv6) name their own test address.
    expect(await ipFor('loopback', { 'x-forwarded-for': '198.51.0.7' })).toBe('198.51.0.7');
    // A listed proxy is believed only when the request really comes from it.
    expect(await ipFor('10.0.0.0/8', { 'x-forwarded-for': forwarded })).toBe('127.0.0.1');
    expect(await ipFor('false', { 'x-forwarded-for': forwarded })).toBe('127.0.0.1');
  });
});

describe('TRUST_PROXY at start-up', () => {
  it('refuses the old "true" with a message saying what to write, and reads hops or addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' }, '/srv/app/dist')).toThrow(
      /Invalid environment configuration:\n {2}TRUST_PROXY: "true" is no longer accepted.*TRUST_PROXY=1/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' }, '/srv/app/dist')).toThrow('TRUST_PROXY:');
    expect(loadConfig({}, '/srv/app/dist').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }, '/srv/app/dist').trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }, '/srv/app/dist').trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
  });
});
