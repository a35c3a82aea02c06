import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderProductForm } from './support/product-form';
import {
  EMPTY_VALUES,
  addPickedImages,
  addProductBody,
  checkUserGuide,
  updateProductBody,
  validateProductForm,
  type ProductDetail,
} from '../../web/src/features/admin/products/product-form-model';
import { perFileProgress } from '../../web/src/features/admin/products/upload-progress';

afterEach(cleanup);

const image = (name: string, size = 1000, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });
const filled = {
  ...EMPTY_VALUES,
  name: 'Beard Oil',
  description: 'Oil',
  category: 'Beard',
  sku: 'BO-1',
  stockQuantity: '5',
  price: '1499.99',
  discountPercentage: '',
};

const product: ProductDetail = {
  id: 42,
  name: 'Beard Oil',
  description: 'Oil',
  category: 'Beard',
  brandName: 'Kesara',
  sku: 'OLD-SKU',
  stock: 7,
  price: 2450,
  discount: 12.6,
  featured: true,
  images: [
    { id: 1, path: 'http://x/1.jpg' },
    { id: 2, path: 'http://x/2.jpg' },
  ],
  user_guide_pdf: 'http://x/guides/oil%20guide.pdf',
  currency: 'LKR',
  isNew: false,
  initial_stock: 10,
  rating: 4,
  reviews: 2,
  image: 'http://x/1.jpg',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  options: [],
  variants: [],
};

describe('product form rules (SPEC section 5)', () => {
  it('names every missing required field with SPEC text, SKU only when adding', () => {
    const add = validateProductForm(EMPTY_VALUES, 'add', 0);
    expect(add).toEqual({
      name: 'Product name is required',
      description: 'Description is required',
      category: 'Please select a category',
      sku: 'SKU is required',
      stockQuantity: 'Stock quantity is required',
      price: 'Price is required',
      images: 'At least one product image is required',
    });
    expect(validateProductForm(EMPTY_VALUES, 'update', 1).sku).toBeUndefined();
  });

  it('checks numbers and the discount range', () => {
    const errors = validateProductForm(
      { ...filled, stockQuantity: 'ten', price: 'abc', discountPercentage: 'x' },
      'add',
      1,
    );
    expect(errors.stockQuantity).toBe('Stock quantity must be a number');
    expect(errors.price).toBe('Price must be a number');
    expect(errors.discountPercentage).toBe('Discount percentage must be a number');
    expect(validateProductForm({ ...filled, discountPercentage: '150' }, 'add', 1).discountPercentage).toBe(
      'Discount percentage must be between 0 and 100',
    );
    expect(validateProductForm(filled, 'add', 1)).toEqual({});
    expect(validateProductForm(filled, 'add', 4).images).toBe('Maximum 3 images allowed');
  });

  it('keeps at most 3 images in all and drops the extra files with the message', () => {
    const four = [image('a.jpg'), image('b.jpg'), image('c.png', 10, 'image/png'), image('d.jpg')];
    const picked = addPickedImages([], 0, four);
    expect(picked.files.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg', 'c.png']);
    expect(picked.error).toBe('Maximum 3 images allowed');
    // Two existing images leave room for one.
    const update = addPickedImages([], 2, [image('e.jpg'), image('f.jpg')]);
    expect(update.files.map((f) => f.name)).toEqual(['e.jpg']);
    expect(update.error).toBe('Maximum 3 images allowed');
    expect(addPickedImages([], 0, [image('a.jpg')])).toEqual({ files: [expect.any(File)], error: null });
  });

  it('takes only JPEG and PNG images under 2 MB, and only a PDF guide', () => {
    const gif = addPickedImages([], 0, [image('x.gif', 10, 'image/gif'), image('ok.png', 10, 'image/png')]);
    expect(gif.files.map((f) => f.name)).toEqual(['ok.png']);
    expect(gif.error).toBe('Only JPEG and PNG images are allowed');
    expect(addPickedImages([], 0, [image('big.jpg', 3 * 1024 * 1024)]).files).toHaveLength(0);
    expect(checkUserGuide(new File(['hello'], 'guide.txt', { type: 'text/plain' }))).toBe('Only PDF files are allowed');
    expect(checkUserGuide(new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' }))).toBeNull();
  });
});

describe('product form bodies (contract B3, B4, 6.15)', () => {
  it('add sends images[0..2], the typed price and discount "0" when empty', () => {
    const form = addProductBody(filled, [image('a.jpg'), image('b.jpg')], null);
    expect(form.get('price')).toBe('1499.99');
    expect(form.get('discountPercentage')).toBe('0');
    expect(form.get('sku')).toBe('BO-1');
    expect(form.get('images[0]')).toBeInstanceOf(File);
    expect(form.get('images[1]')).toBeInstanceOf(File);
    expect(form.has('images[2]')).toBe(false);
    expect(form.get('featured')).toBe('false');
  });

  it('update sends the derived SKU, integer price and discount, new images[], removeImages[] and removeUserGuide', () => {
    const values = { ...filled, category: 'Hair', price: '1499.99', discountPercentage: '12.7' };
    const form = updateProductBody(values, product, {
      newImages: [image('n.jpg')],
      removeImageIds: [2],
      guide: null,
      removeGuide: true,
      originalStock: 7,
    });
    expect(form.get('sku')).toBe('HAIR-42');
    expect(form.get('price')).toBe('1499');
    expect(form.get('discountPercentage')).toBe('12');
    expect(form.getAll('images[]')).toHaveLength(1);
    expect(form.getAll('removeImages[]')).toEqual(['2']);
    expect(form.get('removeUserGuide')).toBe('true');
    expect(form.get('originalStock')).toBe('7');
    const replaced = updateProductBody(values, product, {
      newImages: [],
      removeImageIds: [],
      guide: new File(['%PDF'], 'g.pdf', { type: 'application/pdf' }),
      removeGuide: true,
      originalStock: 7,
    });
    expect(replaced.has('removeUserGuide')).toBe(false);
    expect(replaced.get('userGuide')).toBeInstanceOf(File);
  });

  it('splits one request progress into per-file progress weighted by size', () => {
    expect(perFileProgress([100, 300], 0)).toEqual([0, 0]);
    expect(perFileProgress([100, 300], 50)).toEqual([100, 33]);
    expect(perFileProgress([100, 300], 100)).toEqual([100, 100]);
  });
});

describe('<ProductForm>', () => {
  it('shows the messages on SAVE and clears a field error when the field is edited', async () => {
    renderProductForm({});
    fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Product name is required')).toBeTruthy();
    expect(screen.getByText('SKU is required')).toBeTruthy();
    expect(screen.getByText('At least one product image is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Product name'), { target: { value: 'Beard Oil' } });
    expect(screen.queryByText('Product name is required')).toBeNull();
    expect(screen.getByText('Description is required')).toBeTruthy();
  });

  it('shows staff the product read-only, without SAVE, with the derived SKU and the guide by file name', () => {
    renderProductForm({ mode: 'update', product, readOnly: true });
    expect(screen.queryByRole('button', { name: 'SAVE' })).toBeNull();
    expect(screen.getByRole('button', { name: 'CANCEL' })).toBeTruthy();
    expect((screen.getByLabelText('SKU') as HTMLInputElement).value).toBe('BEARD-42');
    expect((screen.getByLabelText('Product name') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Discount (%)') as HTMLInputElement).value).toBe('13');
    expect(screen.getByText('oil guide.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
