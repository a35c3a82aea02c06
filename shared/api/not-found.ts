import type { InOtherLanguages } from '../rules/translations';

/** The 404 messages of the contract (docs/api 0.3), one home for the route table and the domain code. */
export const notFoundMessages = {
  product: 'Product not found',
  order: 'Order not found',
  staff: 'Staff member not found',
  user: 'User not found',
  cartItem: 'Cart item not found',
  review: 'Review not found',
  return: 'Return not found',
  discountCode: 'Discount code not found.',
  any: 'Not found.',
} as const;

export const notFoundMessagesIn: InOtherLanguages<typeof notFoundMessages> = {
  si: {
    product: 'නිෂ්පාදනය හමු නොවීය',
    order: 'ඇණවුම හමු නොවීය',
    staff: 'කාර්ය මණ්ඩල සාමාජිකයා හමු නොවීය',
    user: 'පරිශීලකයා හමු නොවීය',
    cartItem: 'කරත්තයේ භාණ්ඩය හමු නොවීය',
    review: 'සමාලෝචනය හමු නොවීය',
    return: 'ආපසු යැවීම හමු නොවීය',
    discountCode: 'වට්ටම් කේතය හමු නොවීය.',
    any: 'හමු නොවීය.',
  },
  ta: {
    product: 'பொருள் கிடைக்கவில்லை',
    order: 'ஆர்டர் கிடைக்கவில்லை',
    staff: 'பணியாளர் கிடைக்கவில்லை',
    user: 'பயனர் கிடைக்கவில்லை',
    cartItem: 'கூடையில் உள்ள பொருள் கிடைக்கவில்லை',
    review: 'மதிப்பாய்வு கிடைக்கவில்லை',
    return: 'திருப்பி அனுப்புதல் கிடைக்கவில்லை',
    discountCode: 'தள்ளுபடிக் குறியீடு கிடைக்கவில்லை.',
    any: 'கிடைக்கவில்லை.',
  },
};
