import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isWebUrl, WebLink } from './WebLink';

describe('WebLink', () => {
  it.each(['https://sr.example.org', 'http://sr.example.org/path?q=1', 'HTTPS://SR.EXAMPLE.ORG'])(
    'links %s in a new tab without an opener',
    (url) => {
      render(<WebLink url={url} />);
      const link = screen.getByRole('link', { name: url });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.example.org',
    '//evil.example/x',
    'sr.example.org',
    'https://bad host.example',
    'https://',
  ])('shows %s as text, never as a link', (url) => {
    const { container } = render(<WebLink url={url}>site</WebLink>);
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('site');
    expect(isWebUrl(url)).toBe(false);
  });

  it('keeps the label, class and title it is given', () => {
    render(
      <WebLink url="https://sr.example.org/" className="sub" title="https://sr.example.org/">
        sr.example.org
      </WebLink>,
    );
    const link = screen.getByRole('link', { name: 'sr.example.org' });
    expect(link).toHaveClass('sub');
    expect(link).toHaveAttribute('title', 'https://sr.example.org/');
  });
});
