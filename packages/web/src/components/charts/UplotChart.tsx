import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { formatRate } from '../format/number';
import type { ChartProps } from './types';

const LINE = '#1457d6';
const HALF_DAY_S = 43_200;
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const FILL = 'rgba(20, 87, 214, 0.14)';

function optionsFor(
  { kind, xKind, formatY = formatRate }: ChartProps,
  width: number,
  height: number,
): uPlot.Options {
  return {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: {
        time: xKind === 'time',
        // Bars need room on both sides of the first and last one; a lone day would otherwise span years.
        ...(kind === 'bars'
          ? {
              range: (_u, min, max) =>
                xKind === 'time' ? [min - HALF_DAY_S, max + HALF_DAY_S] : [min - 0.5, max + 0.5],
            }
          : {}),
      },
    },
    axes: [
      {
        stroke: '#4b5567',
        grid: { show: false },
        ...(xKind === 'time'
          ? { values: (_u, values) => values.map((v) => DAY.format(v * 1000)) }
          : { incrs: [1, 2, 5, 10, 20, 50], values: (_u, values) => values.map((v) => `#${v}`) }),
      },
      { stroke: '#4b5567', size: 60, values: (_u, values) => values.map((v) => formatY(v)) },
    ],
    series: [
      {},
      {
        stroke: LINE,
        fill: FILL,
        width: 2,
        points: { show: false },
        ...(kind === 'bars' ? { paths: uPlot.paths.bars?.({ size: [0.7, 48] }) } : {}),
      },
    ],
  };
}

/** uPlot behind the `Chart` component: loaded on demand, redrawn to its container's width. */
export default function UplotChart({ height, ...chart }: ChartProps & { height: number }) {
  const container = useRef<HTMLDivElement>(null);
  const { points, kind, xKind, formatY } = chart;
  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const xs = points.map((p) => (xKind === 'time' ? p.x / 1000 : p.x));
    const ys = points.map((p) => p.y);
    const options = optionsFor({ label: '', points, kind, xKind, formatY }, element.clientWidth, height);
    const plot = new uPlot(options, [xs, ys], element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, kind, xKind, formatY, height]);
  return <div ref={container} />;
}
