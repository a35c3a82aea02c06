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
