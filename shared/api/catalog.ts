import type { Category } from '../rules/catalogue';

/**
 * A product as the list endpoints send it: category lists (contract C3) and our search. `price` is a JSON number;
 * `discount` is null or absent when there is none (contract 7.14).
 */
export interface ProductListItem {
  id: number;
  name: string;
  description: string;
  price: number;
  currency: string;
  image: string | null;
  rating: number;
  isNew: boolean;
  discount?: number | null;
  stock?: number;
  category?: Category;
}
