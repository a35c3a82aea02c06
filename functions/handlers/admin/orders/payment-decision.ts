import { bankTransferMessages } from '../../../../shared/messages/bank-transfer';
import { adminOrderPayment } from '../../../../shared/routes/entries/admin-order-payment';
import { orderSummary } from '../../../domain/orders';
import { decideSlip } from '../../../flows/workflows/bank-slip';
import { success } from '../../../lib/responses';
import { httpHandler } from '../../http';

/** PUT /v2/admin/orders/{id}/payment: staff accept a bank slip (paid) or reject it with the reason the customer reads. */
export const handler = httpHandler(adminOrderPayment, async (req) => {
  const { decision, reference, reason } = req.body;
  const order = await decideSlip(
    req.params.id,
    decision === 'accept' ? { decision, ...(reference ? { reference } : {}) } : { decision, reason: reason ?? '' },
    req.session,
  );
  return success({
    message: decision === 'accept' ? bankTransferMessages.accepted : bankTransferMessages.rejected,
    order: orderSummary(order),
  });
});
