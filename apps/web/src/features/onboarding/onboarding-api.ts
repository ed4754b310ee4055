import type { onboardingStateSchema } from '@muster/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

/** The signed-in player's questionnaire state and answers (shared by the questionnaire and dashboard). */
export const useOnboardingState = (signedIn: boolean) =>
  useQuery({
    queryKey: ['onboarding'],
    queryFn: () => apiRequest<typeof onboardingStateSchema>('/api/onboarding', { quiet: true }),
    enabled: signedIn,
  });
