/** One point of a chart: `x` is a time (ms since epoch) or a position (1, 2, 3…). */
export interface ChartPoint {
  x: number;
  y: number;
}

export interface ChartProps {
  /** What the chart shows; its accessible name. */
  label: string;
  points: readonly ChartPoint[];
  kind: 'line' | 'bars';
  /** Times on the x axis, or plain positions (ranks). */
  xKind: 'time' | 'position';
  formatY?: (value: number) => string;
  height?: number;
  /** The data is on its way: a skeleton holds the chart's place. */
  loading?: boolean;
}
