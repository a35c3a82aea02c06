import { useEffect, useState } from 'react';
import type { Category } from '../../../../shared/rules/catalogue';
import { fetchCategoryProducts, type CategoryProduct } from './catalog-api';

export type CategoryLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; products: CategoryProduct[] };

/** One C3 call per category page visit; a stale answer (the shopper already moved to another category) is dropped. */
export function useCategoryProducts(category: Category): CategoryLoad {
  const [load, setLoad] = useState<CategoryLoad & { category: Category }>({ state: 'loading', category });
  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading', category });
    fetchCategoryProducts(category).then(
      (products) => current && setLoad({ state: 'ready', products, category }),
      () => current && setLoad({ state: 'failed', category }),
    );
    return () => {
      current = false;
    };
  }, [category]);
  // While the effect of a new category has not run yet, do not show the previous category's products.
  return load.category === category ? load : { state: 'loading' };
}
