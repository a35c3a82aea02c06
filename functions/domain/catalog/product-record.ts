import type { Category } from '../../../shared/rules/catalogue';
import type { Translations } from '../../../shared/rules/translations';
import type { ProductOption, VariantOptions } from '../../../shared/rules/variants';

/** A product as stored. Prices are LKR with at most two decimals; `discount` is a percentage 0-100. */
export interface ProductImage {
  id: number;
  /** Relative storage path, e.g. `products/12/31.jpg`. */
  path: string;
}

/**
 * A variant as stored, inside its product's item (decision 0054): its stock moves in the same conditional write as
 * the product's total. `price` and `discount` are left out when they are the product's own.
 */
export interface VariantRecord {
  id: number;
  options: VariantOptions;
  sku: string;
  stock: number;
  price?: number;
  discount?: number;
  imageId?: number;
}

export interface ProductRecord {
  id: number;
  name: string;
  description: string;
  category: Category;
  brandName: string | null;
  sku: string;
  stock: number;
  initialStock: number;
  price: number;
  discount: number;
  isNew: boolean;
  featured: boolean;
  /** Final Sale (issue 22): its items cannot be returned. Absent when not set. */
  finalSale?: boolean;
  /** Issue 33: admins are mailed when a size's stock falls to it or below; absent on older items: 5. */
  lowStockThreshold?: number;
  /**
   * Published reviews: how many, their stars added up, and how many of each star (reviews/, issue 24). Changed only
   * by ADD in a review's transaction (review-figures.ts); absent on a product nobody reviewed.
   */
  reviewCount?: number;
  reviewSum?: number;
  reviewStars5?: number;
  reviewStars4?: number;
  reviewStars3?: number;
  reviewStars2?: number;
  reviewStars1?: number;
  /** Units sold, kept by the order aggregates. */
  sales: number;
  images: ProductImage[];
  userGuidePath: string | null;
  createdAt: string;
  updatedAt: string;
  /** Issue 34: the name and description in Sinhala and Tamil; absent when there is none (English is shown). */
  translations?: Translations;
  /** Issue 20: absent (or empty) on a product without options. */
  options?: ProductOption[];
  /** By variant id (as text), so a checkout can address one variant's stock in an update expression. */
  variants?: Record<string, VariantRecord>;
}
