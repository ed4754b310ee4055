import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * From this many rows a list draws only the rows on screen (and a few either side). A 100-player
 * event's pairings and standings were 2,781 elements drawn at once, most of a phone's start-up;
 * a club event's short lists stay drawn whole, so the browser's own find-in-page still reaches
 * every row there.
 */
export const WINDOW_FROM = 50;

/** A row's likely height in px before it is measured, on a phone (up to `phoneWidth`) and wider. */
export type RowEstimate = { phone: number; wide: number; phoneWidth: number };

/**
 * One live MediaQueryList per width, made once: the virtualizer asks for an estimate per row
 * (800 of them in a Grand Tournament's standings), and a fresh matchMedia per call showed up as
 * ~100 ms of a phone's start-up in a profile.
 */
const phoneQueries = new Map<number, MediaQueryList | null>();
function isPhone(width: number): boolean {
  let query = phoneQueries.get(width);
  if (query === undefined) {
    query =
      typeof window !== 'undefined' && window.matchMedia
        ? window.matchMedia(`(max-width: ${width}px)`)
        : null;
    phoneQueries.set(width, query);
  }
  return query?.matches ?? false;
}

/**
 * The rows of a table body to draw, windowed over the page's own scroll (a list in a box of its
 * own would be a scroll inside a scroll on a phone). Rows keep their measured heights by key
 * across live updates and searches. `before` and `after` are the heights the rows not drawn
 * would take: the caller fills them with spacer rows, so the page is as tall as the whole list
 * and its scrollbar and everything under the list stay where they would be.
 */
/** The estimate for this screen. */
export const rowEstimateNow = (estimate: RowEstimate) =>
  isPhone(estimate.phoneWidth) ? estimate.phone : estimate.wide;

export function useWindowedRows({
  keys,
  windowed,
  estimate,
}: {
  /** Each row's key, in order. */
  keys: readonly string[];
  windowed: boolean;
  estimate: RowEstimate;
}) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Where the list starts on the page: the window's scroll position is read against it.
  const [scrollMargin, setScrollMargin] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count: keys.length,
    enabled: windowed,
    estimateSize: () => rowEstimateNow(estimate),
    getItemKey: (index) => keys[index] ?? index,
    overscan: 6,
    scrollMargin,
  });

  // Content above the list changes height (the game card filling in, a result's form opening,
  // fonts arriving): the list's offset is read again after each render and whenever the page
  // resizes, before the browser paints, so the rows drawn are always the ones on screen.
  const measureMargin = useCallback(() => {
    const body = bodyRef.current;
    if (!body) return;
    const top = Math.round(body.getBoundingClientRect().top + window.scrollY);
    setScrollMargin((current) => (current === top ? current : top));
  }, []);
  useLayoutEffect(() => {
    if (windowed) measureMargin();
  });
  useLayoutEffect(() => {
    if (!windowed || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measureMargin);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [windowed, measureMargin]);

  /**
   * Brings row `index` to the middle of the screen and moves focus to it (the row takes focus with
   * tabIndex -1), so a screen reader reads it and the keyboard goes on from it. A windowed row is
   * drawn only once the page has scrolled to it: focus follows within a few frames.
   */
  const jumpToRow = (index: number) => {
    if (windowed) virtualizer.scrollToIndex(index, { align: 'center' });
    let frames = 0;
    const focus = () => {
      const row = bodyRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
      if (row && !windowed) row.scrollIntoView({ block: 'center' });
      if (row) row.focus({ preventScroll: true });
      else if (++frames < 30) requestAnimationFrame(focus);
    };
    requestAnimationFrame(focus);
  };

  /**
   * After a search has changed the rows: if the page was scrolled into the list (the search stuck
   * at the top of the screen), the table's top is brought back to just under the search, so the
   * rows found are in view and not above it, where the shorter list now ends.
   */
  const showFromTop = (search: HTMLElement | null) => {
    const table = bodyRef.current?.closest('table');
    if (!table || !search) return;
    const gap = table.getBoundingClientRect().top - search.getBoundingClientRect().bottom;
    if (gap < 0) window.scrollBy({ top: gap });
  };

  if (!windowed) {
    return {
      bodyRef,
      rows: keys.map((key, index) => ({ index, key })),
      before: 0,
      after: 0,
      measure: undefined,
      jumpToRow,
      showFromTop,
    };
  }
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    bodyRef,
    rows: items.map((item) => ({ index: item.index, key: String(item.key) })),
    before: first ? first.start - scrollMargin : 0,
    // Item positions count from the top of the page; the total size from the top of the list.
    after: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
    /** The ref each drawn row takes (with `data-index`), so its real height is used. */
    measure: virtualizer.measureElement,
    jumpToRow,
    showFromTop,
  };
}
