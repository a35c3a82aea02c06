import { bankTransferMessages } from '../../../shared/messages/bank-transfer';
import { guestSlipUpload } from '../../../shared/routes/entries/guest-slip-upload';
import { orderSummary } from '../../domain/orders';
import { uploadSlip } from '../../flows/workflows/bank-slip';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';
import { slipBytesOf } from '../payments/slip-file';

/** POST /v2/guest/orders/{order_number}/slip?t=: the customer's slip upload, through the order's link; 404 bad link. */
export const handler = httpHandler(guestSlipUpload, async (req) => {
  const bytes = await slipBytesOf(req);
  const order = await uploadSlip({ kind: 'link', token: req.query.t }, req.params.order_number, bytes);
  return success({ message: bankTransferMessages.slipUploaded, order: orderSummary(order) });
});
