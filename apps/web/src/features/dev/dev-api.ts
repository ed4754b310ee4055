import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/api-client';

const devKeys = {
  mailbox: ['dev', 'mailbox'] as const,
};

const mailboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/** The mail the app sent without SMTP, every 3 s until the server says it has no mailbox. */
export const useDevMailbox = () =>
  useQuery({
    queryKey: devKeys.mailbox,
    queryFn: () => apiRequest<typeof mailboxSchema>('/api/dev/mailbox', { quiet: true }),
    refetchInterval: (query) => (query.state.error ? false : 3000),
    retry: false,
  });
