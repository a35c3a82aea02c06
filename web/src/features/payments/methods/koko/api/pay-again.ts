import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api';
import { linkArgs, useOrderScope, type OrderScope } from '../../../../../lib/order-scope';
import { leavingForKoko, postToKoko } from '../post-to-koko';

/** A fresh signed KOKO form for an unpaid KOKO order: one's own, or through a guest's link. */
export async function payKokoAgain(scope: OrderScope, orderId: number) {
  const answer =
    scope.kind === 'link'
      ? await callApi('guest-pay-again', linkArgs(scope))
      : await callApi('koko-pay-again', { params: { id: orderId } });
  if (!answer.koko) throw new Error('KOKO sent no form');
  return answer.koko;
}

/** Pay again with KOKO: a fresh signed form, then the browser leaves for KOKO. */
export function useKokoPayAgain(orderId: number) {
  const scope = useOrderScope();
  return useMutation({
    mutationFn: async () => {
      postToKoko(await payKokoAgain(scope, orderId));
      return leavingForKoko<void>();
    },
  });
}
