import * as z from 'zod/mini';
import { COD_CONFIRMATIONS } from '../rules/cod-confirmation';
import { ok } from './envelope';

/** A cash order's confirmation state (issue 31); absent on orders that never asked for one. */
export const codConfirmation = z.enum(COD_CONFIRMATIONS);
export const codConfirmationField = { cod_confirmation: z.optional(codConfirmation) };

/** What both confirmations answer: the order, now confirmed. */
export const orderConfirmedAnswer = ok({
  message: z.string(),
  data: z.object({ order_id: z.number(), order_number: z.string(), cod_confirmation: codConfirmation }),
});
