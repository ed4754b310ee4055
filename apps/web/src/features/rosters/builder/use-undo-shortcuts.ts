import { type Dispatch, useEffect } from 'react';
import type { BuilderAction } from './builder-state';

/** Text fields keep their own undo: the list's history is not rewound while typing in one. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && ['text', 'search', 'email', 'url', ''].includes(target.type);
}

/** Ctrl/Cmd+Z undoes a change to the list; Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes it. */
export function useUndoShortcuts(dispatch: Dispatch<BuilderAction>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || typingIn(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z') {
        event.preventDefault();
        dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
      } else if (key === 'y' && !event.shiftKey) {
        event.preventDefault();
        dispatch({ type: 'redo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);
}
