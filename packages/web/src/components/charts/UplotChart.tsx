import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { formatDay } from '../format/day';
import { formatRate } from '../format/number';
import { axisWidth, barRange, dayTicks } from './axes';
import type { ChartProps } from './types';

const LINE = '#1457d6';
const HALF_DAY_S = 43_200;
const FILL = 'rgba(20, 87, 214, 0.14)';
const AXIS_FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

/** Width of a label in the axis font, in CSS pixels. */
function measureLabel(): (text: string) => number {
  const context = document.createElement('canvas').getContext('2d');
  if (context === null) return (text) => text.length * 7;
  context.font = AXIS_FONT;
  return (text) => context.measureText(text).width;
}

/**
 * The drawing options. `drawn` receives the x labels as drawn: the canvas keeps no text, so the
 * labels are also written on the chart's element (`data-x-ticks`) for anyone checking them.
 */
function optionsFor(
  { kind, xKind, formatY = formatRate }: ChartProps,
  times: readonly number[],
  width: number,
  height: number,
  drawn: (labels: string[]) => void,
): uPlot.Options {
  let xLabels: string[] = [];
  const measure = measureLabel();
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
      ...(kind === 'bars' ? { y: { range: (_u, _min, max) => barRange(max) } } : {}),
    },
    axes: [
      {
        stroke: '#4b5567',
        font: AXIS_FONT,
        grid: { show: false },
        ...(xKind === 'time'
          ? {
              // The ticks are the data's own days, never dates the library picks between them.
              splits: (u) => dayTicks(times, u.bbox.width / uPlot.pxRatio).map((t) => t / 1000),
              values: (_u, values) => {
                xLabels = values.map((v) => formatDay(v * 1000));
                return xLabels;
              },
            }
          : {
              incrs: [1, 2, 5, 10, 20, 50],
              values: (_u, values) => {
                xLabels = values.map((v) => `#${v}`);
                return xLabels;
              },
            }),
      },
      {
        stroke: '#4b5567',
        // As wide as the longest label, so "$0.0200" or "100,000" is never cut at the edge.
        font: AXIS_FONT,
        size: (_u, values) => axisWidth(values ?? [], measure),
        values: (_u, values) => values.map((v) => formatY(v)),
      },
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
    hooks: { draw: [() => drawn(xLabels)] },
  };
}

/** uPlot behind the `Chart` component: loaded on demand, redrawn to its container's width. */
export default function UplotChart({ height, ...chart }: ChartProps & { height: number }) {
  const container = useRef<HTMLDivElement>(null);
  const { points, kind, xKind, formatY } = chart;
  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const times = points.map((p) => p.x);
    const xs = points.map((p) => (xKind === 'time' ? p.x / 1000 : p.x));
    const ys = points.map((p) => p.y);
    const options = optionsFor(
      { label: '', points, kind, xKind, formatY },
      times,
      element.clientWidth,
      height,
      (labels) => {
        element.dataset.xTicks = labels.join('|');
      },
    );
    const plot = new uPlot(options, [xs, ys], element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, kind, xKind, formatY, height]);
  return <div ref={container} data-chart-plot="" />;
}
