/** Spec 000 §9 toast constants. */
export const toastConfig = {
  maxVisible: 5,
  defaultDurationMs: 5000,
  errorBoundaryDurationMs: 8000,
  position: 'top-right',
  historySize: 30,
} as const;

type ToastVariant = 'info' | 'success' | 'warning' | 'error';

export type ToastInput = {
  message: string;
  title?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; 0 keeps it open until dismissed. */
  durationMs?: number;
  action?: { label: string; onClick: () => void };
};

export type Toast = Required<Pick<ToastInput, 'message' | 'variant' | 'durationMs'>> &
  Pick<ToastInput, 'title' | 'action'> & { id: number; createdAt: number };

type Snapshot = { queue: Toast[]; history: Toast[] };

/**
 * Toasts live outside React so that non-React code (the fetch monitor, the error tracker) can
 * raise them. Only the first five in the queue are shown; the rest wait their turn.
 */
export class ToastStore {
  private snapshot: Snapshot = { queue: [], history: [] };
  private readonly listeners = new Set<() => void>();
  private nextId = 1;

  show(input: ToastInput): number {
    const toast: Toast = {
      id: this.nextId++,
      message: input.message,
      title: input.title,
      variant: input.variant ?? 'info',
      durationMs: input.durationMs ?? toastConfig.defaultDurationMs,
      action: input.action,
      createdAt: Date.now(),
    };
    this.snapshot = {
      queue: [...this.snapshot.queue, toast],
      history: [toast, ...this.snapshot.history].slice(0, toastConfig.historySize),
    };
    this.emit();
    return toast.id;
  }

  dismiss(id: number): void {
    if (!this.snapshot.queue.some((toast) => toast.id === id)) return;
    this.snapshot = { ...this.snapshot, queue: this.snapshot.queue.filter((toast) => toast.id !== id) };
    this.emit();
  }

  clearHistory(): void {
    this.snapshot = { ...this.snapshot, history: [] };
    this.emit();
  }

  visible(snapshot = this.snapshot): Toast[] {
    return snapshot.queue.slice(0, toastConfig.maxVisible);
  }

  getSnapshot = (): Snapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const toastStore = new ToastStore();
