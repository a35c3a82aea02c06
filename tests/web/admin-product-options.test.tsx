import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderProductForm } from './support/product-form';
import type { ProductDetail } from '../../web/src/features/admin/products/product-form-model';
import {
  checkOptions,
  combinations,
  optionsFields,
  optionsFromProduct,
  variantsFor,
} from '../../web/src/features/admin/products/product-options-model';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tee: ProductDetail = {
  id: 23,
  name: 'Kesara Logo Tee',
  description: 'A tee.',
  category: 'Apparel',
  brandName: 'Kesara',
  sku: 'APPAREL-23',
  stock: 7,
  price: 2450,
  discount: 0,
  featured: false,
  images: [{ id: 5, path: 'http://x/5.jpg' }],
  user_guide_pdf: null,
  currency: 'LKR',
  isNew: false,
  initial_stock: 10,
  rating: 4,
  reviews: 2,
  image: 'http://x/5.jpg',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  options: [{ name: 'Size', values: ['S', 'M'] }],
  variants: [
    { id: 1, options: { Size: 'S' }, sku: 'APPAREL-23-S', price: 2450, discount: 0, stock: 4, image_id: null },
    { id: 2, options: { Size: 'M' }, sku: 'APPAREL-23-M', price: 2650, discount: 0, stock: 3, image_id: 5 },
  ],
};

describe('the options model (issue 20)', () => {
  it('makes every combination of up to two options, the first varying slowest', () => {
    expect(
      combinations([
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Colour', values: ['Green', 'Black'] },
      ]),
    ).toEqual([
      { Size: 'S', Colour: 'Green' },
      { Size: 'S', Colour: 'Black' },
      { Size: 'M', Colour: 'Green' },
      { Size: 'M', Colour: 'Black' },
    ]);
    expect(combinations([{ name: 'Size', values: [] }])).toEqual([]);
  });

  it('keeps what was typed for a combination that stays (its id too), starts a new one from the product, drops a removed one', () => {
    const start = optionsFromProduct(tee);
    expect(start.variants[1]).toMatchObject({ id: 2, price: '2650', discount: '', imageId: 5 });
    const next = variantsFor([{ name: 'Size', values: 'M, L' }], start.variants, 'APPAREL-23');
    expect(next).toEqual([
      { id: 2, options: { Size: 'M' }, sku: 'APPAREL-23-M', stock: '3', price: '2650', discount: '', imageId: 5 },
      { options: { Size: 'L' }, sku: 'APPAREL-23-L', stock: '0', price: '', discount: '', imageId: null },
    ]);
  });

  it('sends JSON with ids kept, numbers as numbers, and no price or discount where the product’s applies', () => {
    const fields = optionsFields(optionsFromProduct(tee));
    expect(JSON.parse(fields.options)).toEqual([{ name: 'Size', values: ['S', 'M'] }]);
    expect(JSON.parse(fields.variants)).toEqual([
      { id: 1, options: { Size: 'S' }, sku: 'APPAREL-23-S', stock: 4 },
      { id: 2, options: { Size: 'M' }, sku: 'APPAREL-23-M', stock: 3, price: 2650, image_id: 5 },
    ]);
  });

  it('checks with the server’s rules, under the server’s keys', () => {
    const state = optionsFromProduct(tee);
    state.variants[1] = { ...state.variants[1], sku: 'APPAREL-23-S', stock: '-1' };
    expect(checkOptions(state, 'APPAREL-23')).toEqual({
      'variants.1.sku': 'Two variants cannot have the same SKU.',
      'variants.1.stock': expect.any(String),
    });
  });
});

describe('<ProductForm> Options section', () => {
  it('lists the variants an option makes, each with its SKU and stock, and the stock of all of them', () => {
    renderProductForm({});
    fireEvent.change(screen.getByLabelText('SKU'), { target: { value: 'tee-1' } });
    fireEvent.click(screen.getByRole('button', { name: /Add an option/ }));
    fireEvent.change(screen.getByLabelText('Option 1 name'), { target: { value: 'Size' } });
    fireEvent.change(screen.getByLabelText('Option 1 values'), { target: { value: 'S, M, L' } });
    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Size: S', 'Size: M', 'Size: L']);
    expect((table.getByLabelText('SKU of Size: M') as HTMLInputElement).value).toBe('TEE-1-M');
    fireEvent.change(table.getByLabelText('Stock of Size: S'), { target: { value: '4' } });
    fireEvent.change(table.getByLabelText('Stock of Size: L'), { target: { value: '2' } });
    expect((screen.getByLabelText('Stock quantity (all variants)') as HTMLInputElement).value).toBe('6');
    // Price and discount show the product's until a variant gets its own.
    fireEvent.change(screen.getByLabelText('Price (LKR)'), { target: { value: '2450' } });
    expect((table.getByLabelText('Price of Size: S') as HTMLInputElement).placeholder).toBe('2450');
    // At most two options.
    fireEvent.click(screen.getByRole('button', { name: /Add an option/ }));
    expect(screen.queryByRole('button', { name: /Add an option/ })).toBeNull();
  });

  it('shows a variant’s error beside its field on SAVE, before anything is sent', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderProductForm({ mode: 'update', product: tee });
    const table = within(screen.getByRole('table'));
    fireEvent.change(table.getByLabelText('SKU of Size: M'), { target: { value: 'APPAREL-23-S' } });
    fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Two variants cannot have the same SKU.')).toBeTruthy();
    expect(table.getByLabelText('SKU of Size: M').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
