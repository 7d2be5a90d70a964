import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DotsLoader } from './DotsLoader';

describe('DotsLoader', () => {
  it('is five dots announced as loading', () => {
    render(<DotsLoader label="Searching" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Searching');
    expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(5);
  });
});
