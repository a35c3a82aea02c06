import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api';
import { PRODUCT_FORM_TEXTS } from '../product-form-texts';

export async function deleteProduct(id: number): Promise<void> {
  const body = await callApi('admin-product-delete', { params: { id } });
  if (body?.status !== 'success') throw new Error(body?.message || PRODUCT_FORM_TEXTS.deleteFailed);
}

export const useDeleteProduct = () => useMutation({ mutationFn: deleteProduct });
