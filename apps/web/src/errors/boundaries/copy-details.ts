import { toastConfig, toastStore } from '../../toasts/toast-store';
import { type AppError, describeForClipboard } from '../app-error';

export async function copyErrorDetails(error: AppError, stack?: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(describeForClipboard(error, { stack, url: window.location.href }));
    toastStore.show({
      variant: 'success',
      message: 'Error details copied to clipboard',
      durationMs: toastConfig.errorBoundaryDurationMs,
    });
  } catch {
    toastStore.show({
      variant: 'error',
      message: 'Failed to copy error details',
      durationMs: toastConfig.errorBoundaryDurationMs,
    });
  }
}
