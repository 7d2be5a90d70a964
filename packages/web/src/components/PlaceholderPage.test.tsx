import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlaceholderPage } from './PlaceholderPage';

describe('PlaceholderPage', () => {
  it('shows the title and says plainly that the data is not there yet, with no figures', () => {
    render(<PlaceholderPage title="Stake Resources" subtitle="TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Stake Resources' })).toBeInTheDocument();
    expect(screen.getByText('The data for this page is not available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(document.title).toBe('Stake Resources | PoxScan');
  });
});
