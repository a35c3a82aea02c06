import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { beardOil } from './support/beard-oil';
import { renderProductForm } from './support/product-form';
import {
  EMPTY_VALUES,
  updateProductBody,
  validateProductForm,
  valuesFromProduct,
  withWordsFor,
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
      si: { name: 'සඳුන් රැවුල් තෙල්', description: '', options: {} },
      ta: { name: '', description: 'எங்கள் சிறப்பு எண்ணெய்.', options: {} },
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
      translations: { ...values.translations, si: { name: 'ක'.repeat(256), description: '', options: {} } },
    };
    expect(validateProductForm(long, 'update', 1).translations).toBe('Please keep this under 255 characters.');
    expect(validateProductForm(EMPTY_VALUES, 'add', 0).translations).toBeUndefined();
  });

  it("has words for the product's options in each language tab, sent with its texts (decision 0107)", () => {
    const sized = beardOil({
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { id: 1, options: { Size: 'S' }, sku: 'BEARD-42-S', price: 2450, discount: 0, stock: 3, image_id: null },
        { id: 2, options: { Size: 'M' }, sku: 'BEARD-42-M', price: 2450, discount: 0, stock: 4, image_id: null },
      ],
      translations: { si: { options: { Size: { name: 'ප්‍රමාණය' } } } },
    });
    renderProductForm({ mode: 'update', product: sized });
    fireEvent.click(screen.getByRole('tab', { name: 'Sinhala' }));
    const words = screen.getByRole('group', { name: 'Options (Sinhala)' });
    expect((within(words).getByLabelText('Size (Sinhala)') as HTMLInputElement).value).toBe('ප්‍රමාණය');
    const medium = within(words).getByLabelText('M') as HTMLInputElement;
    expect(medium.value).toBe('');
    fireEvent.change(medium, { target: { value: 'මධ්‍යම' } });
    expect(medium.value).toBe('මධ්‍යම');
    // A product without options has no such words to give.
    cleanup();
    renderProductForm({ mode: 'update', product });
    fireEvent.click(screen.getByRole('tab', { name: 'Sinhala' }));
    expect(screen.queryByRole('group', { name: 'Options (Sinhala)' })).toBeNull();

    const values = valuesFromProduct(sized);
    values.translations.ta.options = { Size: { name: 'அளவு', values: { S: 'சிறியது' } } };
    const form = updateProductBody(values, sized, {
      newImages: [],
      removeImageIds: [],
      guide: null,
      removeGuide: false,
      originalStock: 7,
    });
    const sent = JSON.parse(String(form.get('translations')));
    expect(sent.si.options).toEqual({ Size: { name: 'ප්‍රමාණය' } });
    expect(sent.ta.options).toEqual({ Size: { name: 'அளவு', values: { S: 'சிறியது' } } });
    values.translations.ta.options = { Size: { name: 'அ'.repeat(41) } };
    expect(validateProductForm(values, 'update', 1).translations).toBe(
      "An option's translation must be text of at most 40 characters.",
    );
    // Words of an option the Options section no longer has are neither checked nor sent.
    const fitted = withWordsFor(values.translations, [{ name: 'Fit', values: ['Slim'] }]);
    expect(fitted.ta.options).toEqual({});
    expect(validateProductForm({ ...values, translations: fitted }, 'update', 1).translations).toBeUndefined();
    expect(withWordsFor(values.translations, sized.options).si.options).toEqual({ Size: { name: 'ප්‍රමාණය' } });
  });
});
