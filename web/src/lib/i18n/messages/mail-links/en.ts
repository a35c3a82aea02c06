/** The pages a mail's link opens (unsubscribe, a cart reminder's restore) in English (issue 34), word for word. */
export const mailLinksEn = {
  'unsubscribe.title': 'Unsubscribe',
  'unsubscribe.intro':
    'Press the button to stop offers and reminders on the channel this link came by. Order updates are not affected.',
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribe.busy': 'Unsubscribing...',
  'unsubscribe.failed': 'Sorry, we could not unsubscribe you. Please try again.',
  'unsubscribe.settings': 'You can choose what we send you at any time in My Profile.',
  'restore.title': 'Your cart is back',
  'restore.busy': 'Bringing back your cart...',
  'restore.ready': 'The products you left are in your cart again, at today’s prices.',
  'restore.leftOut': 'These are no longer available and were left out:',
  'restore.toCart': 'Go to your cart',
  'restore.failed': 'Sorry, we could not bring back your cart. Please try again.',
} as const;
