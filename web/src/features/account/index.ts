/** What the customer-area screens share about the signed-in account: A7/A8 calls and the billing form. */
export { updateProfile, type UserProfile } from './api/profile-calls';
export { profileKey, useProfile, useUpdateProfile } from './api/use-profile';
export {
  BILLING_FIELDS,
  billingFromProfile,
  checkBilling,
  trimBilling,
  type BillingField,
  type BillingValues,
} from './billing-form';
export { BillingFields } from './BillingFields';
