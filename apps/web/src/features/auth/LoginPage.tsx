import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthRequestError, signIn } from '../../auth/auth-api';
import { useCurrentUser } from '../../auth/use-current-user';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { AuthCard, Field } from './AuthCard';
import styles from './AuthPages.module.css';
import { ProviderButtons } from './ProviderButtons';
import { providerErrorMessage } from './provider-sign-in';
import { safeNextPath } from './safe-next';

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, refresh } = useCurrentUser();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const expired = params.get('reason') === 'session_expired';
  // A provider sign-in that failed comes back here with `error` (never shown as sent).
  const providerError = providerErrorMessage(params.get('error'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Enter your e-mail address and password.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const outcome = await signIn(email.trim(), password);
      if (outcome.twoFactorRequired) {
        navigate(`/login/two-factor?next=${encodeURIComponent(safeNextPath(params.get('next')))}`);
        return;
      }
      await refresh();
      navigate(safeNextPath(params.get('next')), { replace: true });
    } catch (failure) {
      setError(
        failure instanceof AuthRequestError
          ? failure.message
          : 'Authentication failed. Please check your credentials.',
      );
    } finally {
      setBusy(false);
    }
  };

  // Someone already signed in (or just signed in) goes on to `next`, or home when `next` is
  // foreign or odd, never stays here.
  if (user) return <Navigate to={safeNextPath(params.get('next'))} replace />;

  return (
    <AuthCard
      title="Sign In"
      lead="Welcome back, commander. Sign in to reach your rosters, events and coaching."
      footer={
        <>
          New to Muster? <Link to="/signup">Create an account</Link>
        </>
      }
    >
      {expired && (
        <p className={styles.notice} role="status">
          Your session has expired. Please sign in again.
        </p>
      )}
      {providerError && (
        <p className={styles.notice} role="alert">
          {providerError}
        </p>
      )}
      <ProviderButtons next={params.get('next')} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          id="login-email"
          label="E-mail address"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <Field
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <FormError message={error} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign In'}
        </Button>
        <Link to="/reset-password" className={styles.secondaryLink}>
          Forgot your password?
        </Link>
      </form>
    </AuthCard>
  );
}
