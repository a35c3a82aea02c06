import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api';
import { linkArgs, useOrderScope } from '../../../../../lib/order-scope';

/** Sends the slip of a bank-transfer order (multipart `slip`): one's own, or the one a guest's link opens. */
export function useSendSlip(orderId: number) {
  const scope = useOrderScope();
  return useMutation({
    mutationFn: (slip: File) => {
      const body = new FormData();
      body.append('slip', slip);
      return scope.kind === 'link'
        ? callApi('guest-slip-upload', { ...linkArgs(scope), body })
        : callApi('slip-upload', { params: { order_id: orderId }, body });
    },
  });
}
