import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/api-client';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import styles from './DevPages.module.css';

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

/** Development only: mail the app would send, for following reset links without SMTP. */
export function MailboxPage() {
  const { data, error, isPending } = useQuery({
    queryKey: ['dev', 'mailbox'],
    queryFn: () => apiRequest('/api/dev/mailbox', mailboxSchema, { quiet: true }),
    refetchInterval: 3000,
  });
  return (
    <>
      <title>Mailbox · Muster</title>
      <PageHeader
        eyebrow="Development"
        title="Mailbox"
        description="E-mail the app sent while no SMTP server is configured. Newest first."
      />
      {isPending ? (
        <PageSpinner />
      ) : error ? (
        <p role="alert">The mailbox exists only in development builds ({error.message}).</p>
      ) : data.messages.length === 0 ? (
        <p className={styles.hint}>No mail yet.</p>
      ) : (
        <div className={styles.grid}>
          {data.messages.map((message) => (
            <Card key={message.id}>
              <h2>{message.subject}</h2>
              <p className={styles.hint}>
                To {message.to} · {new Date(message.createdAt).toLocaleString()}
              </p>
              <pre className={styles.mail}>{message.text}</pre>
            </Card>
          ))}
        </div>
      )}
    </>
  );
}
