import { useEffect, useState } from 'react';
import { isProductIdParam } from '../../../../shared/rules/catalogue';
import { fetchProduct, PRODUCT_LOAD_TEXT, ProductLoadError, type ProductDetail } from './product-api';

export type ProductLoad = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; product: ProductDetail };

/** The product of the page's id; an id that is not all digits is "Product not found" without asking the API. */
export function useProduct(id: string | undefined): ProductLoad {
  const valid = isProductIdParam(id);
  const [load, setLoad] = useState<ProductLoad & { id?: string }>({ state: 'loading', id });
  useEffect(() => {
    if (!valid) return;
    let current = true;
    setLoad({ state: 'loading', id });
    fetchProduct(id).then(
      (product) => current && setLoad({ state: 'ready', product, id }),
      (error) => current && setLoad({ state: 'failed', message: error instanceof ProductLoadError ? error.message : PRODUCT_LOAD_TEXT.failed, id }),
    );
    return () => {
      current = false;
    };
  }, [id, valid]);
  if (!valid) return { state: 'failed', message: PRODUCT_LOAD_TEXT.notFound };
  return load.id === id ? load : { state: 'loading' };
}
