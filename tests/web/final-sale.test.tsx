import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductForm } from '../../web/src/features/admin/products/ProductForm';
import {
  EMPTY_VALUES,
  addProductBody,
  updateProductBody,
  valuesFromProduct,
} from '../../web/src/features/admin/products/product-form-model';
import type { ProductDetail } from '../../web/src/features/product';
import { ProductDetails } from '../../web/src/features/product/ProductDetails';
import { beardOil } from './support/beard-oil';
import { WithQueryClient } from './support/query-client';

afterEach(cleanup);

const oil = beardOil();
/** The product answers carry `final_sale: true` only for a Final Sale product (issue 22). */
const finalSaleOil: ProductDetail = { ...oil, final_sale: true };

const renderForm = (product: ProductDetail | null) =>
  render(
    <WithQueryClient>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter>
          <ProductForm mode={product ? 'update' : 'add'} product={product} readOnly={false} onSaved={vi.fn()} />
        </MemoryRouter>
      </ConfigProvider>
    </WithQueryClient>,
  );

const finalSaleSwitch = () => screen.getByRole('switch', { name: 'Final Sale' });

describe('Final Sale in the back-office product form', () => {
  it('is a switch, off for a new product, that turns on and off', () => {
    renderForm(null);
    expect(finalSaleSwitch().getAttribute('aria-checked')).toBe('false');
    fireEvent.click(finalSaleSwitch());
    expect(finalSaleSwitch().getAttribute('aria-checked')).toBe('true');
    fireEvent.click(finalSaleSwitch());
    expect(finalSaleSwitch().getAttribute('aria-checked')).toBe('false');
  });

  it('shows the product as it is: on for a Final Sale product, off for any other', () => {
    renderForm(finalSaleOil);
    expect(finalSaleSwitch().getAttribute('aria-checked')).toBe('true');
    cleanup();
    renderForm(oil);
    expect(finalSaleSwitch().getAttribute('aria-checked')).toBe('false');
  });

  it('sends final_sale as "true" or "false" when adding and when updating', () => {
    expect(addProductBody({ ...EMPTY_VALUES, finalSale: true }, [], null).get('final_sale')).toBe('true');
    expect(addProductBody(EMPTY_VALUES, [], null).get('final_sale')).toBe('false');
    const changes = { newImages: [], removeImageIds: [], guide: null, removeGuide: false, originalStock: 7 };
    const kept = updateProductBody(valuesFromProduct(finalSaleOil), finalSaleOil, changes);
    expect(kept.get('final_sale')).toBe('true');
    const cleared = updateProductBody({ ...valuesFromProduct(finalSaleOil), finalSale: false }, oil, changes);
    expect(cleared.get('final_sale')).toBe('false');
  });
});

describe('Final Sale on the product page', () => {
  const renderPage = (product: ProductDetail) =>
    render(
      <WithQueryClient>
        <MemoryRouter initialEntries={['/product/42']}>
          <ProductDetails product={product} />
        </MemoryRouter>
      </WithQueryClient>,
    );

  it('tags a Final Sale product and says it cannot be returned', () => {
    renderPage(finalSaleOil);
    expect(screen.getByText('Final Sale', { selector: '.product-tag' })).toBeTruthy();
    expect(screen.getByText('Final Sale items cannot be returned.')).toBeTruthy();
  });

  it('says nothing of it for any other product', () => {
    renderPage(oil);
    expect(screen.queryByText('Final Sale')).toBeNull();
    expect(screen.queryByText('Final Sale items cannot be returned.')).toBeNull();
  });
});
