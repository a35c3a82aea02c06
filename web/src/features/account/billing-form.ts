import * as z from 'zod/mini';
import { cityFromList } from '../../../../shared/validation/account';
import { checkoutSchema } from '../../../../shared/validation/checkout';
import { validateForm } from '../../lib/validate-form';
import type { UserProfile } from './api/get-profile';

/** The billing fields that checkout and the profile's Billing Details card share (A7/A8, S8). */
export const BILLING_FIELDS = [
  'first_name',
  'last_name',
  'country',
  'company',
  'address',
  'apartment',
  'city',
  'state',
  'postal_code',
  'phone',
] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];
export type BillingValues = Record<BillingField, string>;

export const DEFAULT_COUNTRY = 'Sri Lanka';

export const OPTIONAL_BILLING_FIELDS: readonly BillingField[] = ['company', 'apartment'];

/**
 * The server's checkout rules with SPEC's messages ('First name is required.'), plus SPEC's "City must be chosen
 * from the list" (the server itself accepts any city and charges 400 for one outside the table).
 */
const billingSchema = z.extend(
  z.pick(checkoutSchema, {
    first_name: true,
    last_name: true,
    country: true,
    company: true,
    address: true,
    apartment: true,
    city: true,
    state: true,
    postal_code: true,
    phone: true,
  }),
  { city: cityFromList },
);

/**
 * The form's values from A7; missing or null values become ''. The phone is `phone || mobile` at checkout and
 * `mobile` on the billing card (contract A7), so the caller says which one it reads first.
 */
export function billingFromProfile(profile: Partial<UserProfile> | null, phoneFrom: 'phone' | 'mobile'): BillingValues {
  const p = profile ?? {};
  const phone = phoneFrom === 'phone' ? p.phone || p.mobile : p.mobile || p.phone;
  const values = Object.fromEntries(BILLING_FIELDS.map((f) => [f, f === 'phone' ? '' : (p[f] ?? '')])) as BillingValues;
  // The shop delivers within Sri Lanka, so an empty country starts as Sri Lanka (still editable).
  return { ...values, country: values.country || DEFAULT_COUNTRY, phone: phone ?? '' };
}

export interface BillingCheck {
  errors: Partial<Record<BillingField, string>>;
  /** True when a required field was left blank (as opposed to filled in wrongly, e.g. a city not on the list). */
  missingRequired: boolean;
}

export function checkBilling(values: BillingValues): BillingCheck {
  const { errors } = validateForm(billingSchema, values);
  const missingRequired = BILLING_FIELDS.some((f) => !OPTIONAL_BILLING_FIELDS.includes(f) && values[f].trim() === '');
  return { errors: errors as BillingCheck['errors'], missingRequired };
}

/** Trimmed values, ready to send. */
export function trimBilling(values: BillingValues): BillingValues {
  return Object.fromEntries(BILLING_FIELDS.map((f) => [f, values[f].trim()])) as BillingValues;
}
