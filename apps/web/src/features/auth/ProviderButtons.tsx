import { useEffect, useState } from 'react';
import { AuthRequestError, startProviderSignIn } from '../../auth/auth-api';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import styles from './AuthPages.module.css';
import { useAuthProviders } from './auth-api';
import { providerSignInTargets } from './provider-sign-in';

/**
 * "Continue with Discord / Google / …" for each provider the server has on, above the e-mail form;
 * nothing at all when none is. A click asks the server to start the sign-in and goes to the
 * provider's page (a navigation, so the strict CSP has nothing to allow).
 */
export function ProviderButtons({ next }: { next: string | null }) {
  const providers = useAuthProviders().data?.providers ?? [];
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Back from the provider's page, the browser may restore this page as it was left: busy.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(null);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  if (providers.length === 0) return null;

  const start = async (id: string) => {
    setBusy(id);
    setError(null);
    try {
      window.location.assign(await startProviderSignIn(id, providerSignInTargets(next)));
    } catch (failure) {
      setError(
        failure instanceof AuthRequestError ? failure.message : 'That did not work. Please try again.',
      );
      setBusy(null);
    }
  };

  return (
    <div className={styles.providers}>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          disabled={busy !== null}
          onClick={() => void start(provider.id)}
        >
          {busy === provider.id ? `Opening ${provider.label}…` : `Continue with ${provider.label}`}
        </Button>
      ))}
      <FormError message={error} />
      <p className={styles.divider}>
        <span>or with your e-mail address</span>
      </p>
    </div>
  );
}
