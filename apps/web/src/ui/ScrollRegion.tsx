import { ChevronsLeftRight } from 'lucide-react';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './ScrollRegion.module.css';

type View = { before: boolean; after: boolean; width: number };

/**
 * Whether the box hides content to its left or right (1 px of slack for sub-pixel widths), and
 * how wide it shows.
 */
function viewOf(box: HTMLElement): View {
  return {
    before: box.scrollLeft > 1,
    after: box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
    width: box.clientWidth,
  };
}

/**
 * A wide table's sideways-scrolling box. It takes keyboard focus (so it can be scrolled without a
 * mouse) and is a labelled region for screen readers. When the table is wider than the box, a
 * shadow marks each side that hides columns and a line under it says to scroll, so a clipped
 * column never passes for the table's edge. `stickyFirstColumn` keeps each row's name in view.
 */
export function ScrollRegion({
  label,
  children,
  stickyFirstColumn = false,
}: {
  label: string;
  children: ReactNode;
  stickyFirstColumn?: boolean;
}) {
  const box = useRef<HTMLElement>(null);
  const [view, setView] = useState<View>({ before: false, after: false, width: 0 });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () =>
      setView((current) => {
        const next = viewOf(element);
        return next.before === current.before && next.after === current.after && next.width === current.width
          ? current
          : next;
      });
    element.addEventListener('scroll', measure, { passive: true });
    // The box narrows with the window; the table widens when rows arrive. The observer also
    // reports each box once when it starts, after the browser's own layout: measuring here
    // instead would force a layout of the whole page in the middle of start-up.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) {
      observer.observe(element);
      if (element.firstElementChild) observer.observe(element.firstElementChild);
    } else measure();
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  const overflows = view.before || view.after;
  // A table's caption wraps to the visible width and stays put while the columns scroll.
  const frameStyle = view.width > 0 ? ({ '--region-width': `${view.width}px` } as CSSProperties) : undefined;
  return (
    <div className={styles.frame} style={frameStyle}>
      <div
        className={styles.shade}
        data-hidden-before={view.before || undefined}
        data-hidden-after={view.after || undefined}
      >
        <section
          ref={box}
          className={stickyFirstColumn ? `${styles.region} ${styles.sticky}` : styles.region}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-label={label}
        >
          {children}
        </section>
      </div>
      {overflows && (
        // The table itself is read in full by screen readers; this line is for eyes.
        <p className={styles.hint} aria-hidden="true">
          <ChevronsLeftRight size={14} /> Scroll sideways for every column
        </p>
      )}
    </div>
  );
}
