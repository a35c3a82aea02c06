import { brand } from '../../../../shared/brand';
import { productPagePrice } from '../../../../shared/rules/catalogue';
import { shownVariantLabel } from '../../../../shared/rules/option-translations';
import { lineName } from '../../../../shared/rules/variants';
import type { ProductDetail } from '../../features/product';

/** The schema.org properties Google reads for a variant's option (its "variesBy"); other options are named as they are. */
const SCHEMA_PROPERTY: Record<string, string> = {
  size: 'size',
  colour: 'color',
  color: 'color',
  material: 'material',
  pattern: 'pattern',
};

const propertyOf = (option: string) => SCHEMA_PROPERTY[option.trim().toLowerCase()];

const availability = (stock: number) => `https://schema.org/${stock === 0 ? 'OutOfStock' : 'InStock'}`;

function offer(url: string, price: number, discount: number, stock: number) {
  return {
    '@type': 'Offer',
    url,
    price: productPagePrice(price, discount).toFixed(2),
    priceCurrency: 'LKR',
    availability: availability(stock),
  };
}

interface Described {
  url: string;
  images: string[];
  category?: string;
}

/**
 * The product page's JSON-LD: a `Product` with its `Offer`, or, for a product with variants, a `ProductGroup` whose
 * `hasVariant` lists one `Product` per variant with its own SKU and `Offer`, as Google documents for variants.
 */
export function productStructuredData(product: ProductDetail, { url, images, category }: Described): object {
  const { options, variants } = product;
  const described = (type: string, sku: string) => ({
    '@context': 'https://schema.org',
    '@type': type,
    name: product.name,
    description: product.description,
    image: images,
    sku,
    ...(category ? { category } : {}),
    brand: { '@type': 'Brand', name: brand.fullName },
  });
  if (variants.length === 0)
    return {
      ...described('Product', String(product.id)),
      offers: offer(url, product.price, product.discount, product.stock),
    };
  return {
    ...described('ProductGroup', String(product.id)),
    url,
    productGroupID: String(product.id),
    variesBy: options.map((o) => (propertyOf(o.name) ? `https://schema.org/${propertyOf(o.name)}` : o.name)),
    hasVariant: variants.map((variant) => {
      const named = options.filter((o) => propertyOf(o.name));
      const other = options.filter((o) => !propertyOf(o.name));
      return {
        '@type': 'Product',
        name: lineName(product.name, shownVariantLabel(options, variant.options)),
        sku: variant.sku,
        image: images,
        ...Object.fromEntries(named.map((o) => [propertyOf(o.name), variant.options[o.name]])),
        ...(other.length > 0
          ? {
              additionalProperty: other.map((o) => ({
                '@type': 'PropertyValue',
                name: o.name,
                value: variant.options[o.name],
              })),
            }
          : {}),
        offers: offer(`${url}?variant=${variant.id}`, variant.price, variant.discount, variant.stock),
      };
    }),
  };
}
