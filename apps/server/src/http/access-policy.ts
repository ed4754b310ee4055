import type { FastifyInstance } from 'fastify';

/**
 * Who may call a route. Every /api route must declare one in `config.access`; registering a route
 * without it fails at start-up, so nothing is reachable by accident.
 */
export const accessPolicies = ['public', 'user', 'admin', 'super_user'] as const;
export type AccessPolicy = (typeof accessPolicies)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
}

export function requireAccessPolicies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access || !accessPolicies.includes(access)) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy`);
    }
  });
}
