import { describe, expect, it } from 'vitest';
import { ToastStore } from './toast-store';

describe('ToastStore', () => {
  it('shows at most five and promotes waiting toasts as others close', () => {
    const store = new ToastStore();
    const ids = Array.from({ length: 7 }, (_, i) => store.show({ message: `t${i}` }));
    expect(store.visible().map((toast) => toast.message)).toEqual(['t0', 't1', 't2', 't3', 't4']);
    store.dismiss(ids[0] ?? 0);
    expect(store.visible().map((toast) => toast.message)).toEqual(['t1', 't2', 't3', 't4', 't5']);
  });

  it('defaults to 5000 ms and info, and keeps a duration of 0', () => {
    const store = new ToastStore();
    store.show({ message: 'a' });
    store.show({ message: 'b', durationMs: 0, variant: 'error' });
    expect(store.visible().map(({ durationMs, variant }) => ({ durationMs, variant }))).toEqual([
      { durationMs: 5000, variant: 'info' },
      { durationMs: 0, variant: 'error' },
    ]);
  });

  it('remembers recent toasts newest first for the notifications panel', () => {
    const store = new ToastStore();
    const id = store.show({ message: 'first' });
    store.show({ message: 'second' });
    store.dismiss(id);
    expect(store.getSnapshot().history.map((toast) => toast.message)).toEqual(['second', 'first']);
  });
});
