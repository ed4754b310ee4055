import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthRequestError, requestPasswordReset, resetPassword } from '../../auth/auth-api';
import { Button, ButtonLink } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { useAsyncAction } from '../../ui/use-async-action';
import { AuthCard, Field } from './AuthCard';
import styles from './AuthPages.module.css';

function describeRequestFailure(failure: unknown): string {
  return failure instanceof AuthRequestError
    ? failure.message
    : 'An unexpected error occurred. Please try again.';
}

function describeResetFailure(failure: unknown): string {
  return failure instanceof AuthRequestError && failure.status === 400
    ? 'This reset link has expired or was already used. Ask for a new one.'
    : 'An unexpected error occurred. Please try again.';
}

function RequestResetForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, error, setError, run } = useAsyncAction(describeRequestFailure);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim())) {
      setError('Enter a valid e-mail address.');
      return;
    }
    await run(async () => {
      await requestPasswordReset(email.trim());
      setSent(true);
    });
  };

  if (sent) {
    return (
      <p className={styles.notice} role="status">
        If an account uses {email.trim()}, a reset link is on its way. It works once and expires in an hour.
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        id="reset-email"
        label="E-mail address"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <FormError message={error} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send reset link'}
      </Button>
    </form>
  );
}

function ChooseNewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, setError, run } = useAsyncAction(describeResetFailure);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < 8) return setError('Use at least 8 characters.');
    if (password !== confirm) return setError('The two passwords differ.');
    await run(async () => {
      await resetPassword(token, password);
      setDone(true);
    });
  };

  if (done) {
    return (
      <>
        <p className={styles.notice} role="status">
          Your password is changed and every other session was signed out.
        </p>
        <ButtonLink to="/login">Sign in</ButtonLink>
      </>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Field
        id="confirm-password"
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <FormError message={error} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard
      title="Reset Password"
      lead={
        token
          ? 'Choose a new password for your account.'
          : 'We will e-mail you a link to choose a new password.'
      }
      footer={<Link to="/login">Back to sign in</Link>}
    >
      {token ? <ChooseNewPasswordForm token={token} /> : <RequestResetForm />}
    </AuthCard>
  );
}
