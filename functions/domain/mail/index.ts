export { contactMessageMail } from './contact-mail';
export { orderConfirmationMail } from './order-confirmation-mail';
export { orderStatusMail } from './order-status-mail';
export { orderTrackingMail } from './order-tracking-mail';
export {
  paymentAlertMail,
  paymentExpiredMail,
  paymentFailedMail,
  slipAcceptedMail,
  slipRejectedMail,
} from './payment-mails';
export { resetCodeMail } from './reset-code-mail';
export { escapeHtml } from './layout';
export { REVIEW_FORM_ANCHOR, reviewRequestMail } from './review-request-mail';
export { returnStepMail } from './return-mails';
export { codConfirmMail, codExpiredMail } from './cod-confirm-mails';
export { guestLookupCodeMail, guestOrderLinkMail } from './guest-order-mails';
export { cartReminderMail, reminderItemText } from './cart-reminder-mail';
export type { CartReminderFacts } from './cart-reminder-mail';
export { backInStockMail, backInStockText, lowStockMail } from './stock-mails';
export type { StockItem } from './stock-mails';
