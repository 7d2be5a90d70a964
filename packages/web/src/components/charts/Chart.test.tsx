import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chart } from './Chart';

const NOV_25 = Date.UTC(2026, 10, 25);

describe('Chart', () => {
  it('says there is one day of data instead of drawing a lone bar', () => {
    render(
      <Chart
        label="Transactions (14 days)"
        points={[{ x: NOV_25, y: 2184 }]}
        kind="bars"
        xKind="time"
        formatY={(v) => v.toLocaleString('en-US')}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Transactions (14 days)' });
    expect(figure).toHaveTextContent('One day of data so far: 2,184 on Nov 25.');
    expect(figure.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('holds a place for the plot when there are several days', () => {
    render(
      <Chart
        label="Transactions (14 days)"
        points={[
          { x: NOV_25 - 86_400_000, y: 10 },
          { x: NOV_25, y: 20 },
        ]}
        kind="bars"
        xKind="time"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Transactions (14 days)' });
    expect(figure.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(figure).not.toHaveTextContent('One day of data');
  });
});
