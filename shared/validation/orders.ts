import * as z from 'zod/mini';
import { COURIER_NAMES, courierNamed, TRACKING_NUMBER_PATTERN } from '../rules/couriers';
import { MOVABLE_ORDER_STATUSES, SETTABLE_ORDER_STATUSES } from '../rules/orders';

export const orderStatusMessages = {
  status: `The status must be one of ${SETTABLE_ORDER_STATUSES.join(', ')}.`,
  courier: `The courier must be one of ${COURIER_NAMES.join(', ')}.`,
  courierMissing: 'Please choose the courier of this tracking number.',
  trackingNumber: 'The tracking number must be 4 to 40 letters, digits or hyphens.',
  trackingNumberMissing: 'Please enter the tracking number.',
  trackingNotShipped: 'A courier and tracking number can be given only with the status shipped.',
  confirmedByPhone: 'confirmed_by_phone must be true or false.',
} as const;

/** Left out, null or blank: not given (a form's empty field). */
const given = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

const courier = z.optional(
  z.pipe(
    z.transform((v: unknown) => {
      const value = given(v);
      return typeof value === 'string' ? (courierNamed(value) ?? value) : value;
    }),
    z.optional(z.enum(COURIER_NAMES, { error: orderStatusMessages.courier })),
  ),
);

const trackingNumber = z.optional(
  z.pipe(
    z.transform((v: unknown) => {
      const value = given(v);
      return typeof value === 'string' ? value.trim() : value;
    }),
    z.optional(
      z
        .string({ error: orderStatusMessages.trackingNumber })
        .check(z.regex(TRACKING_NUMBER_PATTERN, { error: orderStatusMessages.trackingNumber })),
    ),
  ),
);

/** A courier and a number go together, and only with the move to (or a correction on) `shipped` (issue 22). */
const trackingTogether = z.superRefine((v: { status: string; courier?: string; tracking_number?: string }, ctx) => {
  if (v.courier === undefined && v.tracking_number === undefined) return;
  if (v.status !== 'shipped')
    ctx.addIssue({
      code: 'custom',
      path: ['status'],
      message: orderStatusMessages.trackingNotShipped,
      input: v.status,
    });
  else if (v.courier === undefined)
    ctx.addIssue({ code: 'custom', path: ['courier'], message: orderStatusMessages.courierMissing, input: v.courier });
  else if (v.tracking_number === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['tracking_number'],
      message: orderStatusMessages.trackingNumberMissing,
      input: v.tracking_number,
    });
});

/**
 * B6 body: one of the four statuses the menu offers (contract 6.7), or `refused` for a shipped cash parcel (issue
 * 31), in any case; with `shipped`, optionally the courier (one of the list, any case) and the tracking number
 * (trimmed); `confirmed_by_phone` when staff confirmed a cash order on the phone.
 */
export const orderStatusSchema = z
  .object({
    status: z.pipe(
      z.transform((v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v)),
      z.enum(MOVABLE_ORDER_STATUSES, { error: orderStatusMessages.status }),
    ),
    courier,
    tracking_number: trackingNumber,
    /** Staff called the customer and they confirmed their cash order (issue 31). */
    confirmed_by_phone: z.optional(z.boolean({ error: orderStatusMessages.confirmedByPhone })),
  })
  .check(trackingTogether);
