import * as z from 'zod/mini';
import { bankTransferDetails } from './bank-transfer';
import { answerLanguage } from './catalog';
import { ok } from './envelope';
import { kokoForm } from './koko';
import { GUEST_NEXT_STEPS } from '../rules/guest-orders';
import { orderLine, placedOrder } from './orders';
import { payherePayment } from './payments';
import { returnObject } from './returns';

/**
 * POST /v2/guest/checkout (issue 32): the signed-in checkout's answer for the method (a bank transfer's details,
 * PayHere's payment object, KOKO's form), plus `order_link`, the order's page with its token. 201, or 200 for the
 * same Idempotency-Key and body again.
 */
export const guestCheckoutAnswer = ok({
  message: z.literal('Order created successfully'),
  order: placedOrder,
  order_link: z.string(),
  bank_transfer: z.optional(bankTransferDetails),
  payhere: z.optional(payherePayment),
  sdk_url: z.optional(z.string()),
  koko: z.optional(kokoForm),
});

/**
 * GET /v2/guest/orders/{order_number}?t= (issue 32): the order as My Orders shows it (`data`, one element per line,
 * as S11), its totals (`order`, as the checkout answered them), its returns (as My Returns shows them), what the
 * buyer can do next, and whether it is in an account yet.
 */
export const guestOrderAnswer = ok({
  ...answerLanguage,
  data: z.array(orderLine),
  order: placedOrder,
  returns: z.array(returnObject),
  next: z.array(z.enum(GUEST_NEXT_STEPS)),
  claimed: z.boolean(),
});
