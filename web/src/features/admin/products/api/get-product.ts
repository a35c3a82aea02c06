import { useQuery } from '@tanstack/react-query';
import type { RouteResponse } from '../../../../../../shared/routes';
import { callApi } from '../../../../lib/api';
import { adminKeys } from '../../common/admin-keys';
import { adminQueryOptions, useAdminToken } from '../../common/admin-query';
import type { ProductDetail } from '../product-form-model';
import { PRODUCT_FORM_TEXTS } from '../product-form-texts';

/** C2 for the update page: only `status: "success"` with data counts (contract C2, caller 2). */
export async function getProduct(id: number): Promise<ProductDetail> {
  let body: RouteResponse<'catalog-product'>;
  try {
    body = await callApi('catalog-product', { params: { id } });
  } catch {
    throw new Error(PRODUCT_FORM_TEXTS.loadError);
  }
  if (body?.status !== 'success' || !body.data) throw new Error(PRODUCT_FORM_TEXTS.fetchFailed);
  return body.data;
}

/** The update page's product; none (null) for an id the address does not give. */
export const productQueryOptions = (token: string | null, id: number | null) =>
  adminQueryOptions(token, adminKeys.product(id), () => (id === null ? Promise.resolve(null) : getProduct(id)));

export const useProduct = (id: number | null) => useQuery(productQueryOptions(useAdminToken(), id));
