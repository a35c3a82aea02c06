import { cartMessages } from '../../../../../../shared/messages/cart';

/**
 * The cart's texts in English (issue 34): step 1, its lines, totals and discount code field. Word for word what the
 * cart said before (tests pin them); si.ts and ta.ts carry every id.
 */
export const cartEn = {
  'cart.step.cart': 'Shopping cart',
  'cart.step.checkout': 'Checkout details',
  'cart.step.complete': 'Order complete',
  'cart.progress': 'Checkout progress',
  'cart.loading': 'Loading your cart...',
  'cart.loadingNote':
    'Your items, their sizes and prices and the cart’s totals appear here in a moment, as this browser or your account keeps them.',
  'cart.tryAgain': 'Try again',
  'cart.empty': 'Your cart is empty.',
  'cart.emptyNote': 'Beard oils, balms, hair care and more are waiting for you.',
  'cart.startShopping': 'Start Shopping',
  'cart.items': 'Your items',
  'cart.itemsLabel': 'Items in your cart',
  'cart.totals': 'Cart totals',
  'cart.proceed': 'Proceed to Checkout',
  'cart.continue': 'Continue shopping',
  'cart.quantityOf': 'Quantity of {name}',
  'cart.lineSubtotal': 'Subtotal',
  'cart.remove': 'Remove {name}',
  'cart.removeButton': '× Remove',
  'cart.stock.in': 'In Stock',
  'cart.stock.only': 'Only ({count} available)',
  'cart.stock.out': 'Out of Stock',
  'cart.variantGone': cartMessages.variantGone,
  'cart.subtotal': 'Subtotal',
  'cart.discount': 'Discount ({code})',
  'cart.shipping': 'Shipping',
  'cart.total': 'Total',
  'cart.code.label': 'Discount code',
  'cart.code.apply': 'Apply',
  'cart.code.remove': 'Remove',
  'cart.code.applied': 'Code <b>{code}</b> applied',
} as const;
