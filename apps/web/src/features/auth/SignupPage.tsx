import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthRequestError, signUp } from '../../auth/auth-api';
import { useCurrentUser } from '../../auth/use-current-user';
import { Button } from '../../ui/Button';
import { usePublicSite } from '../site-settings/site-settings-api';
import { AuthCard, Field } from './AuthCard';
import styles from './AuthPages.module.css';
import { ProviderButtons } from './ProviderButtons';

const USERNAME_PATTERN = /^[a-zA-Z0-9_.]{3,30}$/;
const MIN_PASSWORD = 8;

type Errors = Partial<Record<'email' | 'username' | 'password' | 'form', string>>;

function validate(email: string, username: string, password: string): Errors {
  const errors: Errors = {};
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) errors.email = 'Enter a valid e-mail address.';
  if (!USERNAME_PATTERN.test(username)) errors.username = 'Use 3–30 letters, digits, dots or underscores.';
  if (password.length < MIN_PASSWORD) errors.password = `Use at least ${MIN_PASSWORD} characters.`;
  return errors;
}

export function SignupPage() {
  const navigate = useNavigate();
  const { refresh } = useCurrentUser();
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const site = usePublicSite();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(email.trim(), username.trim(), password);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await signUp({ email: email.trim(), username: username.trim(), password });
      await refresh();
      navigate('/onboarding/questionnaire', { replace: true });
    } catch (failure) {
      const message =
        failure instanceof AuthRequestError
          ? failure.message
          : 'An unexpected error occurred. Please try again.';
      // The server's password policy names what is wrong: shown under the password field.
      const field =
        failure instanceof AuthRequestError && failure.is('USERNAME_TAKEN')
          ? 'username'
          : failure instanceof AuthRequestError && failure.code.startsWith('PASSWORD_')
            ? 'password'
            : 'form';
      setErrors({ [field]: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Create Account"
      lead="Keep your rosters, get analysis grounded in real dice maths, and join tournaments."
      footer={
        <>
          Already have an account? <Link to="/login">Sign in</Link>
        </>
      }
    >
      {site.data?.signupsOpen === false ? (
        <p className={styles.notice} role="status">
          Sign-ups are closed at the moment. Existing members can still sign in.
        </p>
      ) : (
        <>
          <ProviderButtons next={null} />
          <form className={styles.form} onSubmit={submit} noValidate>
            <Field
              id="signup-email"
              label="E-mail address"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={errors.email}
              required
            />
            <Field
              id="signup-username"
              label="Username"
              autoComplete="username"
              hint="Shown to opponents and organisers."
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              error={errors.username}
              required
            />
            <Field
              id="signup-password"
              label="Password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters. Long passphrases are welcome."
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              required
            />
            {errors.form && (
              <p className={styles.error} role="alert">
                {errors.form}
              </p>
            )}
            <Button type="submit" disabled={busy}>
              {busy ? 'Creating your account…' : 'Create Account'}
            </Button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
