import { act, cleanup, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminPager, pageWindow } from '../../web/src/features/admin/common/AdminPager';
import { usePageReset } from '../../web/src/features/admin/common/use-page-reset';

afterEach(cleanup);

const numbers = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => Number(b.textContent));

describe('back-office pager (SPEC 9: up to 3 page numbers on products, 2 elsewhere)', () => {
  it('keeps a window of the given size inside 1..total', () => {
    expect(pageWindow(1, 10, 2)).toEqual([1, 2]);
    expect(pageWindow(5, 10, 2)).toEqual([5, 6]);
    expect(pageWindow(10, 10, 2)).toEqual([9, 10]);
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(1, 2, 3)).toEqual([1, 2]);
  });

  it('shows 2 numbers by default, then the last page, and is hidden for a single page', () => {
    const onChange = vi.fn();
    const { rerender } = render(<AdminPager label="User pages" page={1} totalPages={6} onChange={onChange} />);
    expect(numbers()).toEqual([1, 2, 6]);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: 'Prev' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(onChange).toHaveBeenCalledWith(2);
    rerender(<AdminPager label="User pages" page={1} totalPages={1} onChange={onChange} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows 3 numbers on products', () => {
    render(<AdminPager label="Product pages" page={4} totalPages={9} onChange={() => {}} windowSize={3} />);
    expect(numbers()).toEqual([3, 4, 5, 9]);
  });

  it('starts on the page read back from the URL, and a new search still goes back to page 1', () => {
    const { result, rerender } = renderHook(({ key }) => usePageReset(key, 3), { initialProps: { key: 'ALL|' } });
    expect(result.current[0]).toBe(3);
    rerender({ key: 'ALL|oil' });
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
  });
});
