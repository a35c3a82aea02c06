import { useMutation } from '@tanstack/react-query';
import type { RouteResponse } from '../../../../../../shared/routes';
import { uploadApi } from '../../../../lib/api';

/** A 2xx that is not `status: "success"` is a failure with the body's message. */
export class SaveRefused extends Error {}

/** The add and update answers: the saved product with the server's message. */
type SavedProduct = RouteResponse<'admin-product-add'> | RouteResponse<'admin-product-update'>;

function refusedUnlessSuccess(body: SavedProduct): SavedProduct {
  if (body?.status !== 'success') throw new SaveRefused(body?.message ?? '');
  return body;
}

/** B3 multipart add. */
export const addProduct = (form: FormData, onProgress: (percent: number) => void) =>
  uploadApi('admin-product-add', { body: form, onProgress }).then(refusedUnlessSuccess);

/** B4: POST with the method-override header, as the contract's client sends it. */
export const updateProduct = (id: number, form: FormData, onProgress: (percent: number) => void) =>
  uploadApi('admin-product-update', {
    params: { id },
    body: form,
    onProgress,
    headers: { 'X-HTTP-Method-Override': 'PUT' },
  }).then(refusedUnlessSuccess);

/** SAVE: a new product (no id) or the one being updated; `onProgress` follows the upload, 0-100. */
export const useSaveProduct = () =>
  useMutation({
    mutationFn: ({
      id,
      form,
      onProgress,
    }: {
      id: number | null;
      form: FormData;
      onProgress: (percent: number) => void;
    }) => (id === null ? addProduct(form, onProgress) : updateProduct(id, form, onProgress)),
  });
