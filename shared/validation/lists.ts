import { COD_CONFIRMATIONS } from '../rules/cod-confirmation';
import * as z from 'zod/mini';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../rules/payments';
import type { InOtherLanguages } from '../rules/translations';
import { chooseOneOf } from './fields';

/**
 * The back-office lists' query strings and B2's body (contract 6.9). They are lenient on purpose: a page or size
 * that is not a number reads as the first page or the default size (functions/lib/paging.ts), never as a 422.
 */
const lenient = z.catch(z.optional(z.string()), undefined);

export const pageQuerySchema = z.object({ page: lenient });
export const searchPageQuerySchema = z.object({ page: lenient, search: lenient });
export const staffPageQuerySchema = z.object({ page: lenient, limit: lenient, search: lenient });

/** B2: the paging travels in the JSON body; a category or search that is not text counts as none. */
export const adminProductsBodySchema = z.object({
  page: z.catch(z.optional(z.union([z.number(), z.string()])), undefined),
  category: lenient,
  search: lenient,
});

export const ORDER_TAB_MESSAGE = 'Please ask for pending or complete orders.';

export const orderTabMessageIn: InOtherLanguages<{ message: typeof ORDER_TAB_MESSAGE }> = {
  si: { message: 'කරුණාකර පොරොත්තු හෝ සම්පූර්ණ ඇණවුම් ඉල්ලන්න.' },
  ta: { message: 'தயவுசெய்து நிலுவையிலுள்ள அல்லது முடிந்த ஆர்டர்களைக் கேட்கவும்.' },
};

/** S11's tab in any letter case, `pending` when absent (contract 6.6). */
export const orderTabQuerySchema = z.object({
  status: z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((v: string | undefined) => (v ?? 'pending').toLowerCase()),
    ),
    z.enum(['pending', 'complete'], { error: ORDER_TAB_MESSAGE }),
  ),
});

/** The CSV export's range, checked by the handler (Colombo days, at most so many orders). */
export const exportRangeQuerySchema = z.object({ from: lenient, to: lenient });

/** One of `allowed`, or "any" when empty or missing. */
const anyOrOneOf = <const T extends readonly [string, ...string[]]>(allowed: T) =>
  z.pipe(
    z.optional(z.union([z.literal(''), z.enum(allowed)], { error: chooseOneOf(allowed) })),
    z.transform((v: '' | T[number] | undefined) => (v === '' ? undefined : v)),
  );

/** The B5 list narrowed by payment (decision 0039). */
export const paymentFilterQuerySchema = z.object({
  page: lenient,
  payment_method: anyOrOneOf(PAYMENT_METHODS),
  payment_status: anyOrOneOf(PAYMENT_STATUSES),
  /** A cash order's confirmation (issue 31). */
  cod_confirmation: anyOrOneOf(COD_CONFIRMATIONS),
});
