/**
 * Runs a task once the page has loaded and the browser is idle (or after 3 s at most), so work
 * that can wait (a start-up check, saving the offline copy) does not compete with the page's own
 * code, fonts and first reads on a slow phone. Returns a cancel for a component that unmounts.
 */
export function afterLoadWhenIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const run = () => {
    if (!cancelled) task();
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(run, { timeout: 3000 });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(run, 1000);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}
