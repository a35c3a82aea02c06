/** The shipping dialog's values and rules, checked with the server's own B6 schema (issue 22). */
import { COURIER_NAMES, type CourierName } from '../../../../../shared/rules/couriers';
import { orderStatusMessages, orderStatusSchema } from '../../../../../shared/validation/orders';
import type { ChangedOrder } from '../../../../../shared/api/orders';

export type OrderTracking = NonNullable<ChangedOrder['tracking']>;

export interface TrackingFormValues {
  courier: CourierName | '';
  tracking_number: string;
}
export type TrackingFieldErrors = Partial<Record<keyof TrackingFormValues, string>>;

export const COURIER_OPTIONS = COURIER_NAMES.map((name) => ({ value: name, label: name }));

export const trackingFormValues = (tracking: OrderTracking | null | undefined): TrackingFormValues => ({
  courier: (COURIER_NAMES as readonly string[]).includes(tracking?.courier ?? '')
    ? (tracking!.courier as CourierName)
    : '',
  tracking_number: tracking?.number ?? '',
});

/**
 * The first message per field. Moving to shipped, both may be left blank (the tracking can follow); correcting a
 * shipped order's tracking (`required`), both must be given.
 */
export function validateTracking(values: TrackingFormValues, required: boolean): TrackingFieldErrors {
  const errors: TrackingFieldErrors = {};
  if (required && values.courier === '' && values.tracking_number.trim() === '') {
    errors.courier = orderStatusMessages.courierMissing;
    errors.tracking_number = orderStatusMessages.trackingNumberMissing;
    return errors;
  }
  const parsed = orderStatusSchema.safeParse({ status: 'shipped', ...values });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as keyof TrackingFormValues;
      errors[key] ??= issue.message;
    }
  }
  return errors;
}
