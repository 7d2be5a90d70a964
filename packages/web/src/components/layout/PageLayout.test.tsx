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
    const identifier = screen.getByText('ab'.repeat(32));
    expect(identifier.className.split(' ')).toHaveLength(2);
    expect(identifier.className).toContain(sentence.className);
  });
});
