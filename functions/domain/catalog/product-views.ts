import { CURRENCY } from '../../../shared/rules/catalogue';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../../shared/rules/stock-alerts';
import { publicUrl } from '../../lib/uploads';
import type { ProductRecord } from './product-record';
import { priceRangeOf, variantDiscount, variantPrice, variantsOf } from './variants';
import { ratingFields } from './review-figures';

/** The shapes the contract sends for a product, one function per shape; image URLs are absolute (contract 0.6). */
const mainImage = (p: ProductRecord) => (p.images[0] ? publicUrl(p.images[0].path) : null);

/** Issue 22: `"final_sale": true` only on a Final Sale product, so every other answer stays byte for byte. */
export const finalSaleField = (p: ProductRecord) => (p.finalSale ? { final_sale: true as const } : {});

/** Issue 33: the threshold, 5 on a product saved before there was one. */
export const lowStockThresholdOf = (p: ProductRecord) => p.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;

/** The detail as the back-office sees it (B3, B4, and C2 to staff): the storefront's, with the low-stock threshold. */
export const adminProductDetail = (p: ProductRecord) => ({
  ...productDetail(p),
  low_stock_threshold: lowStockThresholdOf(p),
  // Issue 34: the Sinhala and Tamil texts the form edits, `{}` when there are none.
  translations: p.translations ?? {},
});

/** C1 featured card. */
export function featuredCard(p: ProductRecord) {
  return {
    id: p.id,
    name: p.name,
    image: mainImage(p),
    price: p.price,
    currency: CURRENCY,
    ...ratingFields(p),
    ...priceRangeOf(p),
  };
}

/** C3 category-list card: `discount` is null when there is none, so the old client prints no stray 0 (contract 7.14). */
export function listCard(p: ProductRecord) {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    currency: CURRENCY,
    image: mainImage(p),
    ...ratingFields(p),
    isNew: p.isNew,
    discount: p.discount > 0 ? p.discount : null,
    stock: p.stock,
    category: p.category,
    ...priceRangeOf(p),
  };
}

/** C2 detail: one answer for the storefront page and the admin update page. */
export function productDetail(p: ProductRecord) {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    discount: p.discount,
    currency: CURRENCY,
    isNew: p.isNew,
    featured: p.featured,
    stock: p.stock,
    initial_stock: p.initialStock,
    category: p.category,
    brandName: p.brandName,
    sku: p.sku,
    user_guide_pdf: p.userGuidePath ? publicUrl(p.userGuidePath) : null,
    ...ratingFields(p),
    image: mainImage(p),
    images: p.images.map((i) => ({ id: i.id, path: publicUrl(i.path) })),
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    options: p.options ?? [],
    variants: variantsOf(p).map((v) => ({
      id: v.id,
      options: v.options,
      sku: v.sku,
      price: variantPrice(p, v),
      discount: variantDiscount(p, v),
      stock: v.stock,
      image_id: v.imageId ?? null,
    })),
    ...finalSaleField(p),
  };
}
