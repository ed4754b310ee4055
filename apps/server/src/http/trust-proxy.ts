import { isIP } from 'node:net';

/**
 * Which proxies in front of the app are believed about the client's address: `false`, none (the
 * socket's address is the client's); a number n, the n proxies nearest the app, whatever their
 * addresses; or a list of proxy addresses and CIDR ranges. Either way the client address is read
 * from the right end of `X-Forwarded-For`, skipping only trusted hops, so whatever a client writes
 * into the header itself (which an nginx `$proxy_add_x_forwarded_for` keeps on the left) is never
 * believed.
 */
export type TrustProxy = false | number | string[];

/**
 * The trust as Fastify's `trustProxy` takes it. Fastify hands a list to proxy-addr, which walks
 * `X-Forwarded-For` from the right while each hop is a listed proxy. A plain number is no use:
 * Fastify 5 takes it as trusting nothing (it cannot check the peer), so n hops is the proxy-addr
 * test `hop < n`, which believes the socket's peer and the n − 1 entries nearest it.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** proxy-addr's names for the private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const EXAMPLES =
  'write the number of proxies in front of the app (TRUST_PROXY=1 for one nginx on the same machine) or their addresses (TRUST_PROXY=127.0.0.1 or TRUST_PROXY=127.0.0.1,10.0.0.0/8)';

function entryProblem(entry: string): string | null {
  if (NAMED_RANGES.has(entry)) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix === undefined) return null;
  const bits = version === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits)
    return `"${entry}" has a prefix length outside 0–${bits}`;
  if (Number(prefix) === 0) return `"${entry}" is every address, which would believe any client`;
  return null;
}

/** Reads TRUST_PROXY: the trust, or what is wrong with the value and what to write instead. */
export function parseTrustProxy(raw: string | undefined): { trust: TrustProxy } | { problem: string } {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return { trust: false };
  if (value === 'true')
    return {
      problem: `"true" is no longer accepted: it believed the client's own X-Forwarded-For, so anyone could pick the address per-address limits count. Instead ${EXAMPLES}.`,
    };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 16) return { problem: `${hops} proxy hops is more than any real chain; ${EXAMPLES}.` };
    return { trust: hops };
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const problems = entries.map(entryProblem).filter((problem) => problem !== null);
  if (entries.length === 0 || problems.length > 0)
    return { problem: `${problems.join('; ') || 'no proxy address given'}: ${EXAMPLES}.` };
  return { trust: entries };
}
