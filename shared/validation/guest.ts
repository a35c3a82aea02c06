import * as z from 'zod/mini';
import { notFoundMessages } from '../api/not-found';
import { orderIdOfNumber } from '../rules/guest-orders';
import { cartLineFields } from './cart';
import { checkoutSchema } from './checkout';
import { messages } from './auth-messages';
import { emailField } from './fields';
import { languageField } from './language';
import type { InOtherLanguages } from '../rules/translations';

/** As many lines as a signed-in cart holds. */
export const GUEST_CART_MAX_LINES = 30;

export const guestCartMessages = { lines: 'Please send the cart\u2019s lines.' } as const;

export const guestCartMessagesIn: InOtherLanguages<typeof guestCartMessages> = {
  si: { lines: 'කරුණාකර කරත්තයේ භාණ්ඩ එවන්න.' },
  ta: { lines: 'தயவுசெய்து கூடையிலுள்ள பொருட்களை அனுப்பவும்.' },
};

export const guestCartLines = z.array(z.object(cartLineFields), { error: guestCartMessages.lines }).check(
  z.maxLength(GUEST_CART_MAX_LINES, {
    error: `Your cart can hold up to ${GUEST_CART_MAX_LINES} different products. Please check out or remove some first.`,
  }),
);

/** The browser's discount code; empty, null or absent: none. */
const code = z.pipe(
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(64, { error: 'This code does not exist.' })))),
  z.transform((v: string | null | undefined) => (v ? v : null)),
);

/** POST /v2/guest/cart (issue 32): the browser's cart, priced by the server. */
export const guestCartSchema = z.object({ lines: guestCartLines, code });
export type GuestCartInput = z.infer<typeof guestCartSchema>;

/**
 * POST /v2/guest/checkout (issue 32): the browser's lines and code, the buyer's e-mail, and the signed-in checkout's
 * billing fields, payment method and marketing consent, and the language the shopper placed it in (issue 34; absent:
 * English), which its mails and SMS are written in.
 */
export const guestCheckoutSchema = z.extend(checkoutSchema, {
  lines: guestCartLines.check(z.minLength(1, { error: 'Your cart is empty. Add a product before checking out.' })),
  code,
  email: emailField(messages.email),
  language: z.optional(languageField),
});
export type GuestCheckoutInput = z.infer<typeof guestCheckoutSchema>;

/** An order number in the path ("ORD-000123"): its order id; anything else is the one 404 (issue 32). */
export const orderNumberParam = z.pipe(
  z.string({ error: notFoundMessages.order }).check(z.regex(/^(?:ORD-)?\d{1,12}$/i, { error: notFoundMessages.order })),
  z.transform((v: string) => orderIdOfNumber(v) ?? 0),
);

/** The order link's token (`t`); its checks are the handler's, so a bad one is the same 404 as a wrong one. */
export const linkTokenQuery = z.object({ t: z.optional(z.string()) });

/** POST /v2/user/orders/claim (issue 32): the order's number and its link's token. */
export const guestClaimSchema = z.object({
  order_number: z.pipe(
    z
      .string({ error: 'Please give the order number.' })
      .check(z.trim(), z.maxLength(32, { error: 'Please give the order number.' })),
    z.transform((v: string) => orderIdOfNumber(v) ?? 0),
  ),
  token: z
    .string({ error: 'Please give the order link.' })
    .check(z.maxLength(128, { error: 'Please give the order link.' })),
});

const lookupNumber = z.pipe(
  z
    .string({ error: 'Please enter the order number.' })
    .check(z.trim(), z.maxLength(32, { error: 'Please enter the order number.' })),
  z.transform((v: string) => orderIdOfNumber(v) ?? 0),
);
const lookupPhone = z
  .string({ error: 'Please enter the phone number of the order.' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Please enter the phone number of the order.' }),
    z.maxLength(32, { error: 'Please enter the phone number of the order.' }),
  );

/** POST /v2/guest/orders/lookup (issue 32). */
export const guestLookupSchema = z.object({ order_number: lookupNumber, phone: lookupPhone });

/** POST /v2/guest/orders/lookup/verify (issue 32). */
export const guestLookupVerifySchema = z.object({
  order_number: lookupNumber,
  phone: lookupPhone,
  code: z
    .string({ error: 'Please enter the 6-digit code.' })
    .check(z.trim(), z.regex(/^\d{6}$/, { error: 'Please enter the 6-digit code.' })),
});
