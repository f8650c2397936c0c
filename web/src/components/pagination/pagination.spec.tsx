import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Pagination, pageWindow, type PaginationProps } from './pagination';

function renderPagination(props: Omit<PaginationProps, 'label' | 'hrefOf'>) {
  const element = <Pagination label="Seiten der Liste" hrefOf={(page) => `/liste?page=${page}`} {...props} />;
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
  return screen.queryByRole('navigation', { name: 'Seiten der Liste' });
}

describe('Pagination', () => {
  it('given page 5 of 20, then it links Zurück, 1, 4, 5 (current), 6, 20 and Weiter, with gaps between', () => {
    const nav = renderPagination({ page: 5, pageCount: 20 })!;
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Zurück', '/liste?page=4'],
      ['1', '/liste?page=1'],
      ['4', '/liste?page=4'],
      ['5', '/liste?page=5'],
      ['6', '/liste?page=6'],
      ['20', '/liste?page=20'],
      ['Weiter', '/liste?page=6'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Seite 5' })).toHaveAttribute('aria-current', 'page');
    expect(pageWindow(5, 20)).toEqual([1, null, 4, 5, 6, null, 20]);
  });

  it('given the first page, then there is no Zurück', () => {
    const nav = renderPagination({ page: 1, pageCount: 3 })!;
    expect(within(nav).queryByRole('link', { name: 'Zurück' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/liste?page=2');
  });

  it('given the last page, then there is no Weiter', () => {
    const nav = renderPagination({ page: 3, pageCount: 3 })!;
    expect(within(nav).queryByRole('link', { name: 'Weiter' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/liste?page=2');
  });

  it('given one page, then it shows nothing', () => {
    expect(renderPagination({ page: 1, pageCount: 1 })).toBeNull();
  });

  it('given no page (an empty list) and a count, then it shows only the count', () => {
    const counted = renderPagination({ page: 1, pageCount: 0, count: '0 Einträge' })!;
    expect(counted).toHaveTextContent('0 Einträge · Seite 1 von 1');
    expect(within(counted).queryByRole('link')).not.toBeInTheDocument();
  });

  it('given a page past the last one (the list shrank), then count and links take the last page', () => {
    const nav = renderPagination({ page: 9, pageCount: 4, count: '70 Einträge' })!;
    expect(nav).toHaveTextContent('70 Einträge · Seite 4 von 4');
    expect(within(nav).getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/liste?page=3');
    expect(within(nav).getByRole('link', { name: 'Seite 4' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Weiter' })).not.toBeInTheDocument();
  });
});
