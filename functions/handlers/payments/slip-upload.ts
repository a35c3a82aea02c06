import { bankTransferMessages } from '../../../shared/messages/bank-transfer';
import { slipUpload } from '../../../shared/routes/entries/slip-upload';
import { orderSummary } from '../../domain/orders';
import { uploadSlip } from '../../flows/workflows/bank-slip';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';
import { slipBytesOf } from './slip-file';

/** POST /v2/user/orders/{order_id}/slip: the customer's bank slip, checked by its bytes and kept privately. */
export const handler = httpHandler(slipUpload, async (req) => {
  const bytes = await slipBytesOf(req);
  const order = await uploadSlip({ kind: 'customer', session: req.session }, req.params.order_id, bytes);
  return success({ message: bankTransferMessages.slipUploaded, order: orderSummary(order) });
});
