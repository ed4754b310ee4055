import { authProvidersReplySchema } from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enabledOAuthProviders, type OAuthProviderSettings } from './oauth-providers';

/** Which sign-in providers are on, for the sign-in and sign-up pages' buttons (spec 001 §7). */
export const authProviderRoutes: FastifyPluginAsyncZod<{ oauthProviders: OAuthProviderSettings }> = async (
  app,
  { oauthProviders },
) => {
  const providers = enabledOAuthProviders(oauthProviders);
  app.get(
    '/api/auth-providers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'The sign-in providers besides e-mail and password (Discord, Google, OpenID Connect)',
        response: { 200: authProvidersReplySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { providers };
    },
  );
};
