import { guestOrderMessages } from '../../../../../../shared/messages/guest-orders';

/** A guest's order page and Find my order in English (issue 34), word for word as before. */
export const ordersEn = {
  'findOrder.title': 'Find my order',
  'findOrder.intro':
    'Bought without an account? Enter the order number from your e-mail or SMS and the phone number you gave.',
  'findOrder.orderNumber': 'Order number *',
  'findOrder.phone': 'Phone *',
  'findOrder.send': 'Send me a code',
  'findOrder.sending': 'Sending...',
  'findOrder.codeIntro': guestOrderMessages.lookupSent,
  'findOrder.code': 'Code *',
  'findOrder.open': 'Open my order',
  'findOrder.opening': 'Checking...',
  'findOrder.required': 'Please fill in both fields.',
  'findOrder.codeFormat': 'Please enter the 6-digit code.',
  'findOrder.failed': 'Something went wrong. Please try again.',
  'orderLink.title': 'Your order',
  'orderLink.loading': 'Loading your order...',
  'orderLink.notFound': 'We could not find this order. The link may be incomplete, or a newer link replaced it.',
  'orderLink.failed': 'Failed to load your order. Please try again.',
  'orderLink.tryAgain': 'Try again',
  'orderLink.claim': 'Add to my account',
  'orderLink.claiming': 'Adding...',
  'orderLink.claimed': 'The order is now in My Orders.',
  'orderLink.openOrders': 'Open My Orders',
  'orderLink.claimFailed': 'The order could not be added to your account. Please try again.',
  'orderLink.next': "What's next",
  'orderLink.next.confirm': 'Confirm your cash order with the link or the 6-digit code in the SMS we sent you.',
  'orderLink.next.pay': 'This order waits for its payment.',
  'orderLink.next.return': 'Items of this order can be returned within its return window.',
  'orderLink.next.add_to_account': 'Have an account? Sign in and add this order to it, to see it in My Orders.',
} as const;
