import { useMutation } from '@tanstack/react-query';
import type { CartRestoreData } from '../../../../../shared/api/cart-reminders';
import { callApi } from '../../../lib/api';

/** `POST /api/v2/cart/restore` (issue 33): a reminder's cart as it can be bought now, and the lines left out. */
export async function restoreCart(token: string): Promise<CartRestoreData> {
  return (await callApi('cart-restore', { body: { token } })).data;
}

export function useRestoreCart() {
  return useMutation({ mutationFn: restoreCart });
}
