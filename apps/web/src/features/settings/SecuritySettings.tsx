import { type FormEvent, useState } from 'react';
import {
  AuthRequestError,
  changePassword,
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactor,
  requestEmailChange,
  type TwoFactorEnrolment,
} from '../../auth/auth-api';
import { useCurrentUser } from '../../auth/use-current-user';
import { useToast } from '../../toasts/ToastProvider';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { QrCode } from '../../ui/QrCode';
import { useAsyncAction } from '../../ui/use-async-action';
import { Field } from '../auth/AuthCard';
import styles from './SettingsPage.module.css';

function messageOf(failure: unknown): string {
  if (failure instanceof AuthRequestError) {
    if (failure.is('INVALID_PASSWORD')) return 'That password is not right.';
    if (failure.is('INVALID_CODE') || failure.is('INVALID_TWO_FACTOR_CODE'))
      return 'That code is not right. Check the time on your device.';
    return failure.message;
  }
  return 'An unexpected error occurred. Please try again.';
}

function ChangePasswordForm() {
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { busy, error, setError, run } = useAsyncAction(messageOf);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current) return setError('Enter your current password.');
    if (next.length < 8) return setError('Use at least 8 characters for the new password.');
    await run(async () => {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      toast.show({ variant: 'success', message: 'Password changed. Other devices were signed out.' });
    });
  };

  return (
    <form onSubmit={submit} className={styles.securityForm} noValidate>
      <h3>Change password</h3>
      <Field
        id="current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <Field
        id="new-password-settings"
        label="New password"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
      />
      <FormError message={error} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}

function ChangeEmailForm() {
  const { user } = useCurrentUser();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, setError, run } = useAsyncAction(messageOf);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim())) return setError('Enter a valid e-mail address.');
    if (!password) return setError('Enter your password to change your e-mail address.');
    await run(async () => {
      await requestEmailChange(email.trim(), password);
      setSentTo(email.trim());
      setEmail('');
      setPassword('');
    });
  };

  return (
    <form onSubmit={submit} className={styles.securityForm} noValidate>
      <h3>Change e-mail</h3>
      <p className={styles.hint}>
        Now: {user?.email}. The new address takes over once you click the link we send to it.
      </p>
      <Field
        id="new-email"
        label="New e-mail address"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Field
        id="email-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {sentTo && (
        <p role="status" className={styles.hint}>
          Check {sentTo} for a confirmation link.
        </p>
      )}
      <FormError message={error} />
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? 'Sending…' : 'Send confirmation link'}
      </Button>
    </form>
  );
}

function TwoFactorPanel() {
  const { user, refresh } = useCurrentUser();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const { busy, error, setError, run } = useAsyncAction(messageOf);
  const enabled = user?.twoFactorEnabled ?? false;

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Enter your password to continue.');
    void run(async () => {
      setEnrolment(await enableTwoFactor(password));
      setPassword('');
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError('Enter the 6-digit code from your authenticator app.');
    void run(async () => {
      await confirmTwoFactor(code.trim());
      setEnrolment(null);
      setCode('');
      await refresh();
      toast.show({ variant: 'success', message: 'Two-factor sign-in is on.' });
    });
  };

  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Enter your password to continue.');
    void run(async () => {
      await disableTwoFactor(password);
      setPassword('');
      await refresh();
      toast.show({ variant: 'success', message: 'Two-factor sign-in is off.' });
    });
  };

  const errorLine = error && (
    <p role="alert" className={styles.error}>
      {error}
    </p>
  );

  if (enrolment) {
    const secret = new URL(enrolment.totpURI).searchParams.get('secret') ?? '';
    return (
      <form onSubmit={confirm} className={styles.securityForm} noValidate>
        <h3>Scan with your authenticator app</h3>
        <div className={styles.qr}>
          <QrCode value={enrolment.totpURI} label="QR code for your authenticator app" />
        </div>
        <p className={styles.hint}>
          Or type this key: <code data-testid="totp-secret">{secret}</code>
        </p>
        <p className={styles.hint}>
          Save these recovery codes somewhere safe. Each one signs you in once if you lose your device.
        </p>
        <ul className={styles.codes} data-testid="recovery-codes">
          {enrolment.backupCodes.map((backup) => (
            <li key={backup}>
              <code>{backup}</code>
            </li>
          ))}
        </ul>
        <Field
          id="totp-confirm"
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        {errorLine}
        <Button type="submit" disabled={busy}>
          Turn on two-factor sign-in
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={enabled ? turnOff : start} className={styles.securityForm} noValidate>
      <h3>Two-factor sign-in</h3>
      <p className={styles.hint}>
        {enabled
          ? 'On. Signing in asks for a code from your authenticator app.'
          : 'Off. Add a code from an authenticator app to your sign-in, so a stolen password is not enough.'}
      </p>
      <Field
        id="two-factor-password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {errorLine}
      <Button type="submit" variant={enabled ? 'danger' : 'primary'} disabled={busy}>
        {enabled ? 'Turn off two-factor sign-in' : 'Set up two-factor sign-in'}
      </Button>
    </form>
  );
}

export function SecuritySettings() {
  return (
    <Card>
      <h2 id="security">Security</h2>
      <div className={styles.securityGrid}>
        <ChangePasswordForm />
        <ChangeEmailForm />
        <TwoFactorPanel />
      </div>
    </Card>
  );
}
