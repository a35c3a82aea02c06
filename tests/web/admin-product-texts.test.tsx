import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { beardOil } from './support/beard-oil';
import { renderProductForm } from './support/product-form';
import {
  EMPTY_VALUES,
  updateProductBody,
  validateProductForm,
  valuesFromProduct,
  type ProductDetail,
} from '../../web/src/features/admin/products/product-form-model';

afterEach(cleanup);

const product: ProductDetail = beardOil({
  name: 'Sandalwood Beard Oil',
  description: 'Our signature oil.',
  translations: { si: { name: 'සඳුන් රැවුල් තෙල්' }, ta: { description: 'எங்கள் சிறப்பு எண்ணெய்.' } },
});

describe('the product form in English, Sinhala and Tamil (issue 34)', () => {
  it('opens each language in its tab with the stored texts, blank where there is none', () => {
    renderProductForm({ mode: 'update', product });
    expect(screen.getByRole('tab', { name: 'English' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Sinhala' }));
    const siName = screen.getByLabelText('Product name (Sinhala)') as HTMLInputElement;
    expect(siName.value).toBe('සඳුන් රැවුල් තෙල්');
    expect(siName.lang).toBe('si');
    expect((screen.getByLabelText('Description (Sinhala)') as HTMLTextAreaElement).value).toBe('');
    fireEvent.click(screen.getByRole('tab', { name: 'Tamil' }));
    expect((screen.getByLabelText('Description (Tamil)') as HTMLTextAreaElement).value).toBe('எங்கள் சிறப்பு எண்ணெய்.');
    // The English fields are where they were.
    expect((screen.getByLabelText('Product name') as HTMLInputElement).value).toBe('Sandalwood Beard Oil');
  });

  it('keeps what is typed in a tab, and staff see the texts read-only', () => {
    renderProductForm({ mode: 'update', product });
    fireEvent.click(screen.getByRole('tab', { name: 'Tamil' }));
    const taName = screen.getByLabelText('Product name (Tamil)') as HTMLInputElement;
    fireEvent.change(taName, { target: { value: 'சந்தன தாடி எண்ணெய்' } });
    expect(taName.value).toBe('சந்தன தாடி எண்ணெய்');
    cleanup();
    renderProductForm({ mode: 'update', product, readOnly: true });
    fireEvent.click(screen.getByRole('tab', { name: 'Sinhala' }));
    expect((screen.getByLabelText('Product name (Sinhala)') as HTMLInputElement).readOnly).toBe(true);
  });

  it('sends every language and field as the JSON field `translations`, and checks their limits first', () => {
    const values = valuesFromProduct(product);
    expect(values.translations).toEqual({
      si: { name: 'සඳුන් රැවුල් තෙල්', description: '' },
      ta: { name: '', description: 'எங்கள் சிறப்பு எண்ணெய்.' },
    });
    const form = updateProductBody(values, product, {
      newImages: [],
      removeImageIds: [],
      guide: null,
      removeGuide: false,
      originalStock: 7,
    });
    expect(JSON.parse(String(form.get('translations')))).toEqual(values.translations);
    expect(validateProductForm(values, 'update', 1).translations).toBeUndefined();
    const long = {
      ...values,
      translations: { ...values.translations, si: { name: 'ක'.repeat(256), description: '' } },
    };
    expect(validateProductForm(long, 'update', 1).translations).toBe('Please keep this under 255 characters.');
    expect(validateProductForm(EMPTY_VALUES, 'add', 0).translations).toBeUndefined();
  });
});
