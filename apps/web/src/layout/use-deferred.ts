import { type ButtonHTMLAttributes, type KeyboardEvent, useCallback, useRef, useState } from 'react';

/**
 * A piece of the shell that is only needed once the user reaches for it (a menu, a popover, the
 * drawer): `preload` starts fetching its chunk (on hover, focus or touch), `loaded` is the export
 * once it has arrived. `load` must be stable (declared at module level).
 */
export function useDeferred<T>(load: () => Promise<T>): { loaded: T | null; preload: () => void } {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const pending = useRef<Promise<T> | null>(null);
  const preload = useCallback(() => {
    if (pending.current) return;
    const request = load();
    pending.current = request;
    request.then(
      (value) => setLoaded({ value }),
      () => {
        // A failed fetch (offline, new deployment) is tried again on the next intent.
        pending.current = null;
      },
    );
  }, [load]);
  return { loaded: loaded ? loaded.value : null, preload };
}

/** Keys that open a Radix menu or popover from its trigger. */
const isOpeningKey = (key: string, menu: boolean) =>
  key === 'Enter' || key === ' ' || (menu && key === 'ArrowDown');

/**
 * The props of a stand-in trigger: the closed Radix trigger's attributes, loading on hover, touch
 * or focus, opening on press (pointer down, as Radix menus do), click or an opening key. Opening
 * on press matters: when the chunk lands between the press and the release, the stand-in is
 * replaced under the finger, the browser sends the click to neither button, and a click-only
 * stand-in would lose the tap. `focused` tells the real trigger to take focus.
 */
export function standInTriggerProps({
  preload,
  activate,
  focused,
  menu,
}: {
  preload: () => void;
  activate: () => void;
  focused: { current: boolean };
  menu: boolean;
}): ButtonHTMLAttributes<HTMLButtonElement> & { 'data-state': 'closed' } {
  return {
    type: 'button',
    'aria-haspopup': menu ? 'menu' : 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: preload,
    onTouchStart: preload,
    onFocus: () => {
      focused.current = true;
      preload();
    },
    onBlur: () => {
      focused.current = false;
    },
    onPointerDown: activate,
    onClick: activate,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!isOpeningKey(event.key, menu)) return;
      event.preventDefault();
      activate();
    },
  };
}
