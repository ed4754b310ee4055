import { onboardingOptions } from '@muster/contracts/onboarding-options';
import { mentionsFaction } from '@muster/library';
import { ArrowRight } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { usePublishedContent } from '../../content/published-content';
import { useOnboardingState } from '../onboarding/onboarding-api';
import { readAnswers } from '../onboarding/player-answers';
import { useRosterList } from '../rosters/rosters-api';
import styles from './DashboardPage.module.css';
import { nextSteps } from './next-steps';

/** Factions that at least one published article is about, matched as the library's picks match them. */
function useLibraryFactions(): ReadonlySet<string> {
  const { data } = usePublishedContent();
  return useMemo(
    () =>
      new Set(
        onboardingOptions.preferredFactions.filter((faction) =>
          (data ?? []).some((item) =>
            mentionsFaction(
              `${item.title} ${item.description} ${item.tags.join(' ')}`,
              faction,
              onboardingOptions.preferredFactions,
            ),
          ),
        ),
      ),
    [data],
  );
}

/** "Your next steps": cards chosen from the questionnaire, each saying why it is there. */
export function NextSteps() {
  const onboarding = useOnboardingState(true);
  const rosters = useRosterList();
  const libraryFactions = useLibraryFactions();
  // Until the answers arrive the cards would be the skipped-questionnaire ones: wait instead.
  if (onboarding.isPending) return <p className={styles.muted}>Loading your next steps…</p>;
  if (onboarding.error)
    return (
      <p className={styles.muted}>
        Your suggestions could not be loaded ({onboarding.error.message}). The quick actions below still work.
      </p>
    );
  const steps = nextSteps({
    answers: onboarding.data ? readAnswers(onboarding.data.responses) : null,
    latestRosterId: rosters.data?.[0]?.id ?? null,
    libraryFactions,
  });
  const answered = onboarding.data !== undefined && readAnswers(onboarding.data.responses) !== null;
  return (
    <>
      <ul className={styles.nextSteps}>
        {steps.map((step) => (
          <li key={step.id}>
            <Link to={step.to} className={styles.nextStep} data-step={step.id}>
              <span className={styles.actionLabel}>
                {step.title} <ArrowRight size={16} aria-hidden="true" />
              </span>
              <span className={styles.muted}>{step.text}</span>
              <span className={styles.because}>{step.because}</span>
            </Link>
          </li>
        ))}
      </ul>
      {answered && (
        <p className={styles.tune}>
          <Link to="/onboarding/questionnaire">Tune these suggestions</Link>: change your answers to the
          questionnaire (your armies, experience and play style are also on your{' '}
          <Link to="/profile">profile</Link>).
        </p>
      )}
    </>
  );
}
