import { type AppError, createAppError } from './app-error';

/** Spec 000 §8: how a failing HTTP reply becomes an AppError. */
export function appErrorFromResponse(
  status: number,
  statusText: string,
  url: string,
  method: string,
): AppError {
  return createAppError({
    code: `HTTP_${status}`,
    message: `HTTP ${status}: ${statusText}`,
    severity: status >= 500 ? 'error' : 'warning',
    isRecoverable: status !== 404 && status < 500,
    source: url,
    category: status === 401 ? 'authentication' : status === 403 ? 'authorization' : 'api',
    data: { status, statusText, method },
  });
}

export function appErrorFromNetworkFailure(online: boolean, url: string, method: string): AppError {
  return online
    ? createAppError({
        code: 'NETWORK_ERROR',
        message: 'Network request failed',
        severity: 'error',
        isRecoverable: true,
        source: url,
        category: 'network',
        data: { method },
      })
    : createAppError({
        code: 'NETWORK_OFFLINE',
        message: 'You appear to be offline. Check your internet connection.',
        severity: 'warning',
        isRecoverable: true,
        source: url,
        category: 'network',
        data: { method },
      });
}

/** The HTTP error toast has a Retry button except for 404s, where retrying cannot help. */
export function shouldToastWithRetry(error: AppError): boolean {
  return error.code !== 'HTTP_404';
}
