import * as z from 'zod/mini';
import { NOTIFY_ME_CHANNELS } from '../rules/stock-alerts';
import { ok } from './envelope';

/** A "Tell me when it's back" subscription (issue 33); a second request for the same contact and size answers the first. */
export const notifyMeAnswer = ok({
  message: z.string(),
  data: z.object({
    product_id: z.number(),
    variant_id: z.nullable(z.number()),
    channel: z.enum(NOTIFY_ME_CHANNELS),
    subscribed_at: z.string(),
  }),
});
