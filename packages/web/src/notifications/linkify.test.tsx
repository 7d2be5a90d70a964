import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

function Message({ text }: { text: string }) {
  return <p data-testid="message">{linkify(text)}</p>;
}

describe('linkify', () => {
  it("replaces every web link by a 'Click here' link that opens in a new tab", () => {
    render(<Message text="Read https://docs.pox.example/upgrade. Or see www.pox.example/faq, then vote." />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://docs.pox.example/upgrade',
      'https://www.pox.example/faq',
    ]);
    for (const link of links) {
      expect(link).toHaveTextContent(/^Click here/);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByTestId('message').textContent?.replace(/ \(opens [^)]*\)/g, '')).toBe(
      'Read Click here. Or see Click here, then vote.',
    );
  });

  it('keeps a message without links as it is', () => {
    render(<Message text="Maintenance tonight at 22:00 UTC." />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByTestId('message')).toHaveTextContent('Maintenance tonight at 22:00 UTC.');
  });

  it('never injects markup from a message', () => {
    render(<Message text={'<img src=x onerror="alert(1)"> javascript:alert(1) http://ok.example'} />);
    const message = screen.getByTestId('message');
    expect(message.querySelector('img')).toBeNull();
    expect(message).toHaveTextContent('<img src=x onerror="alert(1)"> javascript:alert(1)');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'http://ok.example');
  });
});
