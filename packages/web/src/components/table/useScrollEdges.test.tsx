import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useScrollEdges } from './useScrollEdges';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const { start, end } = useScrollEdges(ref);
  return (
    <div ref={ref} data-testid="scroller" data-start={start} data-end={end}>
      <table />
    </div>
  );
}

/** jsdom lays nothing out: the sizes of a 300 px frame around a 500 px table are given by hand. */
function sized(element: HTMLElement, scrollLeft: number) {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: 500 });
  element.scrollLeft = scrollLeft;
}

describe('useScrollEdges', () => {
  it('marks the sides where a scrolled table hides columns', () => {
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, value: 500 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, value: 300 });
    try {
      render(<Probe />);
      const scroller = screen.getByTestId('scroller');
      expect(scroller.dataset).toMatchObject({ start: 'false', end: 'true' });
      sized(scroller, 200);
      fireEvent.scroll(scroller);
      expect(scroller.dataset).toMatchObject({ start: 'true', end: 'false' });
      sized(scroller, 100);
      fireEvent.scroll(scroller);
      expect(scroller.dataset).toMatchObject({ start: 'true', end: 'true' });
    } finally {
      delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
      delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
    }
  });
});
