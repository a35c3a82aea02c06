import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { badgeColour } from '../../web/src/features/admin/common/StatusBadge';
import { useDebouncedValue } from '../../web/src/features/admin/common/use-debounced-value';
import { usePageReset } from '../../web/src/features/admin/common/use-page-reset';
import { pendingFirst } from '../../web/src/features/admin/orders/api/get-orders';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('back-office list logic', () => {
  it('puts pending orders first within the page and keeps the order otherwise', () => {
    const orders = [
      { id: 1, status: 'shipped' },
      { id: 2, status: 'Pending' },
      { id: 3, status: 'delivered' },
      { id: 4, status: 'pending' },
    ];
    expect(pendingFirst(orders).map((o) => o.id)).toEqual([2, 4, 1, 3]);
  });

  it('gives pending its own badge and any unknown status the canceled colour', () => {
    expect(badgeColour('pending')).not.toBe(badgeColour('canceled'));
    expect(new Set(['pending', 'processing', 'shipped', 'delivered', 'canceled'].map(badgeColour)).size).toBe(5);
    expect(badgeColour('SHIPPED')).toBe(badgeColour('shipped'));
    expect(badgeColour('refunded')).toBe(badgeColour('canceled'));
  });

  it('waits 500 ms after the last change before the search counts', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v), { initialProps: { v: '' } });
    rerender({ v: 'bea' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ v: 'beard' });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('beard');
  });

  it('goes back to page 1 in the same render when the search changes', () => {
    const { result, rerender } = renderHook(({ key }) => usePageReset(key), { initialProps: { key: '' } });
    act(() => result.current[1](3));
    expect(result.current[0]).toBe(3);
    rerender({ key: 'oil' });
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
  });
});
