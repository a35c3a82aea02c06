import { describe, expect, it } from 'vitest';
import { byOptionOrder, lineName, variantLabel } from '../../shared/rules/variants';
import { readOptionsAndVariants, variantMessages } from '../../shared/validation/variants';
import { productMessages } from '../../shared/validation/product-messages';

const size = JSON.stringify([{ name: 'Size', values: ['S', 'M', 'L'] }]);
const variant = (value: string, extra: Record<string, unknown> = {}) => ({
  options: { Size: value },
  sku: `TEE-${value}`,
  stock: 3,
  ...extra,
});
const read = (variants: unknown[], options = size, productSku?: string) =>
  readOptionsAndVariants(options, JSON.stringify(variants), productSku);

describe('options and variants of the product form (issue 20)', () => {
  it('reads options and variants, with price and discount left to the product when not sent', () => {
    const out = read([variant('S'), variant('M', { price: '2450.505', discount: 10, id: 7, image_id: 3 })]);
    expect(out.errors).toBeNull();
    expect(out.value!.options).toEqual([{ name: 'Size', values: ['S', 'M', 'L'] }]);
    expect(out.value!.variants[0]).toEqual({ options: { Size: 'S' }, sku: 'TEE-S', stock: 3 });
    expect(out.value!.variants[1]).toMatchObject({ id: 7, price: 2450.51, discount: 10, image_id: 3 });
  });

  it('no fields, or empty lists, mean a product without options', () => {
    expect(readOptionsAndVariants(undefined, undefined).value).toEqual({ options: [], variants: [] });
    expect(readOptionsAndVariants('[]', '[]').value).toEqual({ options: [], variants: [] });
  });

  it('refuses more than 2 options, more than 10 values, blank or repeated names and values', () => {
    const three = JSON.stringify(['A', 'B', 'C'].map((name) => ({ name, values: ['x'] })));
    expect(readOptionsAndVariants(three, '[]').errors).toMatchObject({ options: [variantMessages.optionsMax] });
    const eleven = JSON.stringify([{ name: 'Size', values: Array.from({ length: 11 }, (_, i) => `V${i}`) }]);
    expect(readOptionsAndVariants(eleven, '[]').errors).toMatchObject({
      'options.0.values': [variantMessages.optionValuesMax],
    });
    const twice = JSON.stringify([
      { name: 'Size', values: ['S', 's'] },
      { name: 'size', values: [''] },
    ]);
    expect(readOptionsAndVariants(twice, '[]').errors).toEqual({
      'options.0.values': [variantMessages.optionValueTwice],
      'options.1.name': [variantMessages.optionNameTwice],
      'options.1.values': [variantMessages.optionValueBlank],
    });
    expect(readOptionsAndVariants('{"name":"Size"}', '[]').errors).toEqual({ options: [variantMessages.options] });
    expect(readOptionsAndVariants('not json', '[]').errors).toEqual({ options: [variantMessages.options] });
  });

  it('refuses more than 50 variants, variants without options and options without variants', () => {
    const values = Array.from({ length: 10 }, (_, i) => `V${i}`);
    const two = JSON.stringify([
      { name: 'Size', values },
      { name: 'Colour', values },
    ]);
    const many = values.flatMap((a) => values.map((b) => ({ options: { Size: a, Colour: b }, sku: a + b, stock: 1 })));
    expect(readOptionsAndVariants(two, JSON.stringify(many.slice(0, 51))).errors).toEqual({
      variants: [variantMessages.variantsMax],
    });
    expect(readOptionsAndVariants(two, JSON.stringify(many.slice(0, 50))).errors).toBeNull();
    expect(read([variant('S')], '[]').errors).toEqual({ variants: [variantMessages.variantsWithoutOptions] });
    expect(read([]).errors).toEqual({ variants: [variantMessages.variantsRequired] });
  });

  it("each variant names exactly the product's options, with one of their values, every combination once", () => {
    const out = read([
      variant('S'),
      variant('S', { sku: 'OTHER' }),
      { options: { Size: 'M', Colour: 'Red' }, sku: 'X1', stock: 1 },
      { options: { Colour: 'M' }, sku: 'X2', stock: 1 },
      variant('XL'),
    ]);
    expect(out.errors).toEqual({
      'variants.1.options': [variantMessages.variantTwice],
      'variants.2.options': [variantMessages.variantOptions(['Size'])],
      'variants.3.options': [variantMessages.variantOptions(['Size'])],
      'variants.4.options': [variantMessages.variantValue('XL', 'Size')],
    });
  });

  it('SKUs: required, once per product, never the product’s own (case ignored)', () => {
    const out = read([variant('S', { sku: '' }), variant('M', { sku: 'tee-1' }), variant('L', { sku: 'TEE-1' })]);
    expect(out.errors).toEqual({
      'variants.0.sku': [productMessages.sku],
      'variants.2.sku': [variantMessages.skuTwice],
    });
    expect(read([variant('S', { sku: 'apparel-9' })], size, 'APPAREL-9').errors).toEqual({
      'variants.0.sku': [variantMessages.skuOfProduct],
    });
  });

  it('stock is a whole number of 0 or more; price and discount follow the product form’s rules', () => {
    const out = read([
      variant('S', { stock: -1 }),
      variant('M', { stock: 1.5, price: 0 }),
      variant('L', { stock: 'many', discount: 120 }),
    ]);
    expect(out.errors).toEqual({
      'variants.0.stock': [productMessages.stockWhole],
      'variants.1.stock': [productMessages.stockWhole],
      'variants.1.price': [productMessages.pricePositive],
      'variants.2.stock': [productMessages.stockNumber],
      'variants.2.discount': [productMessages.discountRange],
    });
    expect(read([variant('S', { stock: 0 })]).errors).toBeNull();
    expect(read([{ options: { Size: 'S' }, sku: 'A' }]).errors).toEqual({
      'variants.0.stock': [productMessages.stockRequired],
    });
  });

  it('ids: a positive whole number, once', () => {
    expect(read([variant('S', { id: 4 }), variant('M', { id: 4 }), variant('L', { id: -2 })]).errors).toEqual({
      'variants.1.id': [variantMessages.variantIdTwice],
      'variants.2.id': [variantMessages.variantId],
    });
  });
});

describe('variant labels and order', () => {
  const options = [
    { name: 'Size', values: ['S', 'M', 'L'] },
    { name: 'Colour', values: ['Green', 'White'] },
  ];
  it('labels a variant in the product’s option order and names its line', () => {
    expect(variantLabel(options, { Colour: 'White', Size: 'M' })).toBe('Size: M, Colour: White');
    expect(lineName('Kesara Logo Tee', 'Size: M')).toBe('Kesara Logo Tee — Size: M');
    expect(lineName('Beard Oil', null)).toBe('Beard Oil');
  });
  it('orders variants by their options’ values, first option first', () => {
    const v = (Size: string, Colour: string) => ({ options: { Size, Colour } });
    const sorted = byOptionOrder(options, [v('L', 'Green'), v('S', 'White'), v('S', 'Green'), v('M', 'Green')]);
    expect(sorted.map((x) => `${x.options.Size}/${x.options.Colour}`)).toEqual([
      'S/Green',
      'S/White',
      'M/Green',
      'L/Green',
    ]);
  });
});

describe('the seeded sizes', () => {
  it('the two tees and the hoodie come in S-XXL, valid as the form would send them, stock the sizes’ sum, one size sold out', async () => {
    const { seedCatalogue } = await import('../../infra/local/seed/catalogue');
    const sized = seedCatalogue.filter((p) => p.variants);
    expect(sized.map((p) => p.key)).toEqual(['tee-logo-forest', 'tee-crew-paper', 'hoodie-charcoal']);
    for (const p of sized) {
      const read = readOptionsAndVariants(JSON.stringify(p.options), JSON.stringify(p.variants), p.sku);
      expect(read.errors).toBeNull();
      expect(p.options).toEqual([{ name: 'Size', values: ['S', 'M', 'L', 'XL', 'XXL'] }]);
      expect(p.stock).toBe(p.variants!.reduce((sum, v) => sum + v.stock, 0));
    }
    expect(sized.flatMap((p) => p.variants!).filter((v) => v.stock === 0)).toHaveLength(1);
  });
});
