import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchBox } from '../../web/src/components/SearchBox';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderBox() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <SearchBox />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('searchbox', { name: 'Search products' });
}

afterEach(cleanup);

describe('search box', () => {
  it('opens /search?q= with the trimmed, encoded query on Enter', () => {
    const input = renderBox();
    fireEvent.change(input, { target: { value: '  beard oil & balm ' } });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/search?q=beard%20oil%20%26%20balm');
  });

  it('opens the results with the Search button too', () => {
    const input = renderBox();
    fireEvent.change(input, { target: { value: 'clay' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where').textContent).toBe('/search?q=clay');
  });

  it('does nothing for an empty or blank query', () => {
    const input = renderBox();
    fireEvent.submit(input.closest('form')!);
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});
