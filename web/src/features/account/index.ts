/** What the customer-area screens share about the signed-in account: A7/A8 and the billing form. */
export { useProfile, type UserProfile } from './api/get-profile';
export { profileKey } from './api/keys';
export { updateProfile, useUpdateProfile } from './api/update-profile';
export {
  BILLING_FIELDS,
  billingFromProfile,
  checkBilling,
  trimBilling,
  type BillingField,
  type BillingValues,
} from './billing-form';
export { BillingFields } from './BillingFields';
