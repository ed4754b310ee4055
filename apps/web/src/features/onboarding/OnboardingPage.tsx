import { onboardingStepTitles } from '@muster/contracts/onboarding-options';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../api/api-client';
import { deferredModule } from '../../app/deferred-module';
import { useCurrentUser } from '../../auth/use-current-user';
import { Button, ButtonLink } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { PageSpinner } from '../../ui/PageSpinner';
import { StatePanel } from '../../ui/StatePanel';
import styles from './OnboardingPage.module.css';
import {
  completeOnboarding,
  saveOnboardingStep,
  useOnboardingState,
  useRefreshOnboardingState,
} from './onboarding-api';
import { optionLabel, type QuestionField, questionnaireFields } from './questionnaire-fields';

type Answers = Record<string, unknown>;

// Each step's answer schema, fetched once the player starts answering, so the page starts without
// zod. If it cannot be fetched the server's own check (the same schema) still answers.
const stepChecks = deferredModule(() => import('@muster/contracts/onboarding'));

function FieldInput({
  field,
  value,
  onChange,
}: {
  field: QuestionField;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  if (field.kind === 'consent') {
    return (
      <label className={styles.consent}>
        <input
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{field.label}</span>
      </label>
    );
  }
  const selected = Array.isArray(value) ? value : [];
  return (
    <fieldset className={styles.fieldset}>
      <legend>{field.label}</legend>
      <div className={styles.options}>
        {field.options.map((option) => {
          const checked = field.kind === 'single' ? value === option : selected.includes(option);
          return (
            <label key={option} className={styles.option} data-checked={checked || undefined}>
              <input
                type={field.kind === 'single' ? 'radio' : 'checkbox'}
                name={field.key}
                value={option}
                checked={checked}
                onChange={() =>
                  onChange(
                    field.kind === 'single'
                      ? option
                      : checked
                        ? selected.filter((entry) => entry !== option)
                        : [...selected, option],
                  )
                }
              />
              <span>{optionLabel(option)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function OnboardingPage() {
  const { user, isLoading, refresh } = useCurrentUser();
  const navigate = useNavigate();
  const state = useOnboardingState(user !== null);
  const refreshState = useRefreshOnboardingState();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!state.data) return;
    setAnswers(state.data.responses);
    // Finished before: this is a review, from the first step with every answer filled in.
    setStep(state.data.completed ? 0 : Math.min(state.data.step, onboardingStepTitles.length - 1));
  }, [state.data]);

  if (isLoading || (user && state.isPending)) return <PageSpinner />;
  if (!user) {
    return (
      <StatePanel
        title="Onboarding Questionnaire"
        actions={<ButtonLink to="/login?next=%2Fonboarding%2Fquestionnaire">Sign In</ButtonLink>}
      >
        <p>Sign in to tell us how you play, so analysis and coaching fit you.</p>
      </StatePanel>
    );
  }

  const fields = questionnaireFields[step] ?? [];
  const last = step === onboardingStepTitles.length - 1;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const stepAnswers = Object.fromEntries(
      fields.map((field) => [field.key, answers[field.key] ?? (field.kind === 'multi' ? [] : undefined)]),
    );
    if (busy) return;
    setBusy(true);
    const checks = await stepChecks.load().catch(() => null);
    const check = checks?.onboardingSteps[step]?.schema.safeParse(stepAnswers);
    if (check && !check.success) {
      setBusy(false);
      const issue = check.error.issues[0];
      const label = fields.find((field) => field.key === issue?.path[0])?.label ?? 'This step';
      setError(
        issue?.code === 'invalid_value' && issue.path[0] === 'privacyAcknowledgement'
          ? issue.message
          : `${label}: please choose an answer.`,
      );
      return;
    }
    setError(null);
    try {
      await saveOnboardingStep(user.id, step, stepAnswers);
      if (last) {
        await completeOnboarding(user.id);
        await refreshState();
        await refresh();
        navigate('/dashboard', { replace: true });
      } else {
        setStep(step + 1);
      }
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError ? failure.message : 'Your answers could not be saved. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="onboarding-title">
      <title>Onboarding Questionnaire · Muster</title>
      <h1 id="onboarding-title">Onboarding Questionnaire</h1>
      {state.data?.completed ? (
        <p className={styles.lead}>
          Your answers so far are filled in. Change anything, go through to Finish, and your dashboard
          suggestions and library picks follow the new answers.
        </p>
      ) : (
        <p className={styles.lead}>
          A few questions so Muster's analysis, coaching and library fit how you play. Each step is saved as
          you go.
        </p>
      )}
      <ol className={styles.progress} aria-label="Progress">
        {onboardingStepTitles.map((title, index) => (
          <li
            key={title}
            data-state={index < step ? 'done' : index === step ? 'current' : 'upcoming'}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="visually-hidden">Step {index + 1}: </span>
            {title}
          </li>
        ))}
      </ol>
      <form onSubmit={submit} className={styles.form} noValidate>
        <h2>
          Step {step + 1} of {onboardingStepTitles.length}: {onboardingStepTitles[step]}
        </h2>
        {fields.map((field) => (
          <FieldInput
            key={field.key}
            field={field}
            value={answers[field.key]}
            onChange={(value) => {
              void stepChecks.load().catch(() => undefined);
              setAnswers({ ...answers, [field.key]: value });
            }}
          />
        ))}
        <FormError message={error} />
        <div className={styles.actions}>
          {step > 0 && (
            <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={busy}>
              Back
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : last ? 'Finish' : 'Next'}
          </Button>
        </div>
      </form>
    </section>
  );
}
