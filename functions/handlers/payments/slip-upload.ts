import { bankTransferMessages, SLIP_MAX_BYTES } from '../../../shared/messages/bank-transfer';
import { slipUpload } from '../../../shared/routes/entries/slip-upload';
import { orderSummary } from '../../domain/orders';
import { uploadSlip } from '../../flows/workflows/bank-slip';
import { fieldError } from '../../lib/errors';
import { parseMultipart } from '../../lib/multipart';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** POST /v2/user/orders/{order_id}/slip: the customer's bank slip, checked by its bytes and kept privately. */
export const handler = httpHandler(slipUpload, async (req) => {
  const body = await parseMultipart(req, {
    maxFileBytes: SLIP_MAX_BYTES,
    tooLargeMessage: bankTransferMessages.slipSize,
    tooLargeField: 'slip',
  });
  const file = body.files.find((f) => f.field === 'slip');
  if (!file) throw fieldError('slip', bankTransferMessages.slipMissing);
  const order = await uploadSlip(req.session, req.params.order_id, file.bytes);
  return success({ message: bankTransferMessages.slipUploaded, order: orderSummary(order) });
});
