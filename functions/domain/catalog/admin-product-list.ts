import { descriptionPreview, type Category } from '../../../shared/rules/catalogue';
import { pageOf } from '../../lib/paging';
import { publicUrl } from '../../lib/uploads';
import type { ProductRecord } from './product-record';
import { searchWords } from '../../lib/text-search';
import { productMatches } from './product-search';
import { finalSaleField } from './product-views';
import { allProducts, productsInCategory } from './products-repo';

/** 12 cards a page: a full grid at 4, 3, 2 or 1 per row (decision 0007). */
export const ADMIN_PRODUCTS_PAGE_SIZE = 12;

/** B2 card: `price` a JSON number (the screen calls toFixed), `summary` the description preview, `sales` units sold. */
export function adminProductCard(p: ProductRecord) {
  return {
    id: p.id,
    name: p.name,
    category: p.category,
    price: p.price,
    discount: p.discount,
    summary: descriptionPreview(p.description),
    sales: p.sales ?? 0,
    stock: p.stock,
    sku: p.sku,
    featured: p.featured,
    image: p.images[0] ? publicUrl(p.images[0].path) : null,
    ...finalSaleField(p),
  };
}

/** Newest first, optionally one category and a search; one Query of an index, filtered in memory. */
export async function adminProductPage(page: number, category: Category | null, search: string) {
  const products = category ? await productsInCategory(category) : await allProducts();
  const words = searchWords(search);
  const hits = words.length ? products.filter((p) => productMatches(p, words)) : products;
  return pageOf(hits.map(adminProductCard), page, ADMIN_PRODUCTS_PAGE_SIZE);
}
