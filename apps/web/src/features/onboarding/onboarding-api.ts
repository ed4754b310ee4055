import type { onboardingStateSchema } from '@muster/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

const onboardingKeys = {
  state: ['onboarding'] as const,
};

/** The signed-in player's questionnaire state and answers (shared by the questionnaire and dashboard). */
export const useOnboardingState = (signedIn: boolean) =>
  useQuery({
    queryKey: onboardingKeys.state,
    queryFn: () => apiRequest<typeof onboardingStateSchema>('/api/onboarding', { quiet: true }),
    enabled: signedIn,
  });

/** Reads the questionnaire state again (after it is finished); settles once it has been. */
export function useRefreshOnboardingState() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: onboardingKeys.state });
}

/** Saves one step's answers. */
export const saveOnboardingStep = (userId: string, step: number, answers: Record<string, unknown>) =>
  apiRequest<typeof onboardingStateSchema>('/api/onboarding/steps', {
    method: 'POST',
    body: { userId, step, answers },
    quiet: true,
  });

/** Marks the questionnaire finished. */
export const completeOnboarding = (userId: string) =>
  apiRequest<typeof onboardingStateSchema>('/api/onboarding/complete', {
    method: 'POST',
    body: { userId },
    quiet: true,
  });
