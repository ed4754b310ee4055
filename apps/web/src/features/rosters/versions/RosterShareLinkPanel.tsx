import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { copyText } from '../../../ui/clipboard';
import { FormError } from '../../../ui/FormError';
import styles from '../Rosters.module.css';
import { sharedListUrl, useShareLink, useShareLinkActions } from './roster-versions-api';

/** A read-only link to the list for anyone (no account needed), revocable at once. */
export function RosterShareLinkPanel({ rosterId }: { rosterId: string }) {
  const link = useShareLink(rosterId);
  const actions = useShareLinkActions(rosterId);
  const [copied, setCopied] = useState<'not yet' | 'copied' | 'refused'>('not yet');
  const current = link.data?.link ?? null;
  const url = current ? sharedListUrl(current.token) : null;
  return (
    <section className={styles.shareLink} aria-labelledby="share-link-heading">
      <h2 id="share-link-heading">Read-only link</h2>
      {url ? (
        <>
          <p>Anyone with this link sees the list as it stands, without an account:</p>
          <input
            aria-label="Link to this list"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className={styles.shareActions}>
            <Button
              size="sm"
              onClick={async () => {
                setCopied((await copyText(url)) ? 'copied' : 'refused');
              }}
            >
              {copied === 'copied' ? 'Copied' : 'Copy link'}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={actions.revoke.isPending}
              onClick={() => {
                setCopied('not yet');
                actions.revoke.mutate();
              }}
            >
              Stop sharing
            </Button>
          </div>
          {copied === 'refused' && (
            <p role="status">The browser did not let the link be copied: select it above and copy it.</p>
          )}
        </>
      ) : (
        <>
          <p>Make a link to send this list to an opponent or an organiser; you can stop it at any time.</p>
          <Button
            size="sm"
            disabled={actions.create.isPending || link.isPending}
            onClick={() => actions.create.mutate()}
          >
            Make a link
          </Button>
        </>
      )}
      <FormError message={actions.create.error?.message ?? actions.revoke.error?.message} />
    </section>
  );
}
