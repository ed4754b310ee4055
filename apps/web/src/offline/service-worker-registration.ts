import { OFFLINE_DATA_CACHE } from '../../service-worker/offline-data';

/**
 * Installs the service worker (production builds only: the dev server has no built shell to
 * cache) once the page has loaded, so it never competes with the first paint.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('[muster] offline support is not available:', error);
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Drops the saved copy of the player's data: on sign-out, and before another player signs in. */
export async function forgetOfflineData(): Promise<void> {
  if ('caches' in window) await caches.delete(OFFLINE_DATA_CACHE);
}
