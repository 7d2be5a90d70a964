import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLayout } from './PageLayout';

describe('PageLayout', () => {
  it('sets what the page is of apart from a sentence under the heading', () => {
    render(
      <>
        <PageLayout title="Charts" subtitle="Daily series by UTC day">
          <p>content</p>
        </PageLayout>
        <PageLayout title="Block Details" identifier={'ab'.repeat(32)}>
          <p>content</p>
        </PageLayout>
      </>,
    );
    const sentence = screen.getByText('Daily series by UTC day');
    const identifier = screen.getByText((_, element) => element?.textContent === 'ab'.repeat(32), {
      selector: 'p',
    });
    expect(identifier.className.split(' ')).toHaveLength(2);
    expect(identifier.className).toContain(sentence.className);
  });

  it('lets a hash wrap only between its quarters, and anything else anywhere', () => {
    const hash = `${'0'.repeat(16)}${'1'.repeat(16)}${'2'.repeat(16)}${'3'.repeat(16)}`;
    const { container } = render(
      <>
        <PageLayout title="Transaction Details" identifier={hash}>
          <p>content</p>
        </PageLayout>
        <PageLayout title="Address" identifier="not-a-hash">
          <p>content</p>
        </PageLayout>
      </>,
    );
    const [wrapped, plain] = Array.from(container.querySelectorAll('h1 + p'));
    expect(Array.from(wrapped!.querySelectorAll('span'), (span) => span.textContent)).toEqual([
      '0'.repeat(16),
      '1'.repeat(16),
      '2'.repeat(16),
      '3'.repeat(16),
    ]);
    expect(wrapped!.querySelectorAll('wbr')).toHaveLength(3);
    expect(plain!.innerHTML).toBe('not-a-hash');
  });
});
