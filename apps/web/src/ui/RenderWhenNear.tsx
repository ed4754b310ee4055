import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/**
 * Draws `children` only once the place they go is within `margin` px of the screen; until then an
 * empty box of `reserve` px holds their place, so the page is as tall as it will be. For long
 * parts far down a page (an 800-player event's standings sit under 400 pairings): a phone does
 * not lay out what nobody has scrolled to, and by the time anyone does, it is there. The drawing is
 * a transition: React builds the part in slices of a few milliseconds between the browser's other
 * work, so a part that comes into reach (or several at once) never holds the page for one long
 * task. Once drawn, they stay drawn. Without IntersectionObserver, they are drawn at once.
 */
export function RenderWhenNear({
  reserve,
  margin = 1000,
  children,
}: {
  reserve: number;
  margin?: number;
  children: ReactNode;
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = placeholder.current;
    if (near || !box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near, margin]);
  if (near) return <>{children}</>;
  return <div ref={placeholder} style={{ height: reserve }} />;
}
