import { ApiRequestError } from '../../api/api-client';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { NotFoundPage } from '../not-found/NotFoundPage';
import styles from './DevPages.module.css';
import { useDevMailbox } from './dev-api';

/** Development only: mail the app would send, for following reset links without SMTP. */
export function MailboxPage() {
  const { data, error, isPending } = useDevMailbox();
  // A production server has no mailbox (and answers 404 to other machines): the page is not there.
  if (error instanceof ApiRequestError && error.status === 404) return <NotFoundPage />;
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
        <p role="alert">The mailbox could not be read: {error.message}</p>
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
