import { type ReactNode, Suspense } from 'react';

/**
 * A chart's figure and caption, drawn at once at the chart's final height, with the chart itself
 * (a lazily loaded charting module) filled in when it arrives: the charting code stays out of the
 * page's first load, and the page does not shift when it lands.
 */
export function ChartFrame({
  caption,
  height,
  className,
  testId,
  children,
}: {
  caption: ReactNode;
  height: number;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <figure className={className} data-testid={testId}>
      <figcaption>{caption}</figcaption>
      <div style={{ height }}>
        <Suspense fallback={null}>{children}</Suspense>
      </div>
    </figure>
  );
}
