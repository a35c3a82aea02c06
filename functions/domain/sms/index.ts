export { orderPlacedSms, orderShippedSms } from './order-texts';
export type { SmsTracking } from './order-texts';
export { returnStepSms } from './return-texts';
export { slipRejectedSms } from './slip-texts';
export type { ReturnSmsFacts, ReturnSmsStep } from './return-texts';
export { fitsSms, MAX_SMS_SEGMENTS, smsSize } from './segments';
export type { SmsEncoding, SmsSize } from './segments';
export { codConfirmSms, codExpiredSms } from './cod-confirm-texts';
export { guestLookupCodeSms, guestOrderLinkSms } from './guest-order-texts';
