import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../web/src/features/cart/cart-line';
import { CartItems } from '../../web/src/features/cart/CartItems';
import { OrderSummary } from '../../web/src/features/cart/OrderSummary';

afterEach(cleanup);

let nextId = 1;
function line(price: number, discount: number, quantity: number, stock = 50, name = `Product ${nextId}`): CartLine {
  const id = nextId++;
  return {
    id,
    product_id: id,
    variant_id: null,
    variant: null,
    quantity,
    total_price: 0,
    product: { id, name, price, discount, stock, category: 'Beard', description: '', image: null },
  };
}

function summaryRow(label: string) {
  return within(screen.getByText(label).parentElement!).getByRole('definition').textContent;
}

describe("cart summary (the server's figures, decision 0067)", () => {
  it('shows the goods and the total as the cart answered them, with no shipping before checkout', () => {
    render(<OrderSummary totals={{ goods: 9246.25, code: null, codeAmount: 0, total: 9246.25 }} />);
    expect(summaryRow('Subtotal')).toBe('LKR 9,246.25');
    expect(summaryRow('Total')).toBe('LKR 9,246.25');
    expect(screen.queryByText('Shipping')).toBeNull();
    expect(screen.queryByText(/^Discount/)).toBeNull();
  });

  it("shows the code's row and the total after it as the server counted them", () => {
    render(<OrderSummary totals={{ goods: 4800, code: 'MOVEMBER', codeAmount: 480, total: 4320 }} />);
    expect(summaryRow('Subtotal')).toBe('LKR 4,800.00');
    expect(summaryRow('Discount (MOVEMBER)')).toBe('−LKR 480.00');
    expect(summaryRow('Total')).toBe('LKR 4,320.00');
  });

  it("adds the city's delivery fee at checkout, to the cent", () => {
    render(<OrderSummary totals={{ goods: 2099.99, code: 'TEN', codeAmount: 100, total: 1999.99 }} shipping={350} />);
    expect(summaryRow('Shipping')).toBe('LKR 350.00');
    expect(summaryRow('Total')).toBe('LKR 2,349.99');
  });

  it('says its figures are being renewed while a change is on its way', () => {
    render(<OrderSummary totals={{ goods: 1000, code: null, codeAmount: 0, total: 1000 }} updating />);
    expect(document.querySelector('.cart-summary')!.getAttribute('aria-busy')).toBe('true');
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
