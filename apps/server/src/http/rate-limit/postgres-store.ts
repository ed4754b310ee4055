import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type pg from 'pg';

const INCREMENT_SQL = `
INSERT INTO rate_limit_buckets (key, count, reset_at)
VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN rate_limit_buckets.reset_at <= now() THEN 1 ELSE rate_limit_buckets.count + 1 END,
  reset_at = CASE WHEN rate_limit_buckets.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_buckets.reset_at END
RETURNING count, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (reset_at - now())) * 1000))::int AS ttl`;

const PURGE_SQL = `DELETE FROM rate_limit_buckets WHERE reset_at < now() - interval '1 hour'`;

/** Counts one hit on a fixed-window bucket; returns the count so far and ms until the window resets. */
export async function hitRateLimitBucket(
  pool: pg.Pool,
  key: string,
  windowMs: number,
): Promise<{ count: number; ttlMs: number }> {
  const result = await pool.query<{ count: number; ttl: number }>(INCREMENT_SQL, [key, windowMs]);
  const row = result.rows[0];
  return { count: row?.count ?? 1, ttlMs: row?.ttl ?? windowMs };
}

/**
 * What @fastify/rate-limit hands a store's `child`: not the route options its typings promise but
 * the route's merged limit settings, with the route itself under `routeInfo` (empty for limiters
 * made with `createRateLimit`).
 */
type ChildOptions = {
  routeInfo?: { method?: string | readonly string[]; url?: string };
  groupId?: string;
};

/** The bucket prefix of one route: its method(s) and URL pattern, e.g. `POST /api/rosters/:id/analyses`. */
function routeBucketPrefix(options: ChildOptions): string {
  const route = options.routeInfo;
  if (route?.url) {
    const methods = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? 'ANY');
    return `${methods} ${route.url}`;
  }
  return options.groupId ? `group ${options.groupId}` : 'global';
}

/**
 * A @fastify/rate-limit store backed by PostgreSQL, so limits hold across every app server behind
 * a load balancer rather than per process. Each route counts in buckets of its own.
 */
export function postgresRateLimitStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options?: FastifyRateLimitOptions, prefix = 'global') {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hitRateLimitBucket(pool, `${this.prefix}:${key}`, timeWindow)
        .then(({ count, ttlMs }) => {
          callback(null, { current: count, ttl: ttlMs });
          // Expired buckets are swept now and then by whichever request happens along.
          if (Math.random() < 0.01) pool.query(PURGE_SQL).catch(() => {});
        })
        .catch((error: Error) => callback(error));
    }

    // Typed as the plugin's typings say; what arrives is ChildOptions (see above).
    child(options: object): FastifyRateLimitStore {
      return new PostgresRateLimitStore(undefined, routeBucketPrefix(options as ChildOptions));
    }
  }
  return PostgresRateLimitStore;
}
