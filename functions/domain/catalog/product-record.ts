import type { Category } from '../../../shared/rules/catalogue';

/** A product as stored. Prices are LKR with at most two decimals; `discount` is a percentage 0-100. */
export interface ProductImage {
  id: number;
  /** Relative storage path, e.g. `products/12/31.jpg`. */
  path: string;
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
  rating: number;
  /** Reviews, in thousands (contract C1). */
  reviews: number;
  /** Units sold, kept by the order aggregates. */
  sales: number;
  images: ProductImage[];
  userGuidePath: string | null;
  createdAt: string;
  updatedAt: string;
}
