import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { ScrollRegion } from '../../ui/ScrollRegion';
import styles from './Oracle.module.css';

type Rejected = { row: number; label: string; messages: string[] };

/**
 * From this many rows the table is drawn a block at a time, as the page nears each block. An
 * upload keeps up to 500 refused rows, each with two or three reasons: drawn at once they were
 * 3,300 elements and a 90,000 px page on a phone, laid out in one 200-300 ms task right after
 * the upload. A short list (and the 50 rows a refused upload shows) is drawn whole.
 */
const DRAW_ALL_BELOW = 60;
const BLOCK_ROWS = 10;
/** How far (px) above and below the screen a block is drawn before it is scrolled to. */
const MARGIN = 1000;

/**
 * The likely height of a row not drawn yet: its reasons wrapped to the width a screen this wide
 * gives the second column (Inter at 0.9rem is about 7.3 px a character, 21.6 px a line; a row
 * adds 17 px of padding and border). A guess only holds the row's place: the page is about as
 * tall as it will be, and the browser keeps what is on screen still when a guess was off.
 */
function estimatedHeight(row: Rejected, screenWidth: number): number {
  const textWidth = screenWidth <= 600 ? Math.max(120, screenWidth - 182) : 740;
  const perLine = Math.max(16, Math.floor(textWidth / 7.3));
  return row.messages.reduce((sum, m) => sum + Math.ceil(m.length / perLine) * 21.6, 17);
}

const RejectedRow = memo(function RejectedRow({
  row,
  rowIndex,
}: {
  row: Rejected;
  rowIndex: number | undefined;
}) {
  return (
    <tr aria-rowindex={rowIndex}>
      <th scope="row">{row.label}</th>
      <td>
        <ul className={styles.messages}>
          {row.messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </td>
    </tr>
  );
});

/**
 * One block of rows in a body of its own. Until the page is within MARGIN px of it, one empty row
 * of the block's likely height holds its place (seen by nobody, read by no screen reader); once
 * drawn, it stays drawn. Without IntersectionObserver every block is drawn at once.
 */
const RowBlock = memo(function RowBlock({
  rows,
  first,
  drawn: drawnAtStart,
}: {
  rows: Rejected[];
  /** The index of the block's first row in the whole list. */
  first: number;
  drawn: boolean;
}) {
  const [drawn, setDrawn] = useState(() => drawnAtStart || typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    const box = placeholder.current;
    if (drawn || !box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // A transition: React builds the block in short slices, never one long task.
        startTransition(() => setDrawn(true));
      },
      { rootMargin: `${MARGIN}px 0px` },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [drawn]);
  if (!drawn) {
    const width = typeof window === 'undefined' ? 1024 : window.innerWidth;
    const height = rows.reduce((sum, row) => sum + estimatedHeight(row, width), 0);
    return (
      <tbody ref={placeholder} aria-hidden="true">
        <tr className={styles.spacer}>
          <td style={{ height }} />
        </tr>
      </tbody>
    );
  }
  return (
    <tbody>
      {rows.map((row, index) => (
        // Row numbers index the whole table: the header is row 1.
        <RejectedRow key={row.row} row={row} rowIndex={first + index + 2} />
      ))}
    </tbody>
  );
});

/** Each refused row with every reason, so the file can be fixed in one pass. */
export function RejectedRows({ rows, total }: { rows: Rejected[]; total?: number }) {
  const inBlocks = rows.length >= DRAW_ALL_BELOW;
  const blocks = useMemo(() => {
    const list: { first: number; rows: Rejected[] }[] = [];
    if (inBlocks)
      for (let first = 0; first < rows.length; first += BLOCK_ROWS)
        list.push({ first, rows: rows.slice(first, first + BLOCK_ROWS) });
    return list;
  }, [rows, inBlocks]);
  return (
    <ScrollRegion label="Rows that need fixing">
      <table
        className={`${styles.table} ${styles.narrowTable}${inBlocks ? ` ${styles.fixedColumns}` : ''}`}
        aria-rowcount={inBlocks ? rows.length + 1 : undefined}
      >
        <caption className={styles.caption}>
          {total && total > rows.length
            ? `The first ${rows.length} of ${total} rows that need fixing`
            : 'Rows that need fixing'}
        </caption>
        <thead>
          <tr aria-rowindex={inBlocks ? 1 : undefined}>
            <th scope="col" className={styles.colRow}>
              Row
            </th>
            <th scope="col">What is wrong</th>
          </tr>
        </thead>
        {inBlocks ? (
          blocks.map((block) => (
            <RowBlock key={block.first} rows={block.rows} first={block.first} drawn={block.first === 0} />
          ))
        ) : (
          <tbody>
            {rows.map((row) => (
              <RejectedRow key={row.row} row={row} rowIndex={undefined} />
            ))}
          </tbody>
        )}
      </table>
    </ScrollRegion>
  );
}
