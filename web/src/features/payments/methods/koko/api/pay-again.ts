import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api';
import { leavingForKoko, postToKoko } from '../post-to-koko';

/** A fresh signed KOKO form for an unpaid KOKO order. */
export const payKokoAgain = (orderId: number) => callApi('koko-pay-again', { params: { id: orderId } });

/** Pay again with KOKO in My Orders: a fresh signed form, then the browser leaves for KOKO. */
export function useKokoPayAgain(orderId: number) {
  return useMutation({
    mutationFn: async () => {
      postToKoko((await payKokoAgain(orderId)).koko);
      return leavingForKoko<void>();
    },
  });
}
