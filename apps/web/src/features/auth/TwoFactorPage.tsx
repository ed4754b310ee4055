import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthRequestError, verifyTwoFactor } from '../../auth/auth-api';
import { useCurrentUser } from '../../auth/use-current-user';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { AuthCard, Field } from './AuthCard';
import styles from './AuthPages.module.css';
import { safeNextPath } from './safe-next';

/** Second step of sign-in for accounts with two-factor authentication. */
export function TwoFactorPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refresh } = useCurrentUser();
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.replace(/\s+/g, '');
    if (kind === 'totp' && !/^\d{6}$/.test(trimmed)) {
      setError('Enter the 6-digit code from your authenticator app.');
      return;
    }
    if (!trimmed) {
      setError('Enter one of your recovery codes.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await verifyTwoFactor(trimmed, kind);
      await refresh();
      navigate(safeNextPath(params.get('next')), { replace: true });
    } catch (failure) {
      setError(failure instanceof AuthRequestError ? failure.message : 'That code did not work. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Two-Factor Check"
      lead={
        kind === 'totp'
          ? 'Enter the 6-digit code from your authenticator app.'
          : 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'
      }
      footer={<Link to="/login">Back to sign in</Link>}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          id="two-factor-code"
          label={kind === 'totp' ? 'Authentication code' : 'Recovery code'}
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <FormError message={error} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Checking…' : 'Verify'}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setKind(kind === 'totp' ? 'backup' : 'totp');
            setCode('');
            setError(null);
          }}
        >
          {kind === 'totp' ? 'Use a recovery code instead' : 'Use an authenticator code instead'}
        </Button>
      </form>
    </AuthCard>
  );
}
