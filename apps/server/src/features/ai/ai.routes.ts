import { engineStatusSchema } from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answeringEngine } from './engine-status';
import type { LanguageModel } from './language-model';

export const aiRoutes: FastifyPluginAsyncZod<{ narrator: LanguageModel | null }> = async (
  app,
  { narrator },
) => {
  app.get(
    '/api/ai/status',
    {
      config: { access: 'public' },
      schema: {
        tags: ['analysis'],
        summary:
          'What answers the analyzer and the coach here: Muster’s rules engine, or the configured language model and its name',
        response: { 200: engineStatusSchema },
      },
    },
    async () => ({ engine: answeringEngine(narrator) }),
  );
};
