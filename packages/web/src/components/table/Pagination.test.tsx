import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination, type PaginationProps } from './Pagination';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

function renderAt(url: string, props: Omit<PaginationProps, 'page'> & { page: number }) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/blocks"
          element={
            <>
              <Pagination {...props} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Pagination', () => {
  it('says which page of how many, and links to the others', () => {
    renderAt('/blocks?page=2', { page: 2, total: 95, limit: 20 });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 5');
    expect(screen.getByRole('link', { name: 'First page' })).toHaveAttribute('href', '/blocks');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/blocks?page=3');
    expect(screen.getByRole('link', { name: 'Last page' })).toHaveAttribute('href', '/blocks?page=5');
  });

  it('shows no pages for an empty list', () => {
    renderAt('/blocks', { page: 1, total: 0, limit: 20 });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows the first page while the total is not known yet', () => {
    renderAt('/blocks', { page: 1, limit: 20 });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1');
    expect(screen.queryByRole('link', { name: 'Last page' })).toBeNull();
  });

  it('replaces a page past the last with the last', () => {
    renderAt('/blocks?page=9', { page: 9, total: 45, limit: 20 });
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/blocks?page=3');
  });
});
