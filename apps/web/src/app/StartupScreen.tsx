/**
 * The start-up screen while the router loads the first page's code: the same markup (and the
 * classes styled in index.html) as the plain-HTML screen the page arrives with, so the phone shows
 * one steady screen from the first paint until the page itself.
 */
export function StartupScreen() {
  return (
    <div className="startup" role="status">
      <svg viewBox="0 0 64 64" width="48" height="48" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="12" fill="var(--color-bg-tertiary)" />
        <path
          d="M14 46V18l18 16 18-16v28"
          fill="none"
          stroke="var(--color-accent-primary)"
          strokeWidth="6"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      <span className="startup-word">MUSTER</span>
      <span className="startup-ring" aria-hidden="true" />
      <span className="visually-hidden">Loading Muster…</span>
    </div>
  );
}
