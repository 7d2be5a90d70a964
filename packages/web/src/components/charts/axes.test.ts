import { describe, expect, it } from 'vitest';
import { formatDay } from '../format/day';
import { axisWidth, barRange, dayTicks } from './axes';

const DAY = 86_400_000;
const NOV_12 = Date.UTC(2026, 10, 12);
const fourteenDays = Array.from({ length: 14 }, (_, i) => NOV_12 + i * DAY);

describe('chart axes', () => {
  it('ticks every day of the data when they fit, labelled with their own dates', () => {
    const ticks = dayTicks(fourteenDays, 1000);
    expect(ticks).toEqual(fourteenDays);
    expect(ticks.map((t) => formatDay(t))).toEqual(
      Array.from({ length: 14 }, (_, i) => `Nov\u00a0${12 + i}`),
    );
  });

  it('thins the ticks to the width, keeping the latest day and only days of the data', () => {
    const ticks = dayTicks(fourteenDays, 300);
    expect(ticks.length).toBeLessThanOrEqual(4);
    expect(ticks.at(-1)).toBe(fourteenDays.at(-1));
    for (const tick of ticks) expect(fourteenDays).toContain(tick);
  });

  it('ticks a day once when it has several points', () => {
    const hourly = Array.from({ length: 48 }, (_, i) => NOV_12 + i * 3_600_000);
    expect(dayTicks(hourly, 1000)).toEqual([NOV_12, NOV_12 + DAY]);
  });

  it('makes the y axis as wide as its longest label', () => {
    const measure = (text: string) => text.length * 7;
    expect(axisWidth(['$0.0100', '$0.0200'], measure)).toBeGreaterThanOrEqual(7 * 7);
    expect(axisWidth(['100,000', '50,000'], measure)).toBeGreaterThan(axisWidth(['50,000'], measure));
  });

  it('starts the bars at zero', () => {
    expect(barRange(12)[0]).toBe(0);
    expect(barRange(12)[1]).toBeGreaterThan(12);
    expect(barRange(null)).toEqual([0, 1.1]);
  });
});
