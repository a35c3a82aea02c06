import * as z from 'zod/mini';
import { ok } from './envelope';
import { placedOrder } from './orders';

/**
 * The form the browser posts to KOKO's `orderCreate`: `action` and the fields, signed (`dataString` is the values of
 * `_mId` through `_responseUrl` joined in this order, `signature` its base64 RSA-SHA256 with the merchant's key).
 */
export const kokoForm = z.object({
  action: z.string(),
  fields: z.object({
    _mId: z.string(),
    _amount: z.string(),
    _currency: z.string(),
    _pluginName: z.string(),
    _pluginVersion: z.string(),
    _returnUrl: z.string(),
    _cancelUrl: z.string(),
    _orderId: z.string(),
    _reference: z.string(),
    _firstName: z.string(),
    _lastName: z.string(),
    _email: z.string(),
    _description: z.string(),
    api_key: z.string(),
    _responseUrl: z.string(),
    dataString: z.string(),
    signature: z.string(),
  }),
});

export const kokoCheckoutAnswer = ok({
  message: z.literal('Order created successfully'),
  order: placedOrder,
  koko: kokoForm,
});

/** Paying an unpaid KOKO order again: a fresh signed form. */
export const kokoPayAgainAnswer = ok({ koko: kokoForm });

/** The totals KOKO takes for this shop, in rupees (both ends included): outside them the checkout does not offer it. */
export const kokoOfferAnswer = ok({ data: z.object({ min_amount: z.number(), max_amount: z.number() }) });
