// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./global.css', import.meta.url), 'utf8');
const tokens = Object.fromEntries(
  [...css.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1], m[2]]),
);

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const color = (token: string) => {
  const value = tokens[token];
  if (value === undefined) throw new Error(`no --${token} in global.css`);
  return value;
};

describe('colour contrast (WCAG AA)', () => {
  it.each([
    ['text', 'bg'],
    ['text', 'surface'],
    ['text-muted', 'bg'],
    ['text-muted', 'surface'],
    ['text-muted', 'surface-muted'],
    ['primary', 'surface'],
    ['primary', 'bg'],
    ['on-primary', 'primary'],
    ['on-primary', 'primary-hover'],
    ['danger', 'surface'],
    ['warning-text', 'warning-bg'],
    ['chrome-text', 'chrome-bg'],
    ['chrome-text', 'chrome-surface'],
    ['chrome-muted', 'chrome-bg'],
  ])('--%s on --%s reaches 4.5:1 for text', (fg, bg) => {
    expect(contrast(color(fg), color(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it('focus rings reach 3:1 against what they surround', () => {
    expect(contrast(color('focus'), color('surface'))).toBeGreaterThanOrEqual(3);
    expect(contrast(color('focus'), color('bg'))).toBeGreaterThanOrEqual(3);
    // The header, footer and mobile menu redefine --focus as this yellow on their dark background.
    expect(contrast('#ffd166', color('chrome-bg'))).toBeGreaterThanOrEqual(3);
  });
});
