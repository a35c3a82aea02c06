import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api';

/** Sends the slip of one's own bank-transfer order (multipart `slip`). */
export function useSendSlip(orderId: number) {
  return useMutation({
    mutationFn: (slip: File) => {
      const body = new FormData();
      body.append('slip', slip);
      return callApi('slip-upload', { params: { order_id: orderId }, body });
    },
  });
}
