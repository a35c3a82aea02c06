import { productNotifyMe } from '../../../shared/routes/entries/product-notify-me';
import { notifyMeMessages } from '../../../shared/rules/stock-alerts';
import { notifyMe } from '../../flows/workflows/notify-me';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** POST /v2/product/{id}/notify-me (issue 33): "Tell me when it's back"; a second for the same contact and size answers the first. */
export const handler = httpHandler(productNotifyMe, async (req) => {
  const sub = await notifyMe(req.params.id, req.body, req.session);
  return success({
    message: notifyMeMessages.subscribed,
    data: {
      product_id: sub.productId,
      variant_id: sub.variantId,
      channel: sub.channel,
      subscribed_at: sub.subscribedAt,
    },
  });
});
