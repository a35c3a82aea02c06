import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../web/src/features/cart/api';
import { CartItems } from '../../web/src/features/cart/CartItems';
import { cartSummary } from '../../web/src/features/cart/cart-summary';
import { OrderSummary } from '../../web/src/features/cart/OrderSummary';

afterEach(cleanup);

let nextId = 1;
function line(
  price: number | string,
  discount: number | string,
  quantity: number,
  stock = 50,
  name = `Product ${nextId}`,
): CartLine {
  const id = nextId++;
  // Text prices as the older wire sent them: the summary must still add up.
  return {
    id,
    product_id: id,
    quantity,
    total_price: 0,
    product: { id, name, price, discount, stock, category: 'Beard', description: '', image: null },
  } as unknown as CartLine;
}

function summaryRow(label: string) {
  return within(screen.getByText(label).parentElement!).getByRole('definition').textContent;
}

describe('cart summary (contract 6.3)', () => {
  it('adds price x qty, takes the unrounded discounts off, and reads prices sent as strings', () => {
    // 2450 x 3 at 15 % = 1102.5 off; "1850.00" at "12.5" % = 231.25 off; 690 x 2 without discount.
    render(<OrderSummary summary={cartSummary([line(2450, 15, 3), line('1850.00', '12.5', 1), line(690, 0, 2)])} />);
    expect(summaryRow('Subtotal')).toBe('LKR 10,580.00');
    expect(summaryRow('Discounts')).toBe('- LKR 1,333.75');
    expect(summaryRow('Total')).toBe('LKR 9,246.25');
    expect(screen.queryByText('Shipping')).toBeNull();
  });

  it('rounds only once at the end, not per line', () => {
    // 999 x 33.3 % = 332.667 a unit; three units 998.001 -> 998.00 (per-unit rounding would say 998.01).
    const summary = cartSummary([line(999, 33.3, 3)]);
    expect(summary).toEqual({ subtotal: 2997, discounts: 998, shipping: 0, total: 1999 });
  });

  it('adds the shipping rate at checkout and treats a missing discount as none', () => {
    render(<OrderSummary summary={cartSummary([line(1450, null as unknown as number, 2)], 350)} withShipping />);
    expect(summaryRow('Discounts')).toBe('LKR 0.00');
    expect(summaryRow('Shipping')).toBe('LKR 350.00');
    expect(summaryRow('Total')).toBe('LKR 3,250.00');
  });
});

describe('cart lines', () => {
  it('shows the unit price and the server line total, never goes below 1 and stops at the stock', () => {
    const single = { ...line(2450, 10, 1, 12, 'Beard Oil 30ml'), total_price: 2205 };
    const atStock = { ...line(890, 0, 4, 4, 'Comb'), total_price: 3560 };
    const onQuantity = vi.fn();
    const onRemove = vi.fn();
    render(<CartItems lines={[single, atStock]} busyLine={null} onQuantity={onQuantity} onRemove={onRemove} />);

    const oil = within(screen.getByRole('heading', { name: 'Beard Oil 30ml' }).closest('li')!);
    expect(oil.getByText('LKR 2,450.00')).toBeTruthy();
    expect(oil.getByText('LKR 2,205.00')).toBeTruthy();
    expect((oil.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(oil.getByRole('button', { name: 'Increase quantity' }));
    expect(onQuantity).toHaveBeenCalledWith(single, 2);

    const comb = within(screen.getByRole('heading', { name: 'Comb' }).closest('li')!);
    expect((comb.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
    expect(comb.getByText('Only (4 available)')).toBeTruthy();
    fireEvent.click(comb.getByRole('button', { name: 'Decrease quantity' }));
    expect(onQuantity).toHaveBeenCalledWith(atStock, 3);
    fireEvent.click(comb.getByRole('button', { name: 'Remove Comb' }));
    expect(onRemove).toHaveBeenCalledWith(atStock);
  });

  it('flags a line above the stock left with what is left, and steps "-" straight down to it', () => {
    // 44 in the cart, then another customer bought 10: 34 left.
    const short = { ...line(1450, 0, 44, 34, 'Hibiscus Conditioner') };
    const gone = { ...line(990, 0, 2, 0, 'Sold Out Wax') };
    const plenty = { ...line(690, 0, 3, 40, 'Plenty Balm') };
    const onQuantity = vi.fn();
    render(<CartItems lines={[short, gone, plenty]} busyLine={null} onQuantity={onQuantity} onRemove={vi.fn()} />);

    const conditioner = within(screen.getByRole('heading', { name: 'Hibiscus Conditioner' }).closest('li')!);
    expect(conditioner.getByText('Only (34 available)').className).toContain('cart-line__stock--short');
    expect((conditioner.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(conditioner.getByRole('button', { name: 'Decrease quantity' }));
    expect(onQuantity).toHaveBeenLastCalledWith(short, 34);

    const wax = within(screen.getByRole('heading', { name: 'Sold Out Wax' }).closest('li')!);
    expect(wax.getByText('Out of Stock').className).toContain('cart-line__stock--short');
    fireEvent.click(wax.getByRole('button', { name: 'Decrease quantity' }));
    expect(onQuantity).toHaveBeenLastCalledWith(gone, 1);

    const balm = within(screen.getByRole('heading', { name: 'Plenty Balm' }).closest('li')!);
    expect(balm.queryByText(/available|In Stock/)).toBeNull();
    fireEvent.click(balm.getByRole('button', { name: 'Decrease quantity' }));
    expect(onQuantity).toHaveBeenLastCalledWith(plenty, 2);
  });
});
