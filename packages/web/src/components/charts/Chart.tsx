import { Component, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton } from '../feedback/Skeleton';
import { formatDay } from '../format/day';
import { formatRate } from '../format/number';
import styles from './Chart.module.css';
import { summarize } from './summary';
import type { ChartProps } from './types';

const UplotChart = lazy(() => import('./UplotChart'));

/** A chart that fails to draw leaves its summary, not a broken page. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** True once the element comes near the viewport; never where IntersectionObserver is missing. */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, near };
}

/**
 * Every chart of the explorer. The chart library loads only when a chart nears the viewport, never on
 * the first-paint path; until then (and for assistive technology) the data is summarised in words.
 */
export function Chart(props: ChartProps) {
  const height = props.height ?? 200;
  const { ref, near } = useNearViewport<HTMLElement>();
  const placeholder = <Skeleton height={`${height}px`} />;
  // A lone bar at the edge of an empty axis says less than a sentence.
  const lone = props.xKind === 'time' && props.points.length === 1 ? props.points[0] : undefined;
  const hasData = props.points.length > 0 && lone === undefined;
  const drawn =
    hasData && near ? (
      <ChartBoundary>
        <Suspense fallback={placeholder}>
          <UplotChart {...props} height={height} />
        </Suspense>
      </ChartBoundary>
    ) : null;
  return (
    <figure ref={ref} className={styles.figure} aria-label={props.label} aria-busy={props.loading === true}>
      {props.loading || hasData ? (
        <div className={styles.plot} style={{ minHeight: height }} aria-hidden="true">
          {drawn ?? placeholder}
        </div>
      ) : null}
      <figcaption className={props.loading || hasData ? 'visually-hidden' : styles.empty}>
        {props.loading
          ? 'Loading chart data.'
          : lone
            ? `One day of data so far: ${(props.formatY ?? formatRate)(lone.y)} on ${formatDay(lone.x)}.`
            : summarize(props)}
      </figcaption>
    </figure>
  );
}
