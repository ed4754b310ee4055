import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { forgetOfflineData } from '../offline/service-worker-registration';
import { toastStore } from '../toasts/toast-store';
import { signOut } from './auth-api';

/** Spec 001 §9: wait at most 3 s for the server, then go to /login 100 ms later. */
const SIGN_OUT_TIMEOUT_MS = 3000;
const REDIRECT_DELAY_MS = 100;

export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const timeout = new Promise<'timeout'>((resolve) =>
      setTimeout(() => resolve('timeout'), SIGN_OUT_TIMEOUT_MS),
    );
    const outcome = await Promise.race([signOut().then(() => 'done' as const), timeout]).catch(
      () => 'failed' as const,
    );
    if (outcome !== 'done') {
      toastStore.show({
        variant: 'warning',
        message: 'Signed out on this device; the server could not be reached to end the session.',
      });
    }
    queryClient.clear();
    await forgetOfflineData().catch(() => {});
    setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
  }, [queryClient, navigate]);
}
